import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CaptionList } from '@wordreel/core';
import { probe } from '../../src/modules/media/ffmpeg.ts';

/** Clips and measurements for recognising an edited export again (edits-rerecognise.test.ts). */

export const run = promisify(execFile);

/**
 * Sounds placed at known times on a portrait clip `durationMs` long: each `[file, atMs]` mixed in
 * (at 16 kHz mono) over `floor`, an ffmpeg audio source (default digital silence), AAC in an mp4.
 */
export async function makePlacedClip(
  out: string,
  sounds: readonly (readonly [string, number])[],
  durationMs: number,
  floor = 'anullsrc=r=16000:cl=mono',
): Promise<string> {
  const seconds = durationMs / 1000;
  const placed = sounds.map(([, at], i) => `[${i + 1}:a]aresample=16000,adelay=${at}:all=1[p${i}]`);
  const mix = `[${sounds.length + 1}:a]${sounds.map((_, i) => `[p${i}]`).join('')}amix=inputs=${sounds.length + 1}:normalize=0:duration=first[a]`;
  // prettier-ignore
  await run('ffmpeg', [
    '-v', 'error', '-y',
    '-f', 'lavfi', '-i', `color=c=black:s=180x320:r=30:d=${seconds}`,
    ...sounds.flatMap(([file]) => ['-i', file]),
    '-f', 'lavfi', '-i', `${floor}:d=${seconds}`,
    '-filter_complex', [...placed, mix].join(';'),
    '-map', '0:v', '-map', '[a]', '-t', String(seconds),
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', out,
  ]);
  return out;
}

/** `text` said by espeak-ng (synthetic, the same every time) into a WAV in `dir`. */
export async function speak(dir: string, text: string, voice: readonly string[] = ['-v', 'en-us']) {
  const out = path.join(dir, `${[...voice, text].join(' ').replace(/\W+/g, '-')}.wav`);
  await run('espeak-ng', [...voice, '-w', out, text]);
  return out;
}

/**
 * The source's kept ranges cut straight out of its sound by ffmpeg, to the sample and with no fades,
 * joined end to end: what the export says, without the export.
 */
export async function cutDirectly(
  source: string,
  ranges: readonly { startMs: number; endMs: number }[],
  out: string,
) {
  const pieces = ranges.map(
    (r, i) => `[0:a]atrim=start=${r.startMs / 1000}:end=${r.endMs / 1000},asetpts=PTS-STARTPTS[c${i}]`,
  );
  const join = `${ranges.map((_, i) => `[c${i}]`).join('')}concat=n=${ranges.length}:v=0:a=1[a]`;
  // prettier-ignore
  await run('ffmpeg', ['-v', 'error', '-y', '-i', source, '-filter_complex', [...pieces, join].join(';'), '-map', '[a]', out]);
}

/** A file's sound as mono float samples at 16 kHz. */
export async function monoSamples(file: string): Promise<{ samples: Float32Array; rate: number }> {
  // prettier-ignore
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', file, '-ac', '1', '-ar', '16000', '-f', 'f32le', 'pipe:1'], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { samples: new Float32Array(stdout.buffer, stdout.byteOffset, stdout.length / 4), rate: 16000 };
}
/** The level (dBFS) of [fromMs, toMs) of 16 kHz samples. */
export function levelDb(samples: Float32Array, fromMs: number, toMs: number): number {
  const a = Math.max(0, Math.round(fromMs * 16));
  const b = Math.min(samples.length, Math.round(toMs * 16));
  let sum = 0;
  for (let i = a; i < b; i++) sum += (samples[i] ?? 0) ** 2;
  return 10 * Math.log10(sum / Math.max(1, b - a) + 1e-12);
}
/** The first and last 10 ms frames in [fromMs, toMs) louder than speech (-35 dBFS), or null. */
export function loudSpan(
  samples: Float32Array,
  fromMs: number,
  toMs: number,
): { startMs: number; endMs: number } | null {
  let first = -1;
  let last = -1;
  for (let ms = fromMs; ms + 10 <= toMs; ms += 10)
    if (levelDb(samples, ms, ms + 10) > -35) {
      if (first < 0) first = ms;
      last = ms + 10;
    }
  return first < 0 ? null : { startMs: first, endMs: last };
}

/** Word-level edit distance (substitutions, insertions, deletions). */
export function editDistance(a: string[], b: string[]): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length] ?? 0;
}

/** A media file's length in seconds, as the app's own probe reads it. */
export async function durationOf(file: string): Promise<number> {
  return (await probe(file)).durationSec;
}

export const wordsOf = (list: CaptionList) =>
  list.map((w) =>
    w.text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}']/gu, ''),
  );
/** How many times a run of words is said. */
export function said(words: string[], phrase: string[]): number {
  let n = 0;
  for (let i = 0; i + phrase.length <= words.length; i++) if (phrase.every((p, k) => words[i + k] === p)) n++;
  return n;
}
/** Where a run of words is first said, or -1. */
export const whereSaid = (words: string[], phrase: string[]) =>
  words.findIndex((_, i) => phrase.every((p, k) => words[i + k] === p));
