/**
 * AI Thumbnails benchmark: the first ranking of cover candidates (`GET /api/projects/{id}/cover/
 * candidates`, before its cache) on a 1280x720 30 fps video with x264's default 250-frame keyframe
 * interval (8.3 s, as many encoders and OBS write), its 16 moments measured as they were chosen and
 * then moved onto keyframes (`snapToKeyframes`, the server's way). Goal: ≤ 2 s on 2 cores. Prints
 * the median of `--runs` runs (default 3) of each, and how many moments landed on keyframes.
 *
 *   npx tsx bench/covers/run.ts [--minutes 2] [--runs 3]
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs, promisify } from 'node:util';
import {
  measureSamples,
  sampleTimes,
  snapToKeyframes,
} from '../../apps/server/src/modules/covers/frame-sampler.ts';
import { median } from '../lib.ts';

const run = promisify(execFile);
const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '2' }, runs: { type: 'string', default: '3' } },
});
const seconds = Number(values.minutes) * 60;
const runs = Number(values.runs);
const source = { width: 1280, height: 720 };

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-bench-covers-'));
try {
  const video = path.join(dir, 'talk.mp4');
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=s=1280x720:r=30:d=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', video],
  ]);
  const times = sampleTimes(seconds * 1000, null);
  const asChosen: number[] = [];
  const onKeyframes: number[] = [];
  let snapped: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    asChosen.push(await timed(() => measureSamples(video, times, source)));
    onKeyframes.push(
      await timed(async () => {
        snapped = await snapToKeyframes(video, times, () => true);
        await measureSamples(video, snapped, source);
      }),
    );
  }
  const moved = snapped.filter((t) => !times.includes(t)).length;
  console.log(`${seconds} s video, ${times.length} moments, load ${os.loadavg()[0]?.toFixed(1)}`);
  console.log(`  as chosen:     median ${Math.round(median(asChosen))} ms`);
  console.log(
    `  on keyframes:  median ${Math.round(median(onKeyframes))} ms (${moved} of ${snapped.length} moments on a keyframe)`,
  );
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
