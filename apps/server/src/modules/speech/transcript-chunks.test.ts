import { describe, expect, it } from 'vitest';
import { cutToSpeech } from './speech-cut.ts';
import { chunkHeardMs, chunkSpeech, planChunks } from './transcript-chunks.ts';

/** Speech regions of `lengthMs` each, `pauseMs` apart, starting at 0. */
function regions(count: number, lengthMs: number, pauseMs: number) {
  return Array.from({ length: count }, (_, i) => ({
    startMs: i * (lengthMs + pauseMs),
    endMs: i * (lengthMs + pauseMs) + lengthMs,
  }));
}

describe('planChunks', () => {
  it('should keep a recording no longer than 1.25 targets whole', () => {
    expect(planChunks(regions(3, 1000, 500), 12_000, 10_000)).toEqual([{ startMs: 0, endMs: 12_000 }]);
  });

  it('should cut only in pauses, near the target, covering the recording without gaps', () => {
    const speech = regions(60, 4000, 700); // 282 s of talk
    const durationMs = 282_000;
    const chunks = planChunks(speech, durationMs, 60_000);
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    expect(chunks[0]?.startMs).toBe(0);
    expect(chunks.at(-1)?.endMs).toBe(durationMs);
    for (const [i, c] of chunks.entries()) {
      if (i > 0) expect(c.startMs).toBe(chunks[i - 1]?.endMs);
      // No region is split by a cut.
      expect(speech.some((r) => r.startMs < c.endMs && r.endMs > c.endMs)).toBe(false);
      if (i < chunks.length - 1) expect(Math.abs(c.endMs - c.startMs - 60_000)).toBeLessThanOrEqual(15_000);
    }
  });

  it('should prefer the longest pause near the target', () => {
    const speech = [
      { startMs: 0, endMs: 9000 },
      { startMs: 9200, endMs: 10_500 }, // 200 ms pause ends near 9.1 s
      { startMs: 12_000, endMs: 20_000 }, // 1.5 s pause around 11.25 s
      { startMs: 20_100, endMs: 30_000 },
    ];
    expect(planChunks(speech, 30_000, 10_000)[0]).toEqual({ startMs: 0, endMs: 11_250 });
  });

  it('should never cut inside speech that runs on: the chunk grows to the next pause', () => {
    const speech = [
      { startMs: 0, endMs: 25_000 },
      { startMs: 26_000, endMs: 30_000 },
    ];
    expect(planChunks(speech, 30_000, 10_000)).toEqual([
      { startMs: 0, endMs: 25_500 },
      { startMs: 25_500, endMs: 30_000 },
    ]);
  });

  it("should give each chunk's speech in the chunk's own time", () => {
    expect(chunkSpeech(regions(3, 1000, 1000), { startMs: 2000, endMs: 5000 })).toEqual([
      { startMs: 0, endMs: 1000 },
      { startMs: 2000, endMs: 3000 },
    ]);
  });
});

describe('chunkHeardMs', () => {
  it('should be the length of the speech-only recording the recogniser is given for the chunk', () => {
    const speech = [...regions(3, 800, 1500), { startMs: 6950, endMs: 7100 }];
    const chunk = { startMs: 500, endMs: 9000 };
    const sampleRate = 16_000;
    const samples = new Float32Array(((chunk.endMs - chunk.startMs) / 1000) * sampleRate);
    const cut = cutToSpeech(samples, sampleRate, chunkSpeech(speech, chunk));
    const heardMs = (cut.samples.length / sampleRate) * 1000;
    expect(chunkHeardMs(speech, chunk)).toBeCloseTo(heardMs, 0);
    // More than the bare speech (pads and the pauses kept between pieces): the old share undercounted.
    const bare = chunkSpeech(speech, chunk).reduce((sum, r) => sum + r.endMs - r.startMs, 0);
    expect(heardMs).toBeGreaterThan(bare);
  });

  it('should be nothing for a chunk without speech', () => {
    expect(chunkHeardMs(regions(2, 500, 500), { startMs: 3000, endMs: 6000 })).toBe(0);
  });
});
