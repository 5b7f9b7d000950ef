import { describe, expect, it } from 'vitest';
import type { RecognisedWord } from './recognised-word.ts';
import { clampToSpeech, interpolateUntimed, MAX_HOLD_MS } from './word-timing.ts';

const w = (text: string, startMs: number, endMs: number): RecognisedWord => ({
  text,
  startMs,
  endMs,
  confidence: 0.9,
});

describe('interpolateUntimed', () => {
  it('should share the gap between timed neighbours by length and never leave a word zero-length', () => {
    const out = interpolateUntimed(
      [w('It', 0, 200), w('costs', 200, 600), w('$5', NaN, NaN), w('today', 1000, 1400)],
      5000,
    );
    expect(out[2]).toMatchObject({ startMs: 600, endMs: 1000 });
  });

  it('should make room from the neighbours when there is no gap', () => {
    const out = interpolateUntimed([w('in', 0, 400), w('2024', 400, 400), w('we', 400, 800)], 5000);
    const year = out[1] as RecognisedWord;
    expect(year.endMs - year.startMs).toBeGreaterThanOrEqual(40);
    expect((out[0] as RecognisedWord).endMs).toBeLessThanOrEqual(year.startMs);
    expect((out[2] as RecognisedWord).startMs).toBeGreaterThanOrEqual(year.endMs);
  });
});

describe('clampToSpeech', () => {
  const speech = [
    { startMs: 1000, endMs: 2000 },
    { startMs: 5000, endMs: 6000 },
  ];
  it('should move a start in silence before the speaker to the onset', () => {
    expect(clampToSpeech([w('Hi', 400, 1300)], speech)[0]).toMatchObject({ startMs: 1000, endMs: 1300 });
  });
  it('should not hold a word through the pause after it', () => {
    expect(clampToSpeech([w('there', 1800, 4900)], speech)[0]).toMatchObject({
      startMs: 1800,
      endMs: 2000 + MAX_HOLD_MS,
    });
  });
  it('should move a word just outside speech onto it, keeping its length', () => {
    expect(clampToSpeech([w('late', 2050, 2250)], speech)[0]).toMatchObject({ startMs: 1800, endMs: 2000 });
  });
});
