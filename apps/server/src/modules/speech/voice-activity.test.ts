import { describe, expect, it } from 'vitest';
import { snapStartToOnset, speechWithin } from './voice-activity.ts';

describe('region helpers', () => {
  const regions = [
    { startMs: 100, endMs: 400 },
    { startMs: 800, endMs: 1200 },
  ];
  it('should clip regions to a span', () => {
    expect(speechWithin(regions, { startMs: 300, endMs: 900 })).toEqual([
      { startMs: 300, endMs: 400 },
      { startMs: 800, endMs: 900 },
    ]);
  });
  it('should move a start in silence to the next onset only when the word reaches it', () => {
    expect(snapStartToOnset(regions, 200, 300)).toBe(200);
    expect(snapStartToOnset(regions, 500, 1000)).toBe(800);
    expect(snapStartToOnset(regions, 500, 700)).toBe(500);
  });
});
