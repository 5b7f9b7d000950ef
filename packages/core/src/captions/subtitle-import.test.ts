import { describe, expect, it } from 'vitest';
import { cuesToWords } from './subtitle-import.ts';

describe('cuesToWords', () => {
  it('should split cues into words timed in proportion to their length', () => {
    const out = cuesToWords([
      { startMs: 1000, endMs: 2000, text: 'Hi there,' },
      { startMs: 3000, endMs: 3600, text: 'friend' },
    ]);
    expect(out).toEqual([
      { text: 'Hi', startMs: 1000, endMs: 1286, confidence: 1, timestampMs: 1000 },
      { text: ' there,', startMs: 1286, endMs: 2000, confidence: 1, timestampMs: 1286 },
      { text: ' friend', startMs: 3000, endMs: 3600, confidence: 1, timestampMs: 3000 },
    ]);
  });

  it('should place words only inside the speech stretches it is given', () => {
    const out = cuesToWords([{ startMs: 0, endMs: 3000, text: 'ab cd' }], () => [
      { startMs: 200, endMs: 700 },
      { startMs: 2000, endMs: 2500 },
    ]);
    expect(out.map((w) => [w.startMs, w.endMs])).toEqual([
      [200, 700],
      [2000, 2500],
    ]);
  });
});
