import { describe, expect, it } from 'vitest';
import { dtwMap } from './dtw.ts';

/** A 1-D "feature" sequence: distinct plateaus, like phones. */
const seq = (levels: number[], lengths: number[]) =>
  levels.flatMap((v, i) => Array.from({ length: lengths[i] as number }, () => Float32Array.of(v)));

describe('dtwMap', () => {
  it('should map each frame of b to where the same sound starts in a, through uneven stretching', async () => {
    const levels = [0, 5, 2, 8, 3, 9, 1];
    const a = seq(levels, [10, 30, 10, 40, 20, 10, 30]);
    const b = seq(levels, [10, 10, 20, 20, 20, 20, 10]);
    const map = await dtwMap(a, b);
    const startsA = [0, 10, 40, 50, 90, 110, 120];
    const startsB = [0, 10, 20, 40, 60, 80, 100];
    startsB.forEach((jb, p) => expect(map[jb]).toBe(startsA[p]));
    for (let j = 1; j < map.length; j++) expect(map[j]).toBeGreaterThanOrEqual(map[j - 1] as number);
    expect(map[b.length - 1]).toBeLessThanOrEqual(a.length - 1);
  });

  it('should handle empty input', async () => {
    expect(await dtwMap([], [Float32Array.of(1)])).toEqual(Int32Array.of(0));
  });
});

describe('dtwMap on long inputs', () => {
  it('should find the same alignment coarse to fine when the band would not fit in its memory bound', async () => {
    // 40 plateaus of uneven lengths, the second reading stretched differently.
    const levels = Array.from({ length: 40 }, (_, i) => (i * 7) % 11);
    const lenA = levels.map((_, i) => 20 + ((i * 13) % 37));
    const lenB = levels.map((_, i) => 15 + ((i * 17) % 29));
    const a = seq(levels, lenA);
    const b = seq(levels, lenB);
    const full = await dtwMap(a, b);
    // A bound a tenth of what the band needs forces the coarse-to-fine path.
    const bounded = await dtwMap(
      a,
      b,
      0.2,
      Math.floor((a.length * 2 * 0.2 * Math.max(a.length, b.length)) / 10),
    );
    let startB = 0;
    let startA = 0;
    for (let p = 0; p < levels.length; p++) {
      if (p === 0 || levels[p] !== levels[p - 1]) {
        expect(bounded[startB]).toBe(full[startB]);
        expect(Math.abs((bounded[startB] as number) - startA)).toBeLessThanOrEqual(1);
      }
      startA += lenA[p] as number;
      startB += lenB[p] as number;
    }
    for (let j = 1; j < bounded.length; j++)
      expect(bounded[j]).toBeGreaterThanOrEqual(bounded[j - 1] as number);
  });
});
