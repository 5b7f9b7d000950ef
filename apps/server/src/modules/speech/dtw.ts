/**
 * Dynamic time warping between two feature sequences, restricted to a band around the diagonal (the
 * two recordings say the same words at roughly proportional times), so memory stays linear in length.
 * Returns, for each frame of `b`, the first frame of `a` it is matched to.
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
  const band = Math.max(50, Math.ceil(Math.max(n, m) * bandFraction));
  const width = 2 * band + 1;
  // Row i of the band covers columns centre(i)-band .. centre(i)+band of b.
  const centre = (i: number) => Math.round((i * (m - 1)) / Math.max(1, n - 1));
  const cost = new Float32Array(n * width).fill(Infinity);
  const step = new Uint8Array(n * width); // 0 diagonal, 1 from a (i-1), 2 from b (j-1)
  const at = (i: number, j: number) => {
    const k = j - centre(i) + band;
    return k >= 0 && k < width ? i * width + k : -1;
  };
  const dist = (x: Float32Array, y: Float32Array) => {
    let s = 0;
    for (let d = 0; d < x.length; d++) s += ((x[d] as number) - (y[d] as number)) ** 2;
    return Math.sqrt(s);
  };

  for (let i = 0; i < n; i++) {
    const c = centre(i);
    for (let j = Math.max(0, c - band); j <= Math.min(m - 1, c + band); j++) {
      const here = at(i, j);
      const d = dist(a[i] as Float32Array, b[j] as Float32Array);
      if (i === 0 && j === 0) {
        cost[here] = d;
        continue;
      }
      let best = Infinity;
      let from = 0;
      const diag = i > 0 && j > 0 ? at(i - 1, j - 1) : -1;
      const up = i > 0 ? at(i - 1, j) : -1;
      const left = j > 0 ? at(i, j - 1) : -1;
      // The diagonal costs d once; the other moves cost it again, which favours steady progress.
      if (diag >= 0 && (cost[diag] as number) + d < best) [best, from] = [(cost[diag] as number) + d, 0];
      if (up >= 0 && (cost[up] as number) + d * 1.5 < best)
        [best, from] = [(cost[up] as number) + d * 1.5, 1];
      if (left >= 0 && (cost[left] as number) + d * 1.5 < best)
        [best, from] = [(cost[left] as number) + d * 1.5, 2];
      cost[here] = best;
      step[here] = from;
    }
  }

  map.fill(-1);
  let i = n - 1;
  let j = m - 1;
  if (at(i, j) < 0) throw new Error('DTW band does not reach the end');
  for (;;) {
    map[j] = i; // walking backwards, the last write for j is its first frame of a
    if (i === 0 && j === 0) break;
    const s = step[at(i, j)];
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
