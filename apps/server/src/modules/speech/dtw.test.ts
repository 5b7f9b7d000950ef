import { describe, expect, it } from 'vitest';
import { dtwMap } from './dtw.ts';

/** A 1-D "feature" sequence: distinct plateaus, like phones. */
const seq = (levels: number[], lengths: number[]) =>
  levels.flatMap((v, i) => Array.from({ length: lengths[i] as number }, () => Float32Array.of(v)));

describe('dtwMap', () => {
  it('should map each frame of b to where the same sound starts in a, through uneven stretching', () => {
    const levels = [0, 5, 2, 8, 3, 9, 1];
    const a = seq(levels, [10, 30, 10, 40, 20, 10, 30]);
    const b = seq(levels, [10, 10, 20, 20, 20, 20, 10]);
    const map = dtwMap(a, b);
    const startsA = [0, 10, 40, 50, 90, 110, 120];
    const startsB = [0, 10, 20, 40, 60, 80, 100];
    startsB.forEach((jb, p) => expect(map[jb]).toBe(startsA[p]));
    for (let j = 1; j < map.length; j++) expect(map[j]).toBeGreaterThanOrEqual(map[j - 1] as number);
    expect(map[b.length - 1]).toBeLessThanOrEqual(a.length - 1);
  });

  it('should handle empty input', () => {
    expect(dtwMap([], [Float32Array.of(1)])).toEqual(Int32Array.of(0));
  });
});
