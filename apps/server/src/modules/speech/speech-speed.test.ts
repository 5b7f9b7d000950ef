import { describe, expect, it } from 'vitest';
import { expectedWorkMs, speedKey, withRun } from './speech-speed.ts';

describe('speech speed', () => {
  const key = speedKey('whisper', 'base.en');

  it('should estimate from the first run, then follow later runs as a moving average', () => {
    const first = withRun({}, key, 20_000, 4000); // 200 ms of work per second of speech
    expect(expectedWorkMs(first, key, 60_000)).toBe(12_000);
    const second = withRun(first, key, 10_000, 4000); // 400 ms/s, weighted 0.3
    expect(second[key]).toMatchObject({ msPerAudioSecond: 260, runs: 2 });
  });

  it('should know nothing of a model that never ran here, and ignore runs too short to say', () => {
    expect(expectedWorkMs({}, key, 60_000)).toBeNull();
    const table = {};
    expect(withRun(table, key, 500, 3000)).toBe(table);
  });
});
