/**
 * Dynamic time warping between two feature sequences, restricted to a band around the diagonal (the
 * two recordings say the same words at roughly proportional times): the band is 20% of the length,
 * at least 0.5 s and at most 15 s either side. Costs keep two rows; only the step taken at each cell is
 * kept for the way back (one byte per cell). Returns, for each frame of `b`, the first frame of `a`
 * it is matched to.
 */
export function dtwMap(
  a: readonly Float32Array[],
  b: readonly Float32Array[],
  bandFraction = 0.2,
): Int32Array {
  const n = a.length;
  const m = b.length;
  const map = new Int32Array(m);
  if (n === 0 || m === 0) return map;
  const band = Math.min(1500, Math.max(50, Math.ceil(Math.max(n, m) * bandFraction)));
  const width = 2 * band + 1;
  // Row i of the band covers columns centre(i)-band .. centre(i)+band of b.
  const centre = (i: number) => Math.round((i * (m - 1)) / Math.max(1, n - 1));
  const step = new Uint8Array(n * width); // 0 diagonal, 1 from a (i-1), 2 from b (j-1)
  let prev = new Float32Array(width).fill(Infinity);
  let cur = new Float32Array(width).fill(Infinity);
  const dist = (x: Float32Array, y: Float32Array) => {
    let s = 0;
    for (let d = 0; d < x.length; d++) s += ((x[d] as number) - (y[d] as number)) ** 2;
    return Math.sqrt(s);
  };

  for (let i = 0; i < n; i++) {
    const c = centre(i);
    const cPrev = i > 0 ? centre(i - 1) : 0;
    cur.fill(Infinity);
    for (let j = Math.max(0, c - band); j <= Math.min(m - 1, c + band); j++) {
      const k = j - c + band;
      const d = dist(a[i] as Float32Array, b[j] as Float32Array);
      if (i === 0 && j === 0) {
        cur[k] = d;
        continue;
      }
      const kDiag = j - 1 - cPrev + band;
      const kUp = j - cPrev + band;
      const diag = i > 0 && j > 0 && kDiag >= 0 && kDiag < width ? (prev[kDiag] as number) : Infinity;
      const up = i > 0 && kUp >= 0 && kUp < width ? (prev[kUp] as number) : Infinity;
      const left = k > 0 ? (cur[k - 1] as number) : Infinity;
      // The diagonal costs d once; the other moves cost it half again, which favours steady progress.
      let best = diag + d;
      let from = 0;
      if (up + d * 1.5 < best) [best, from] = [up + d * 1.5, 1];
      if (left + d * 1.5 < best) [best, from] = [left + d * 1.5, 2];
      cur[k] = best;
      step[i * width + k] = from;
    }
    [prev, cur] = [cur, prev];
  }

  map.fill(-1);
  let i = n - 1;
  let j = m - 1;
  for (;;) {
    map[j] = i; // walking backwards, the last write for j is its first frame of a
    if (i === 0 && j === 0) break;
    const k = j - centre(i) + band;
    if (k < 0 || k >= width) throw new Error('DTW path left its band');
    const s = step[i * width + k];
    if (i === 0) j--;
    else if (j === 0) i--;
    else if (s === 0) {
      i--;
      j--;
    } else if (s === 1) i--;
    else j--;
  }
  return map;
}
