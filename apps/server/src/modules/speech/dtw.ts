/**
 * Dynamic time warping between two feature sequences (a recording and its synthetic reading), in a
 * window of columns per row. Costs keep two rows; only the step taken at each cell is kept for the
 * way back (one byte per cell), so memory is the window's size.
 *
 * Short inputs use a band around the diagonal (the two say the same words at roughly proportional
 * times): 20% of the length, at least 0.5 s and at most 15 s either side. When that band would keep
 * more than `maxCells` steps (a long video: 30 minutes is 180,000 frames), the path is found coarse
 * to fine instead: the same band on features averaged over blocks of frames, then full resolution
 * only near the coarse path (as FastDTW does). Memory stays bounded whatever the length.
 */

import { type EventLoopTurns, eventLoopTurns } from './event-loop-turns.ts';

/** Most steps one warp keeps (bytes): ~24 MB, whatever the video's length. */
export const DTW_MAX_CELLS = 24_000_000;

interface Window {
  lo: Int32Array;
  hi: Int32Array;
}

const dist = (x: Float32Array, y: Float32Array) => {
  let s = 0;
  for (let d = 0; d < x.length; d++) s += ((x[d] as number) - (y[d] as number)) ** 2;
  return Math.sqrt(s);
};

function diagonalWindow(n: number, m: number, band: number): Window {
  const lo = new Int32Array(n);
  const hi = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const c = Math.round((i * (m - 1)) / Math.max(1, n - 1));
    lo[i] = Math.max(0, c - band);
    hi[i] = Math.min(m - 1, c + band);
  }
  return { lo, hi };
}

const cellsOf = (w: Window) => w.hi.reduce((s, h, i) => s + h - (w.lo[i] as number) + 1, 0);

/** A warping path from its end back to (0,0): cell k is (is[k], js[k]). */
interface Path {
  is: Int32Array;
  js: Int32Array;
  length: number;
}

/** The warping path inside the window, from (n-1,m-1) back to (0,0). */
async function warpPath(
  a: readonly Float32Array[],
  b: readonly Float32Array[],
  w: Window,
  turns: EventLoopTurns,
): Promise<Path> {
  const n = a.length;
  const m = b.length;
  const offset = new Float64Array(n + 1);
  for (let i = 0; i < n; i++)
    offset[i + 1] = (offset[i] as number) + (w.hi[i] as number) - (w.lo[i] as number) + 1;
  const step = new Uint8Array(offset[n] as number); // 0 diagonal, 1 from a (i-1), 2 from b (j-1)
  let prev = new Float32Array(m).fill(Infinity);
  let cur = new Float32Array(m).fill(Infinity);
  for (let i = 0; i < n; i++) {
    // In the embedded queue this runs in the API process: other requests get their turn.
    if (turns.due()) await turns.take();
    const lo = w.lo[i] as number;
    const hi = w.hi[i] as number;
    const base = (offset[i] as number) - lo;
    for (let j = lo; j <= hi; j++) {
      const d = dist(a[i] as Float32Array, b[j] as Float32Array);
      if (i === 0 && j === 0) {
        cur[j] = d;
        continue;
      }
      const diag = i > 0 && j > 0 ? (prev[j - 1] as number) : Infinity;
      const up = i > 0 ? (prev[j] as number) : Infinity;
      const left = j > lo ? (cur[j - 1] as number) : Infinity;
      // The diagonal costs d once; the other moves cost it half again, which favours steady progress.
      let best = diag + d;
      let from = 0;
      if (up + d * 1.5 < best) [best, from] = [up + d * 1.5, 1];
      if (left + d * 1.5 < best) [best, from] = [left + d * 1.5, 2];
      cur[j] = best;
      step[base + j] = from;
    }
    // The row before this one becomes the next row's scratch: only its window was written.
    if (i > 0) prev.fill(Infinity, w.lo[i - 1], (w.hi[i - 1] as number) + 1);
    [prev, cur] = [cur, prev];
  }

  const is = new Int32Array(n + m);
  const js = new Int32Array(n + m);
  let length = 0;
  let i = n - 1;
  let j = m - 1;
  for (;;) {
    if ((length & 4095) === 0 && turns.due()) await turns.take();
    is[length] = i;
    js[length++] = j;
    if (i === 0 && j === 0) break;
    if (j < (w.lo[i] as number) || j > (w.hi[i] as number)) throw new Error('DTW path left its window');
    const s = step[(offset[i] as number) - (w.lo[i] as number) + j];
    if (i === 0) j--;
    else if (j === 0) i--;
    else if (s === 0) {
      i--;
      j--;
    } else if (s === 1) i--;
    else j--;
  }
  return { is, js, length };
}

