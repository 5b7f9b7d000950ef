import { describe, expect, it } from 'vitest';
import { cutToSpeech, heardLengthMs } from './speech-cut.ts';

describe('cutToSpeech', () => {
  it('should keep padded speech only, with gaps, and map times back', () => {
    const rate = 1000; // one sample per ms keeps the arithmetic readable
    const samples = Float32Array.from({ length: 20_000 }, (_, i) => i);
    const speech = [
      { startMs: 1000, endMs: 2000 },
      { startMs: 2300, endMs: 3000 },
      { startMs: 15_000, endMs: 16_000 },
    ];
    const cut = cutToSpeech(samples, rate, speech);
    // pieces: 800..3200 (the first two joined) at 0, 14800..16200 at 2400+400
    expect(cut.samples.length).toBe(2400 + 400 + 1400);
    // What a recogniser will hear, known from the regions alone (the time estimates' basis).
    expect(heardLengthMs(speech, 20_000)).toBe(cut.samples.length);
    expect(cut.samples[0]).toBe(800);
    expect(cut.samples[2800]).toBe(14_800);
    expect(cut.speech).toEqual([
      { startMs: 200, endMs: 1200 },
      { startMs: 1500, endMs: 2200 },
      { startMs: 3000, endMs: 4000 },
    ]);
    expect(cut.toOriginal(200)).toBe(1000);
    expect(cut.toOriginal(3000)).toBe(15_000);
    expect(cut.toOriginal(2600, 'start')).toBe(14_800);
    expect(cut.toOriginal(2600, 'end')).toBe(3200);
  });

  it('should give an empty recording when there is no speech', () => {
    expect(cutToSpeech(new Float32Array(16_000), 16_000, []).samples.length).toBe(0);
    expect(heardLengthMs([], 1000)).toBe(0);
  });
});
