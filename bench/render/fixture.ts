/**
 * The render benchmarks' shared set-up: a 60 s 1080x1920 30 fps H.264/AAC clip, ~150 caption words
 * drawn with the default style, a music track, and ffmpeg runs measured the way the app runs them.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_STYLE,
  EXPORT_FPS,
  buildExportCaptions,
  exportFrame,
  type CaptionItem,
  type EmojiShow,
} from '@wordreel/core';
import { FFMPEG_MALLOC_TUNABLES } from '../../apps/server/src/modules/media/ffmpeg.ts';
import { makeTrack } from '../../scripts/music/music-synth.ts';
import { buildRenderArgs } from '../../apps/server/src/modules/render/render-command.ts';

const PORTRAIT = exportFrame('portrait');
const EXPORT_WIDTH = PORTRAIT.width;
const EXPORT_HEIGHT = PORTRAIT.height;

export const SECONDS = 60;
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Measured {
  wallSeconds: number;
  cpuSeconds: number;
  peakBytes: number;
}

/** Runs ffmpeg as the app does (same malloc settings) under /usr/bin/time -v: CPU time and peak memory. */
export function measureFfmpeg(args: string[]): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(
      '/usr/bin/time',
      ['-v', 'ffmpeg', '-hide_banner', '-nostdin', '-v', 'error', ...args],
      {
        env: { ...process.env, GLIBC_TUNABLES: FFMPEG_MALLOC_TUNABLES },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let err = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.on('close', (code) => {
      const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
      const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(err)?.[1];
      const user = /User time \(seconds\): ([\d.]+)/.exec(err)?.[1];
      const system = /System time \(seconds\): ([\d.]+)/.exec(err)?.[1];
      if (code !== 0 || !kb) return reject(new Error(`ffmpeg failed: ${err.slice(-2000)}`));
      resolve({ wallSeconds, cpuSeconds: Number(user) + Number(system), peakBytes: Number(kb) * 1024 });
    });
  });
}

/** ~150 words over 60 s, 2.5 words a second, in sentences of varied length. */
export function captionList(): CaptionItem[] {
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

export interface BenchInputs {
  clip: string;
  assPath: string;
  band: { top: number; height: number };
  changeFrames: number[];
  /** Time to build the caption document and its change frames. */
  documentMs: number;
  music?: { path: string; volume: number };
  emoji: EmojiShow[];
}

/** Writes the clip, the caption document and (unless left out) the music track into `work`. */
export async function prepareBenchInputs(
  work: string,
  withMusic: boolean,
  /** Caption emphasis on: page emoji overlaid, keywords highlighted with pop (render/emoji-overlay.ts). */
  withEmphasis = false,
): Promise<BenchInputs> {
  const clip = path.join(work, 'source.mp4');
  await measureFfmpeg([
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
  const style = withEmphasis
    ? {
        ...DEFAULT_STYLE,
        emphasis: { ...DEFAULT_STYLE.emphasis, emojiAuto: true, highlightAuto: true, highlightPop: 1.2 },
      }
    : DEFAULT_STYLE;
  const drawn = buildExportCaptions({
    captions: captionList(),
    style,
    width: EXPORT_WIDTH,
    height: EXPORT_HEIGHT,
    fps: EXPORT_FPS,
  });
  if (!drawn) throw new Error('the bench captions draw nothing');
  fs.writeFileSync(assPath, drawn.document);
  const { band, changeFrames, emoji } = drawn;
  const documentMs = performance.now() - t0;
  let music: BenchInputs['music'];
  if (withMusic) {
    music = { path: path.join(work, 'adventure.mp3'), volume: 0.3 };
    await makeTrack('adventure', music.path);
  }
  return { clip, assPath, band, changeFrames, documentMs, music, emoji };
}

/** The export's own ffmpeg command for the bench inputs. */
export function benchExportArgs(
  inputs: BenchInputs,
  encoder: { preset: string; crf: number },
  output: string,
): string[] {
  return buildRenderArgs({
    frame: PORTRAIT,
    videoPath: inputs.clip,
    durationSeconds: SECONDS,
    sourceWidth: EXPORT_WIDTH,
    sourceHeight: EXPORT_HEIGHT,
    sourceHasAudio: true,
    assPath: inputs.assPath,
    captionBand: inputs.band,
    captionChangeFrames: inputs.changeFrames,
    fontsDir: path.join(root, 'apps/web/public/fonts'),
    emoji:
      inputs.emoji.length > 0
        ? { shows: inputs.emoji, dir: path.join(root, 'apps/web/public/emoji') }
        : undefined,
    music: inputs.music,
    ...encoder,
    output: { kind: 'mp4', path: output },
  });
}