/** Features averaged over blocks of `factor` frames. */
async function coarsen(
  x: readonly Float32Array[],
  factor: number,
  turns: EventLoopTurns,
): Promise<Float32Array[]> {
  const out: Float32Array[] = [];
  for (let s = 0; s < x.length; s += factor) {
    if (turns.due()) await turns.take();
    const dims = (x[s] as Float32Array).length;
    const avg = new Float32Array(dims);
    const end = Math.min(x.length, s + factor);
    for (let k = s; k < end; k++)
      for (let d = 0; d < dims; d++)
        avg[d] = (avg[d] as number) + ((x[k] as Float32Array)[d] as number) / (end - s);
    out.push(avg);
  }
  return out;
}

/** Full-resolution window around a coarse path: each coarse cell's frames, `radius` frames wider. */
async function windowAround(
  path: Path,
  factor: number,
  size: { n: number; m: number },
  radius: number,
  turns: EventLoopTurns,
): Promise<Window> {
  const { n, m } = size;
  const lo = new Int32Array(n).fill(m);
  const hi = new Int32Array(n).fill(-1);
  for (let k = 0; k < path.length; k++) {
    if (turns.due()) await turns.take();
    const [ci, cj] = [path.is[k] as number, path.js[k] as number];
    const from = Math.max(0, cj * factor - radius);
    const to = Math.min(m - 1, (cj + 1) * factor - 1 + radius);
    for (
      let i = Math.max(0, ci * factor - radius);
      i <= Math.min(n - 1, (ci + 1) * factor - 1 + radius);
      i++
    ) {
      if (from < (lo[i] as number)) lo[i] = from;
      if (to > (hi[i] as number)) hi[i] = to;
    }
  }
  lo[0] = 0;
  hi[n - 1] = m - 1;
  return { lo, hi };
}

/**
 * Returns, for each frame of `b`, the first frame of `a` it is matched to. `maxCells` bounds the
 * steps kept (see DTW_MAX_CELLS).
 */
export async function dtwMap(
  a: readonly Float32Array[],
  b: readonly Float32Array[],
  bandFraction = 0.2,
  maxCells = DTW_MAX_CELLS,
  signal?: AbortSignal,
): Promise<Int32Array> {
  const n = a.length;
  const m = b.length;
  const map = new Int32Array(m);
  if (n === 0 || m === 0) return map;
  const band = Math.min(1500, Math.max(50, Math.ceil(Math.max(n, m) * bandFraction)));
  const turns = eventLoopTurns(signal);
  let path: Path;
  const direct = diagonalWindow(n, m, band);
  if (cellsOf(direct) <= maxCells) {
    path = await warpPath(a, b, direct, turns);
  } else {
    let factor = 2;
    while ((n / factor) * (2 * Math.ceil(band / factor) + 1) > maxCells / 2) factor *= 2;
    const ca = await coarsen(a, factor, turns);
    const cb = await coarsen(b, factor, turns);
    const coarse = await warpPath(
      ca,
      cb,
      diagonalWindow(ca.length, cb.length, Math.ceil(band / factor)),
      turns,
    );
    const window = await windowAround(coarse, factor, { n, m }, 2 * factor, turns);
    path = await warpPath(a, b, window, turns);
  }
  map.fill(-1);
  // Walking backwards, the last write for j is its first frame of a.
  for (let k = 0; k < path.length; k++) map[path.js[k] as number] = path.is[k] as number;
  return map;
}
