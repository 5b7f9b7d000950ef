import { SHORT_MAX_CHARS, TITLE_MAX_CHARS } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { generateBuiltinDescription } from './builtin-generator.ts';
import { collapseRepeats } from './text-analysis.ts';

const ENGLISH = `Today I am baking sourdough bread at home. Sourdough needs a healthy starter, so feed the
starter the night before. The dough rests for twelve hours and the bread bakes in a hot oven. Good
sourdough bread has a crisp crust and an open crumb. Share your own bread photos with me.`;

const HINDI = `आज हम घर पर मसाला चाय बनाएंगे। चाय के लिए अदरक, इलायची और दूध चाहिए। पहले पानी में अदरक
और इलायची उबालें। फिर चाय पत्ती और दूध डालें। मसाला चाय सर्दियों में सबसे अच्छी लगती है।`;

const hashtagsAtEnd = (text: string) => /((?:\s#[^\s#]+)+)$/u.exec(text)?.[1]?.trim().split(/\s+/) ?? [];

describe('generateBuiltinDescription', () => {
  it('should keep the title and short description within their limits and end each description with 3-6 hashtags', () => {
    for (const variant of [0, 1, 2, 3]) {
      const { title, short, long } = generateBuiltinDescription(ENGLISH, variant);
      expect(title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
      expect(short.length).toBeLessThanOrEqual(SHORT_MAX_CHARS);
      for (const text of [short, long]) {
        const tags = hashtagsAtEnd(text);
        expect(tags.length).toBeGreaterThanOrEqual(3);
        expect(tags.length).toBeLessThanOrEqual(6);
      }
      expect(long.length).toBeGreaterThan(short.length);
    }
  });

  it('should build hashtags from the key phrase and repeated words, never from stopwords or title words', () => {
    for (const variant of [0, 1, 2, 3, 4, 5]) {
      const { title, short, long } = generateBuiltinDescription(ENGLISH, variant);
      const tags = hashtagsAtEnd(long);
      expect(tags).toEqual(expect.arrayContaining(['#sourdoughbread']));
      for (const stop of ['#the', '#and', '#with', '#for']) expect(tags).not.toContain(stop);
      const titleWords = title.toLowerCase().split(/[^\p{L}\p{M}]+/u);
      for (const tag of [...tags, ...hashtagsAtEnd(short)]) expect(titleWords).not.toContain(tag.slice(1));
      expect(new Set(tags).size).toBe(tags.length);
    }
  });

  it('should write the title as a phrase, never as keywords joined with commas, and without hashtags', () => {
    for (const variant of [0, 1, 2, 3, 4, 5]) {
      for (const text of [ENGLISH, ENGLISH.replace(/[.,]/g, '').toLowerCase()]) {
        const { title } = generateBuiltinDescription(text, variant);
        expect(title).not.toMatch(/#/);
        expect(title).not.toMatch(/^[\p{L}]+, [\p{L}]+ and [\p{L}]+$/u);
        expect(title.split(' ').length).toBeGreaterThanOrEqual(3);
        expect(title).toMatch(/^\p{Lu}/u);
        expect(title).not.toMatch(/\b(and|the|to|a|of|is)$/);
      }
    }
    expect(generateBuiltinDescription(ENGLISH, 0).title).toBe('Today I am baking sourdough bread at home');
    expect(generateBuiltinDescription(ENGLISH, 1).title).toBe('A quick guide to sourdough bread');
  });

  it("should never let the recogniser's repeated words reach the text", () => {
    const stutter =
      'so today we are are are going to to make sourdough bread bread at home sourdough bread is is the best ' +
      'and the the starter is key i think i think you will love sourdough bread';
    for (const variant of [0, 1, 2]) {
      const texts = generateBuiltinDescription(stutter, variant);
      for (const text of Object.values(texts)) {
        expect(text).not.toMatch(/\b(\w+) \1\b/i);
        expect(text).not.toMatch(/\bi think i think\b/i);
        expect(text).not.toMatch(/(^|\s)i(\s|$)/);
      }
    }
    expect(collapseRepeats('We are are ARE here. Here, here!')).toBe('We are here. Here!');
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
    expect(long).toContain('इस वीडियो में मसाला चाय, अदरक और इलायची');
    const tags = hashtagsAtEnd(long);
    expect(tags).toEqual(expect.arrayContaining(['#मसालाचाय', '#अदरक']));
    for (const stop of ['#और', '#के', '#में', '#है']) expect(tags).not.toContain(stop);
  });

  it('should cope with unpunctuated recogniser output and a single word', () => {
    const words = ENGLISH.replace(/[.,]/g, '').toLowerCase();
    expect(generateBuiltinDescription(words, 0).title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    const one = generateBuiltinDescription('hello', 0);
    expect(hashtagsAtEnd(one.short).length).toBeGreaterThanOrEqual(3);
  });

  it('should put nouns before other words in the subject and the hashtags (English)', () => {
    // The basic recogniser's words for a LibriVox clip: said once each, "power" is the only noun left
    // after the title; "greatly" and "consider" were chosen before it by order of appearance alone.
    const heard =
      'and Mr john s would and then at leisure to consider our watch there might be greatly in his power to do how about';
    const tags = hashtagsAtEnd(generateBuiltinDescription(heard, 0).long);
    expect(tags[0]).toBe('#power');
    expect(tags).not.toContain('#greatly');
    // "bake" and "loaves" are each said twice: the noun is the subject ("Bake in a nutshell" before).
    const baking = generateBuiltinDescription(
      'we bake loaves at home and we bake them slowly so the loaves rise and the crust browns',
      0,
    );
    expect(baking.short).toMatch(/^Loaves in a nutshell:/);
    expect(baking.long).toContain('I talk about loaves and bake.');
    expect(hashtagsAtEnd(baking.long)).not.toContain('#slowly');
  });
});
