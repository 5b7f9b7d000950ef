import { describe, expect, it } from 'vitest';
import {
  MUSIC_DUCK_GAIN,
  MUSIC_DUCK_JOIN_MS,
  MUSIC_DUCK_RAMP_MS,
  musicDuckExpression,
  musicDuckGain,
  musicDuckSpans,
} from './music-duck.ts';

const words = [
  { startMs: 4000, endMs: 4400 },
  { startMs: 1000, endMs: 1300 },
  { startMs: 1300 + MUSIC_DUCK_JOIN_MS - 1, endMs: 2600 },
  { startMs: 5000, endMs: 5000 },
];

describe('music ducking', () => {
  it('should join words closer than the join gap, keep longer pauses, and drop zero-length words', () => {
    expect(musicDuckSpans(words)).toEqual([
      { startMs: 1000, endMs: 2600 },
      { startMs: 4000, endMs: 4400 },
    ]);
    expect(musicDuckSpans([])).toEqual([]);
  });

  it('should lower the music during speech and ramp it down before and up after', () => {
    const spans = musicDuckSpans(words);
    expect(musicDuckGain(spans, 0)).toBe(1);
    expect(musicDuckGain(spans, 1000 - MUSIC_DUCK_RAMP_MS)).toBe(1);
    expect(musicDuckGain(spans, 1000 - MUSIC_DUCK_RAMP_MS / 2)).toBeCloseTo((1 + MUSIC_DUCK_GAIN) / 2, 6);
    expect(musicDuckGain(spans, 1000)).toBeCloseTo(MUSIC_DUCK_GAIN, 6);
    // The 700 ms pause between 1300 and 1999 stays down.
    expect(musicDuckGain(spans, 1650)).toBeCloseTo(MUSIC_DUCK_GAIN, 6);
    expect(musicDuckGain(spans, 2600 + MUSIC_DUCK_RAMP_MS)).toBe(1);
    expect(musicDuckGain(spans, 3300)).toBe(1);
    expect(musicDuckGain(spans, 4200)).toBeCloseTo(MUSIC_DUCK_GAIN, 6);
    expect(musicDuckGain(spans, 9000)).toBe(1);
  });

  it('should need no ffmpeg expression without speech', () => {
    expect(musicDuckExpression([])).toBe('1');
  });
});
