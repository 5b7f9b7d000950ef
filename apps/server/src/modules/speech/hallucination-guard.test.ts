import { describe, expect, it } from 'vitest';
import type { RecognisedWord } from './recognised-word.ts';
import { guardHallucinations } from './hallucination-guard.ts';

const w = (text: string, startMs: number, endMs: number, confidence = 0.9): RecognisedWord => ({
  text,
  startMs,
  endMs,
  confidence,
});
const speech = [
  { startMs: 0, endMs: 3000 },
  { startMs: 8000, endMs: 9000 },
];

describe('guardHallucinations', () => {
  it('should keep ordinary words on speech and drop words over silence and sound annotations', () => {
    const { words, dropped } = guardHallucinations(
      [w('Hello', 100, 400), w('[Music]', 500, 900), w('there', 450, 800), w('ghost', 4000, 4500)],
      speech,
    );
    expect(words.map((x) => x.text)).toEqual(['Hello', 'there']);
    expect(dropped.map((d) => [d.word.text, d.reason])).toEqual([
      ['[Music]', 'annotation'],
      ['ghost', 'no-speech'],
    ]);
  });

  it('should drop a loop of squeezed copies but keep a repetition that is really spoken', () => {
    const loop = [0, 1, 2, 3, 4, 5].map((i) => w('the', 2000 + i * 10, 2005 + i * 10, 0.3));
    expect(guardHallucinations(loop, speech).words).toHaveLength(2);
    const spoken = [w('no,', 100, 400), w('no,', 500, 800), w('no!', 900, 1300)];
    expect(guardHallucinations(spoken, speech).words).toHaveLength(3);
  });

  it('should drop repeated phrases (n-grams) that run on without support', () => {
    const words = [];
    for (let i = 0; i < 4; i++) {
      words.push(w('I', 2500 + i * 60, 2520 + i * 60, 0.2), w('know', 2520 + i * 60, 2550 + i * 60, 0.2));
    }
    const kept = guardHallucinations(words, speech).words.map((x) => x.text);
    expect(kept).toEqual(['I', 'know', 'I', 'know']);
  });

  it('should drop stock phrases not clearly on speech and keep them when spoken', () => {
    const tail = [w('Thanks', 2900, 3200, 0.4), w('for', 3200, 3400, 0.4), w('watching!', 3400, 3900, 0.4)];
    expect(guardHallucinations(tail, speech).words).toEqual([]);
    const said = [w('Thanks', 100, 400), w('for', 400, 600), w('watching!', 600, 1100)];
    expect(guardHallucinations(said, speech).words).toHaveLength(3);
  });

  it('should drop a lone "you" with low confidence but never the word inside a sentence', () => {
    expect(guardHallucinations([w('you', 8100, 8300, 0.2)], speech).words).toEqual([]);
    const sentence = [w('thank', 100, 300, 0.3), w('you', 300, 450, 0.3), w('all', 500, 700, 0.3)];
    expect(guardHallucinations(sentence, speech).words).toHaveLength(3);
  });
});
