/**
 * Long-video transcription benchmark (AI Shorts takes podcasts of up to 2 hours). A synthetic source
 * of `--minutes` (default 30) made of the speech fixtures with silence between them, looped, as an
 * MP4 with AAC sound; transcribed by the real `transcribeProject` with pocketsphinx (no whisper model
 * in MODELS_DIR) in chunks of TRANSCRIBE_CHUNK_SECONDS (default 300). Prints the real-time factor
 * (wall time / audio length), this process's peak RSS (and the peak in the first and last third of
 * the run: flat when memory does not grow with length), the progress updates, and the load average
 * (the machine is shared; the figure is only as good as the load it ran under).
 *
 *   npx tsx bench/shorts/long-transcription.ts [--minutes 30]
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createContext } from '../../apps/server/src/context.ts';
import { createLogger } from '../../apps/server/src/logger.ts';
import { insertProject } from '../../apps/server/src/modules/projects/projects.repository.ts';
import { transcribeProject } from '../../apps/server/src/modules/speech/transcribe.service.ts';
import { runProcess } from '../../apps/server/src/process/run-process.ts';
import { projectKeys } from '../../apps/server/src/storage/storage.ts';
import { makeLongTalk } from '../../apps/server/test/speech/long-audio.ts';
import { createTestUser } from '../../apps/server/test/test-app.ts';
import { mib } from '../lib.ts';

const { values } = parseArgs({ options: { minutes: { type: 'string', default: '30' } } });
const minutes = Number(values.minutes);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-long-bench-'));
const talk = await makeLongTalk(['jfk', 'librivox-0870', 'librivox-0890', 'librivox-0920', 'librivox-0930']);
const source = path.join(work, 'source.mp4');
await runProcess('ffmpeg', [
  ...['-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=black:s=160x90:r=1'],
  ...['-stream_loop', '-1', '-i', path.join(talk.dir, 'talk.wav'), '-t', String(minutes * 60)],
  ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', source],
]);

const models = path.join(work, 'no-models');
await fs.mkdir(models);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  PORT: '0',
  DATA_DIR: work,
  MODELS_DIR: models,
  RATE_LIMIT_DISABLED: 'true',
});
const ctx = await createContext(config, createLogger(config));
try {
  const user = await createTestUser(ctx);
  const id = randomBytes(16).toString('hex');
  await insertProject(ctx.db, {
    id,
    userId: user.id,
    name: 'long.mp4',
    videoConfig: { name: 'long.mp4', lang: 'en', orientation: 'landscape', duration: minutes * 60 },
    status: 'transcribing',
  });
  await ctx.storage.writeAtomic(projectKeys.video(id), (tmp) => fs.copyFile(source, tmp));

  const progress: number[] = [];
  const off = ctx.events.subscribe((e) => {
    if (e.type === 'project' && e.projectId === id) progress.push(e.progress);
  });
  const samples: { at: number; rss: number }[] = [];
  const sampler = setInterval(
    () => samples.push({ at: performance.now(), rss: process.memoryUsage().rss }),
    500,
  );
  console.log(`load average at start: ${load()}`);
  const started = performance.now();
  await transcribeProject(ctx, id);
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  off();

  const words = JSON.parse(
    (await ctx.storage.readFile(projectKeys.captions(id))).toString('utf8'),
  ) as unknown[];
  const peakIn = (from: number, to: number) =>
    Math.max(
      0,
      ...samples
        .filter((s) => s.at >= started + from * wallMs && s.at <= started + to * wallMs)
        .map((s) => s.rss),
    );
  const rising = progress.every((p, i) => i === 0 || p >= (progress[i - 1] as number));
  console.log(
    `transcription of a ${minutes}-minute source (pocketsphinx, ${config.TRANSCRIBE_CHUNK_SECONDS} s chunks): ` +
      `${(wallMs / 1000).toFixed(1)} s wall, real-time factor ${(wallMs / (minutes * 60_000)).toFixed(3)}, ${words.length} words`,
  );
  console.log(
    `  peak RSS ${mib(process.resourceUsage().maxRSS * 1024)} (first third ${mib(peakIn(0, 1 / 3))}, last third ${mib(peakIn(2 / 3, 1))})`,
  );
  console.log(
    `  ${progress.length} progress updates, ${rising ? 'only rising' : 'WENT BACK'}, last ${progress.at(-1)}`,
  );
  console.log(`load average at end: ${load()} (2 cores shared)`);
} finally {
  await ctx.close();
  await fs.rm(work, { recursive: true, force: true });
  await fs.rm(talk.dir, { recursive: true, force: true });
}
