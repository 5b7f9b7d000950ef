import { execFile } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Formats a byte count as MiB with one decimal, for benchmark output. */
export function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** The 1-, 5- and 15-minute load averages, as every figure here is printed with them. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(list: readonly number[]): number {
  const s = [...list].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}

/**
 * SSIM of the luma (Y) of two pictures or videos by ffmpeg's ssim filter, after `prepare` (a filter
 * chain such as a crop) is applied to each. What `prepare` leaves must be YUV or grey (RGB has no Y).
 */
export async function ssimY(a: string, b: string, prepare: string): Promise<number> {
  const { stderr } = await run('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-i', a, '-i', b],
    ...['-lavfi', `[0:v]${prepare}[x];[1:v]${prepare}[y];[x][y]ssim`, '-f', 'null', '-'],
  ]);
  const y = /SSIM Y:([\d.]+)/.exec(stderr)?.[1];
  if (!y) throw new Error(`no SSIM in ffmpeg output:\n${stderr.slice(-1000)}`);
  return Number(y);
}
