/**
 * Export benchmark: a 60 s 1080x1920 30 fps H.264/AAC clip with ~150 caption words, rendered through
 * the export's ffmpeg command (captions + music), against a bare decode+encode with the same encoder
 * settings. Prints wall time, fps, x real time and the ffmpeg child's peak memory for both, and ratios.
 *
 *   npx tsx bench/render/run.ts [--preset veryfast] [--crf 23] [--no-music]
 * Goals: export ≤ 1.15x bare, ≤ 600 MiB, ≥ 2.5x real time on 2 cores.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_STYLE, buildCaptionDocument, captionBand, type CaptionItem } from '@wordreel/core';
import { makeTrack } from '../../apps/server/src/modules/music/music-synth.ts';
import {
  EXPORT_FPS,
  EXPORT_HEIGHT,
  EXPORT_WIDTH,
  buildRenderArgs,
} from '../../apps/server/src/modules/render/render-command.ts';
import { mib } from '../lib.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    preset: { type: 'string', default: 'veryfast' },
    crf: { type: 'string', default: '23' },
    'no-music': { type: 'boolean', default: false },
  },
});
const SECONDS = 60;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wordreel-bench-render-'));

interface Measured {
  wallSeconds: number;
  peakBytes: number;
}

/** Runs ffmpeg under /usr/bin/time -v and reads its peak resident memory. */
function measure(args: string[]): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(
      '/usr/bin/time',
      ['-v', 'ffmpeg', '-hide_banner', '-nostdin', '-v', 'error', ...args],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let err = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.on('close', (code) => {
      const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
      const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(err)?.[1];
      if (code !== 0 || !kb) return reject(new Error(`ffmpeg failed: ${err.slice(-2000)}`));
      resolve({ wallSeconds, peakBytes: Number(kb) * 1024 });
    });
  });
}

/** ~150 words over 60 s, 2.5 words a second, in sentences of varied length. */
function captionList(): CaptionItem[] {
  const vocab =
    'today we are going to look at how captions make short videos easier to follow for everyone watching without sound so let us get started with the first tip'.split(
      ' ',
    );
  const words: CaptionItem[] = [];
  for (let i = 0; i < 150; i++) {
    const startMs = Math.round(i * 396 + 200);
    const text = vocab[i % vocab.length] ?? 'word';
    words.push({
      text: i === 0 ? text : ` ${text}`,
      startMs,
      endMs: startMs + 330,
      confidence: 0.9,
      timestampMs: startMs,
    });
  }
  return words;
}

function row(name: string, m: Measured, base?: Measured): string {
  const fps = (SECONDS * EXPORT_FPS) / m.wallSeconds;
  const ratio = base ? `  ${(m.wallSeconds / base.wallSeconds).toFixed(2)}x bare` : '';
  return `${name.padEnd(22)} wall ${m.wallSeconds.toFixed(1).padStart(5)} s  ${fps.toFixed(1).padStart(5)} fps  ${(SECONDS / m.wallSeconds).toFixed(2)}x real time  peak ${mib(m.peakBytes)}${ratio}`;
}

async function main() {
  const clip = path.join(work, 'source.mp4');
  console.log(`making a ${SECONDS} s ${EXPORT_WIDTH}x${EXPORT_HEIGHT} clip in ${work} ...`);
  await measure([
    ...[
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=s=${EXPORT_WIDTH}x${EXPORT_HEIGHT}:r=${EXPORT_FPS}:d=${SECONDS}`,
    ],
    ...['-f', 'lavfi', '-i', `sine=f=220:r=48000:d=${SECONDS}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', clip],
  ]);
  const assPath = path.join(work, 'captions.ass');
  const t0 = performance.now();
  const docInput = {
    captions: captionList(),
    style: DEFAULT_STYLE,
    width: EXPORT_WIDTH,
    height: EXPORT_HEIGHT,
    fps: EXPORT_FPS,
  };
  const band = captionBand(docInput) ?? undefined;
  fs.writeFileSync(assPath, buildCaptionDocument({ ...docInput, band }));
  const docMs = performance.now() - t0;
  let music: { path: string; volume: number } | undefined;
  if (!values['no-music']) {
    music = { path: path.join(work, 'adventure.mp3'), volume: 0.3 };
    await makeTrack('adventure', music.path);
  }
  const preset = values.preset;
  const crf = Number(values.crf);
  const encoder = [
    '-c:v',
    'libx264',
    '-preset',
    preset,
    '-crf',
    String(crf),
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '160k',
  ];
  const bare = await measure([
    '-y',
    '-i',
    clip,
    ...encoder,
    '-movflags',
    '+faststart',
    path.join(work, 'bare.mp4'),
  ]);
  const exportArgs = buildRenderArgs({
    videoPath: clip,
    durationSeconds: SECONDS,
    sourceWidth: EXPORT_WIDTH,
    sourceHeight: EXPORT_HEIGHT,
    sourceHasAudio: true,
    assPath,
    captionBand: band,
    fontsDir: path.join(root, 'apps/web/public/fonts'),
    music,
    preset,
    crf,
    output: { kind: 'mp4', path: path.join(work, 'export.mp4') },
  });
  const exported = await measure(exportArgs);
  console.log(
    `preset ${preset}, crf ${crf}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}, caption document ${docMs.toFixed(1)} ms, caption band ${band?.height ?? 0} px`,
  );
  console.log(row('bare decode+encode', bare));
  console.log(row(`export${music ? ' (+music)' : ''}`, exported, bare));
  const sizes = ['bare', 'export']
    .map((n) => `${n} ${mib(fs.statSync(path.join(work, `${n}.mp4`)).size)}`)
    .join(', ');
  console.log(`files: ${sizes}`);
  fs.rmSync(work, { recursive: true, force: true });
}

await main();
