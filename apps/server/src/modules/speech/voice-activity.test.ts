import { describe, expect, it } from 'vitest';
import { detectSpeech, snapStartToOnset, speechWithin } from './voice-activity.ts';

const RATE = 16_000;

/** Quiet noise with 440 Hz bursts at the given spans (ms). */
function signal(durationMs: number, bursts: [number, number][]): Float32Array {
  const out = new Float32Array((durationMs / 1000) * RATE);
  let seed = 1;
  for (let i = 0; i < out.length; i++) {
    seed = (seed * 16807) % 2147483647;
    out[i] = (seed / 2147483647 - 0.5) * 0.001;
  }
  for (const [from, to] of bursts) {
    for (let i = (from / 1000) * RATE; i < (to / 1000) * RATE; i++)
      out[i] = (out[i] as number) + 0.3 * Math.sin((2 * Math.PI * 440 * i) / RATE);
  }
  return out;
}

describe('detectSpeech', () => {
  it('should find loud stretches within a frame, bridge short pauses and ignore clicks', () => {
    const regions = detectSpeech(
      signal(4000, [
        [500, 1200],
        [1300, 1800],
        [2600, 3000],
        [3500, 3520],
      ]),
      RATE,
    );
    expect(regions).toHaveLength(2);
    expect(Math.abs((regions[0]?.startMs ?? 0) - 500)).toBeLessThanOrEqual(20);
    expect(Math.abs((regions[0]?.endMs ?? 0) - 1800)).toBeLessThanOrEqual(20);
    expect(Math.abs((regions[1]?.startMs ?? 0) - 2600)).toBeLessThanOrEqual(20);
  });

  it('should find nothing in silence', () => {
    expect(detectSpeech(new Float32Array(RATE * 2), RATE)).toEqual([]);
  });
});

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
