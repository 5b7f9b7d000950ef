/**
 * AI Shorts: the reframe analysis of a long landscape video. The same code the `reframe` job runs
 * (one ffmpeg decode: faces on 3 grey frames a second through OpenCV's cascade, scene cuts on every
 * frame) on a 1920x1080 30 fps H.264 video made by ffmpeg (x264 veryfast CRF 23, like the playable
 * copy) of a real face photograph moving across real photographs, a hard cut every 10 s. Goal: ≤ 0.25x
 * real time on 2 cores. Prints wall time, x real time, samples, the share with a face, the cuts found
 * and the load average (the machine is shared: read the figures with it).
 *
 *   npx tsx bench/shorts/reframe.ts [--minutes 10] [--runs 1]
 *
 * The video is made once and kept in ~/.cache/wordreel/bench/ (needs scripts/fetch-face-images.sh).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { faceDetector } from '../../apps/server/src/modules/reframe/face-detector.ts';
import { SAMPLE_FPS, sampleFacesAndCuts } from '../../apps/server/src/modules/reframe/sample-faces.ts';
import { loadAverage } from '../lib.ts';
import { type FaceVideoSpec, makeFaceVideo, WALK_CYCLE } from '../../apps/server/test/reframe/face-video.ts';

const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '10' }, runs: { type: 'string', default: '1' } },
});
const minutes = Number(values.minutes);
const runs = Number(values.runs);

const spec: FaceVideoSpec = {
  width: 1920,
  height: 1080,
  seconds: minutes * 60,
  cutsS: [],
  cutEveryS: 10,
  preset: 'veryfast',
  crf: 23,
  motion: WALK_CYCLE,
};

const dir = path.join(process.env.WORDREEL_CACHE ?? path.join(os.homedir(), '.cache', 'wordreel'), 'bench');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `reframe-${minutes}min-1080p.mp4`);
if (!fs.existsSync(file)) {
  console.log(`making ${file} (${minutes} min 1920x1080) …`);
  const t0 = performance.now();
  await makeFaceVideo(spec, `${file}.part.mp4`);
  fs.renameSync(`${file}.part.mp4`, file);
  console.log(`  made in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

console.log(`cores ${os.cpus().length}, load average before: ${loadAverage()}`);
const t0 = performance.now();
const detector = await faceDetector();
console.log(`detector loaded in ${((performance.now() - t0) / 1000).toFixed(2)} s`);

const durationMs = spec.seconds * 1000;
for (let run = 1; run <= runs; run++) {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const result = await sampleFacesAndCuts(file, { width: 1920, height: 1080, durationMs }, detector);
  const wall = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const withFace = result.samples.filter((s) => s.faces.length > 0).length;
  console.log(
    `run ${run}: ${wall.toFixed(1)} s for ${spec.seconds} s of video = ${(wall / spec.seconds).toFixed(3)}x real time ` +
      `(goal ≤ 0.25x); ${result.samples.length} samples (${SAMPLE_FPS}/s), ` +
      `${((100 * withFace) / result.samples.length).toFixed(1)} % with a face; ` +
      `${result.cutsMs.length} cuts found (${Math.floor(spec.seconds / 10) - 1} made); ` +
      `node CPU ${((used.user + used.system) / 1e6).toFixed(1)} s (detector; ffmpeg decodes in its own process); ` +
      `load average after: ${loadAverage()}`,
  );
}
