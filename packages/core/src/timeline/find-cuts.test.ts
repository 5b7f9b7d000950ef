import { describe, expect, it } from 'vitest';
import type { CaptionItem } from '../captions.ts';
import { findCuts } from './find-cuts.ts';
import { findFillerWords } from './fillers.ts';

/** Words laid out from [text, startMs, endMs] triples. */
function words(...items: [string, number, number][]): CaptionItem[] {
  return items.map(([text, startMs, endMs], i) => ({
    text: i === 0 ? text : ` ${text}`,
    startMs,
    endMs,
    confidence: 0.9,
    timestampMs: startMs,
  }));
}

/** Evenly spoken words: 300 ms each with 100 ms between them, from `at`. */
function spoken(text: string, at: number): [string, number, number][] {
  return text.split(' ').map((w, i) => [w, at + i * 400, at + i * 400 + 300]);
}

describe('silences', () => {
  const list = words(['Hello', 500, 900], ['there', 2400, 2800], ['friend', 3500, 3900]);

  it('cuts pauses over the pace down to its keep, inside the silence', () => {
    const natural = findCuts({ captions: list, durationMs: 4000, pace: 'natural' });
    expect(natural.map((p) => [p.kind, p.startMs, p.endMs, p.savedMs])).toEqual([
      ['silence', 1025, 2275, 1250],
    ]);
    const fast = findCuts({ captions: list, durationMs: 4000, pace: 'fast' });
    expect(fast.map((p) => [p.startMs, p.endMs])).toEqual([
      [975, 2325],
      [2875, 3425],
    ]);
    const extra = findCuts({ captions: list, durationMs: 5000, pace: 'extra-fast' });
    // The lead-in and the tail are cut right up to the keep on the word's side only.
    expect(extra.map((p) => [p.startMs, p.endMs])).toEqual([
      [0, 460],
      [940, 2360],
      [2840, 3460],
      [3940, 5000],
    ]);
  });

  it('shows each cut in context', () => {
    const [p] = findCuts({ captions: list, durationMs: 4000, pace: 'natural' });
    expect(p).toMatchObject({ before: 'Hello', cut: '', after: 'there friend', firstWord: 1, wordCount: 0 });
  });

  it('leaves speech the recogniser did not write down, and flags it as a sound when short', () => {
    const speech = [
      { startMs: 500, endMs: 900 },
      { startMs: 1500, endMs: 1800 },
      { startMs: 2400, endMs: 2800 },
      { startMs: 3500, endMs: 3900 },
    ];
    const found = findCuts({ captions: list, durationMs: 4000, pace: 'fast', speech });
    for (const p of found.filter((x) => x.kind === 'silence')) {
      expect(p.endMs <= 1500 || p.startMs >= 1800).toBe(true);
    }
    expect(found.filter((p) => p.kind === 'filler')).toMatchObject([
      { startMs: 1200, endMs: 2100, cut: '(sound)' },
    ]);
  });

  it('finds a sound run straight into the words around it, cut from their edges', () => {
    // "we [um] go": the voice activity has one region over all three; the words leave 400 ms voiced.
    const list = words(['we', 500, 800], ['go', 1200, 1500], ['now', 1600, 1900]);
    const speech = [{ startMs: 470, endMs: 1930 }];
    const found = findCuts({ captions: list, durationMs: 2500, pace: 'natural', speech });
    expect(found.filter((p) => p.kind === 'filler')).toMatchObject([
      { startMs: 800, endMs: 1200, cut: '(sound)', before: 'we', after: 'go now' },
    ]);
  });

  it('leaves a voiced gap shorter than a filler between words', () => {
    const list = words(['we', 500, 800], ['go', 950, 1250]);
    const speech = [{ startMs: 470, endMs: 1280 }];
    const found = findCuts({ captions: list, durationMs: 2000, pace: 'natural', speech });
    expect(found.filter((p) => p.kind === 'filler')).toEqual([]);
  });
});

describe('filler words', () => {
  it('finds hesitations in English and Hindi, cut from gap to gap', () => {
    const list = words(
      ['So', 0, 200],
      ['um,', 400, 600],
      ['we', 800, 1000],
      ['हम्म', 1200, 1400],
      ['go', 1600, 1800],
    );
    const fillers = findCuts({ captions: list, durationMs: 2000, pace: 'natural' }).filter(
      (p) => p.kind === 'filler',
    );
    expect(fillers.map((p) => [p.cut, p.startMs, p.endMs])).toEqual([
      ['um,', 300, 700],
      ['हम्म', 1100, 1500],
    ]);
  });

  const has = (text: string, timed = spoken(text, 0)): string[] => {
    const list = words(...timed);
    return findFillerWords(list).map(([i, n]) =>
      list
        .slice(i, i + n)
        .map((w) => w.text.trim())
        .join(' '),
    );
  };

  it('marks "like", "you know" and "I mean" only where they are fillers', () => {
    expect(has('It was, like, huge')).toEqual(['like,']);
    expect(has('I like it a lot')).toEqual([]);
    expect(has('It looks like rain')).toEqual([]);
    expect(has('We went, you know, home')).toEqual(['you know,']);
    expect(has('Do you know, why?')).toEqual([]);
    expect(has('You know what I did')).toEqual([]);
    expect(has('I mean, it works')).toEqual(['I mean,']);
    expect(has('That is what I mean, really')).toEqual([]);
    expect(has('I mean it')).toEqual([]);
  });
});

describe('retakes', () => {
  it('cuts a restarted phrase and keeps the last take', () => {
    const list = words(
      ...spoken('So today I want', 0),
      ...spoken('so today I want to show you', 2000),
      ...spoken('and then', 6000),
    );
    const retakes = findCuts({ captions: list, durationMs: 7000, pace: 'natural' }).filter(
      (p) => p.kind === 'retake',
    );
    expect(retakes).toHaveLength(1);
    expect(retakes[0]).toMatchObject({
      startMs: 0,
      endMs: 1750,
      firstWord: 0,
      wordCount: 4,
      cut: 'So today I want',
    });
    expect(retakes[0]?.after).toBe('so today I want');
  });

  it('needs three words again within a few seconds', () => {
    const twice = words(...spoken('we went there', 0), ...spoken('we went home', 1500));
    expect(
      findCuts({ captions: twice, durationMs: 3000, pace: 'natural' }).filter((p) => p.kind === 'retake'),
    ).toEqual([]);
    const late = words(...spoken('we went there', 0), ...spoken('we went there', 9000));
    expect(
      findCuts({ captions: late, durationMs: 11000, pace: 'natural' }).filter((p) => p.kind === 'retake'),
    ).toEqual([]);
  });
});
