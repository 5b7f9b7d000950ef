import { captionListSchema } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { finalizeCaptions } from './caption-list.ts';

const w = (text: string, startMs: number, endMs: number, confidence = 0.9) => ({
  text,
  startMs,
  endMs,
  confidence,
});

describe('finalizeCaptions', () => {
  it('should attach split-off punctuation, order words and apply the spacing rule', () => {
    const out = finalizeCaptions(
      [w(' world', 600, 900), w('Hello', 100, 500), w(',', 500, 520), w('!', 900, 950)],
      {
        durationMs: 2000,
      },
    );
    expect(out.map((c) => c.text)).toEqual(['Hello,', ' world!']);
    expect(out.map((c) => [c.startMs, c.endMs, c.timestampMs])).toEqual([
      [100, 520, 100],
      [600, 950, 600],
    ]);
  });

  it('should make times whole, non-overlapping and inside the duration, and clamp confidence', () => {
    const out = finalizeCaptions([w('a', 10.4, 300.6, 1.7), w('b', 200, 450, -0.2), w('c', 900, 1500)], {
      durationMs: 1000,
    });
    expect(out).toEqual([
      { text: 'a', startMs: 10, endMs: 301, confidence: 1, timestampMs: 10 },
      { text: ' b', startMs: 301, endMs: 450, confidence: 0, timestampMs: 301 },
      { text: ' c', startMs: 900, endMs: 1000, confidence: 0.9, timestampMs: 900 },
    ]);
  });

  it('should drop words over silence and move a start in silence forward to the speech onset', () => {
    const speech = [{ startMs: 1000, endMs: 2000 }];
    const out = finalizeCaptions([w('ghost', 3000, 3400), w('real', 700, 1300)], {
      durationMs: 5000,
      speech,
    });
    expect(out).toEqual([{ text: 'real', startMs: 1000, endMs: 1300, confidence: 0.9, timestampMs: 1000 }]);
  });

  it('should cut a word an engine ran on (or a run of punctuation) to what a caption item holds', () => {
    const marks = Array.from({ length: 400 }, (_, i) => w('!', 500 + i, 501 + i));
    const out = finalizeCaptions([w('Hi', 0, 500), ...marks, w('x'.repeat(500), 1000, 1500)], {
      durationMs: 2000,
    });
    expect(out.map((c) => c.text.length)).toEqual([199, 200]);
    expect(captionListSchema.safeParse(out).success).toBe(true);
  });
});
