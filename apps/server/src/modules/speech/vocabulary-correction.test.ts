import { describe, expect, it } from 'vitest';
import type { RecognisedWord } from './recognised-word.ts';
import { applyVocabulary, soundAlike } from './vocabulary-correction.ts';

const words = (text: string): RecognisedWord[] =>
  text
    .split(' ')
    .map((t, i) => ({ text: t, startMs: i * 300, endMs: i * 300 + 250, confidence: 0.9 - i * 0.01 }));

describe('applyVocabulary', () => {
  it('should put a term where the recogniser heard a sound-alike, keeping punctuation and times', () => {
    const { words: out, corrections } = applyVocabulary(words('and mr coulter, is the apostle'), ['Quilter']);
    expect(out.map((w) => w.text)).toEqual(['and', 'mr', 'Quilter,', 'is', 'the', 'apostle']);
    expect(out[2]).toMatchObject({ startMs: 600, endMs: 850 });
    expect(corrections.map((c) => [c.from, c.to])).toEqual([['coulter,', 'Quilter,']]);
    expect(corrections[0]?.score).toBeGreaterThanOrEqual(0.8);
  });

  it('should join a term the recogniser split into two words, with the lower confidence', () => {
    const { words: out } = applyVocabulary(words('welcome to word reel today'), ['Wordreel']);
    expect(out.map((w) => w.text)).toEqual(['welcome', 'to', 'Wordreel', 'today']);
    expect(out[2]).toMatchObject({ startMs: 600, endMs: 1150, confidence: 0.87 });
  });

  it('should leave words alone that only share a few sounds, and short common words', () => {
    const text = 'the cat sat on the mat and then we went home';
    const { words: out, corrections } = applyVocabulary(words(text), ['Thea', 'Kubernetes', 'Matterhorn']);
    expect(out.map((w) => w.text).join(' ')).toBe(text);
    expect(corrections).toEqual([]);
  });

  it('should score sound-alikes high and different words low', () => {
    expect(soundAlike('country', 'kuntree')).toBeGreaterThan(0.9);
    expect(soundAlike('coulter', 'quilter')).toBeGreaterThan(0.9);
    expect(soundAlike('captions', 'kubernetes')).toBeLessThan(0.7);
  });
});
