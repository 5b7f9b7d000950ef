/**
 * Export benchmark: a 60 s 1080x1920 30 fps H.264/AAC clip with ~150 caption words, rendered through
 * the export's ffmpeg command (captions + music), against a bare decode+encode with the same encoder
 * settings. Prints wall time, fps, x real time, CPU time and the ffmpeg child's peak memory for both,
 * and their ratios. The two run alternately `--runs` times and the medians are reported: one pair on
 * a shared 2-core machine is easily 10 % off either way.
 *
 *   npx tsx bench/render/run.ts [--preset veryfast] [--crf 23] [--no-music] [--emphasis] [--runs 3]
 * (the app's own encoder defaults unless given)
 * Goals: export ≤ 1.15x bare, ≤ 600 MiB, ≥ 2.5x real time on 2 cores.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RENDER_ENCODER_DEFAULTS } from '../../apps/server/src/config.ts';

import { median, mib } from '../lib.ts';
import { SECONDS, benchExportArgs, measureFfmpeg, prepareBenchInputs, type Measured } from './fixture.ts';
import { EXPORT_FPS } from '@wordreel/core';

const { values } = parseArgs({
  options: {
    preset: { type: 'string', default: RENDER_ENCODER_DEFAULTS.preset },
    crf: { type: 'string', default: String(RENDER_ENCODER_DEFAULTS.crf) },
    'no-music': { type: 'boolean', default: false },
    emphasis: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
  },
});
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wordreel-bench-render-'));

/** The median wall and CPU time of several runs, and the highest peak memory of any. */
function summarise(runs: Measured[]): Measured {
  return {
    wallSeconds: median(runs.map((r) => r.wallSeconds)),
    cpuSeconds: median(runs.map((r) => r.cpuSeconds)),
    peakBytes: Math.max(...runs.map((r) => r.peakBytes)),
  };
}

function row(name: string, m: Measured, base?: Measured): string {
  const fps = (SECONDS * EXPORT_FPS) / m.wallSeconds;
  const ratio = base
    ? `  ${(m.wallSeconds / base.wallSeconds).toFixed(2)}x bare wall, ${(m.cpuSeconds / base.cpuSeconds).toFixed(2)}x bare CPU`
    : '';
  return `${name.padEnd(22)} wall ${m.wallSeconds.toFixed(1).padStart(5)} s  ${fps.toFixed(1).padStart(5)} fps  ${(SECONDS / m.wallSeconds).toFixed(2)}x real time  CPU ${m.cpuSeconds.toFixed(1)} s  peak ${mib(m.peakBytes)}${ratio}`;
}

async function main() {
  console.log(`making a ${SECONDS} s 1080x1920 clip in ${work} ...`);
  const inputs = await prepareBenchInputs(work, !values['no-music'], values.emphasis);
  const encoder = { preset: values.preset, crf: Number(values.crf) };
  const bareArgs = [
    ...['-y', '-i', inputs.clip, '-c:v', 'libx264', '-preset', encoder.preset, '-crf', String(encoder.crf)],
    ...['-profile:v', 'high', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '160k'],
    ...['-movflags', '+faststart', path.join(work, 'bare.mp4')],
  ];
  const exportArgs = benchExportArgs(inputs, encoder, path.join(work, 'export.mp4'));
  const bareRuns: Measured[] = [];
  const exportRuns: Measured[] = [];
  const runs = Math.max(1, Number(values.runs));
  for (let i = 0; i < runs; i++) {
    bareRuns.push(await measureFfmpeg(bareArgs));
    exportRuns.push(await measureFfmpeg(exportArgs));
    const last = (list: Measured[]) => list.at(-1)!.wallSeconds.toFixed(1);
    console.log(`run ${i + 1}/${runs}: bare ${last(bareRuns)} s, export ${last(exportRuns)} s`);
  }
  const bare = summarise(bareRuns);
  const exported = summarise(exportRuns);
  console.log(
    `preset ${encoder.preset}, crf ${encoder.crf}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}, caption document ${inputs.documentMs.toFixed(1)} ms, caption band ${inputs.band.height} px, captions drawn on ${inputs.changeFrames.length} of ${SECONDS * EXPORT_FPS} frames, median of ${runs} runs`,
  );
  console.log(row('bare decode+encode', bare));
  console.log(row(`export${inputs.music ? ' (+music)' : ''}`, exported, bare));
  const sizes = ['bare', 'export']
    .map((n) => `${n} ${mib(fs.statSync(path.join(work, `${n}.mp4`)).size)}`)
    .join(', ');
  console.log(`files: ${sizes}`);
  fs.rmSync(work, { recursive: true, force: true });
}

await main();
