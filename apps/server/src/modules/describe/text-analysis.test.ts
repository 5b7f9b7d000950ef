import { describe, expect, it } from 'vitest';
import { detectLanguage, splitSentences, termFrequencies, topKeywords } from './text-analysis.ts';

describe('text analysis', () => {
  it('should tell Hindi from English by its Devanagari words', () => {
    expect(detectLanguage('आज हम चाय बनाएंगे')).toBe('hi');
    expect(detectLanguage('we make tea today')).toBe('en');
    expect(detectLanguage('')).toBe('en');
  });

  it('should rank keywords by frequency and keep first appearance on ties', () => {
    const freq = termFrequencies('The cat saw a dog. The dog saw the cat. The dog ran.');
    expect(topKeywords(freq, 3)).toEqual(['dog', 'cat', 'saw']);
  });

  it('should split on sentence ends including the danda and chunk long unpunctuated runs', () => {
    expect(splitSentences('One two. Three four! पांच छह। सात')).toEqual([
      'One two.',
      'Three four!',
      'पांच छह।',
      'सात',
    ]);
    expect(splitSentences(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' '), 14)).toHaveLength(3);
  });
});
