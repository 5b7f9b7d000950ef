import { SHORT_MAX_CHARS, TITLE_MAX_CHARS } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { generateBuiltinDescription } from './builtin-generator.ts';

const ENGLISH = `Today I am baking sourdough bread at home. Sourdough needs a healthy starter, so feed the
starter the night before. The dough rests for twelve hours and the bread bakes in a hot oven. Good
sourdough bread has a crisp crust and an open crumb. Share your own bread photos with me.`;

const HINDI = `आज हम घर पर मसाला चाय बनाएंगे। चाय के लिए अदरक, इलायची और दूध चाहिए। पहले पानी में अदरक
और इलायची उबालें। फिर चाय पत्ती और दूध डालें। मसाला चाय सर्दियों में सबसे अच्छी लगती है।`;

const hashtagsAtEnd = (text: string) => /((?:\s#[^\s#]+)+)$/u.exec(text)?.[1]?.trim().split(/\s+/) ?? [];

describe('generateBuiltinDescription', () => {
  it('should keep the title and short description within their limits and end each text with 3-6 hashtags', () => {
    for (const variant of [0, 1, 2, 3]) {
      const { title, short, long } = generateBuiltinDescription(ENGLISH, variant);
      expect(title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
      expect(short.length).toBeLessThanOrEqual(SHORT_MAX_CHARS);
      for (const text of [title, short, long]) {
        const tags = hashtagsAtEnd(text);
        expect(tags.length).toBeGreaterThanOrEqual(3);
        expect(tags.length).toBeLessThanOrEqual(6);
      }
      expect(long.length).toBeGreaterThan(short.length);
    }
  });

  it('should build hashtags from the most frequent words and never from stopwords', () => {
    const tags = hashtagsAtEnd(generateBuiltinDescription(ENGLISH, 0).long);
    expect(tags).toEqual(expect.arrayContaining(['#sourdough', '#bread', '#starter']));
    for (const stop of ['#the', '#and', '#with', '#for']) expect(tags).not.toContain(stop);
  });

  it('should give different texts on each regeneration and the same texts for the same attempt', () => {
    const attempts = [0, 1, 2].map((v) => generateBuiltinDescription(ENGLISH, v));
    expect(new Set(attempts.map((a) => a.title)).size).toBe(3);
    expect(new Set(attempts.map((a) => a.long)).size).toBe(3);
    expect(generateBuiltinDescription(ENGLISH, 1)).toEqual(attempts[1]);
  });

  it('should answer Hindi captions in Hindi with Hindi keywords and no Hindi stopwords as hashtags', () => {
    const { title, short, long } = generateBuiltinDescription(HINDI, 0);
    for (const text of [title, short, long]) expect(text).toMatch(/[\u0900-\u097F]/);
    expect(long).toContain('इस वीडियो में');
    const tags = hashtagsAtEnd(long);
    expect(tags).toEqual(expect.arrayContaining(['#चाय', '#अदरक']));
    for (const stop of ['#और', '#के', '#में', '#है']) expect(tags).not.toContain(stop);
  });

  it('should cope with unpunctuated recogniser output and a single word', () => {
    const words = ENGLISH.replace(/[.,]/g, '').toLowerCase();
    expect(generateBuiltinDescription(words, 0).title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    const one = generateBuiltinDescription('hello', 0);
    expect(hashtagsAtEnd(one.short).length).toBeGreaterThanOrEqual(3);
  });
});
