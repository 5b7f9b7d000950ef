import { describe, expect, it } from 'vitest';
import type { CaptionItem } from '../captions.ts';
import { editedCaptionListSchema } from '../studio/update-subtitle.ts';
import { findPhrase, markChecked, nudgeWord, replacePhrase, stepUnsure, unsureIndexes } from './review.ts';

const word = (text: string, startMs: number, endMs: number, confidence = 0.9): CaptionItem => ({
  text,
  startMs,
  endMs,
  confidence,
  timestampMs: startMs,
});

const LIST = [
  word('Mr.', 0, 300),
  word(' coulter', 300, 800, 0.31),
  word(' is', 800, 1000),
  word(' the', 1000, 1200, 0.45),
  word(' apostle.', 1300, 2000),
];

describe('unsure words', () => {
  it('should list the words under the threshold and step through them both ways, wrapping', () => {
    expect(unsureIndexes(LIST)).toEqual([1, 3]);
    expect(stepUnsure(LIST, -1, 1)).toBe(1);
    expect(stepUnsure(LIST, 1, 1)).toBe(3);
    expect(stepUnsure(LIST, 3, 1)).toBe(1);
    expect(stepUnsure(LIST, 1, -1)).toBe(3);
    expect(stepUnsure([word('a', 0, 10)], 0, 1)).toBe(-1);
  });

  it('should take a checked word off the list', () => {
    const checked = markChecked(LIST, 1);
    expect(checked && unsureIndexes(checked)).toEqual([3]);
    expect(markChecked(checked ?? [], 0)?.[0]?.confidence).toBe(1);
  });
});

describe('nudgeWord', () => {
  it('should move a start or an end by the step and keep the list valid', () => {
    const later = nudgeWord(LIST, 4, 'start', 33);
    expect(later?.[4]).toMatchObject({ startMs: 1333, timestampMs: 1333, endMs: 2000 });
    const shorter = nudgeWord(LIST, 1, 'end', -100);
    expect(shorter?.[1]).toMatchObject({ startMs: 300, endMs: 700 });
    expect(editedCaptionListSchema.safeParse(later).success).toBe(true);
  });

  it('should stop at the neighbours and never make a word end before it starts', () => {
    expect(nudgeWord(LIST, 4, 'start', -500)?.[4]?.startMs).toBe(1200); // the previous word's end
    expect(nudgeWord(LIST, 1, 'end', 400)).toBeNull(); // already at the next word's start
    expect(nudgeWord(LIST, 2, 'end', -1000)?.[2]).toMatchObject({ startMs: 800, endMs: 801 });
    expect(nudgeWord(LIST, 0, 'start', -33)).toBeNull();
    for (const edge of ['start', 'end'] as const) {
      for (const delta of [-1000, -33, 33, 1000]) {
        for (let i = 0; i < LIST.length; i++) {
          const out = nudgeWord(LIST, i, edge, delta) ?? LIST;
          expect(editedCaptionListSchema.safeParse(out).success).toBe(true);
        }
      }
    }
  });
});

describe('find and replace', () => {
  it('should find whole words, punctuation aside, with or without case', () => {
    expect(findPhrase(LIST, 'coulter', { matchCase: false })).toEqual([1]);
    expect(findPhrase(LIST, 'Apostle', { matchCase: false })).toEqual([4]);
    expect(findPhrase(LIST, 'Apostle', { matchCase: true })).toEqual([]);
    expect(findPhrase(LIST, 'apos', { matchCase: false })).toEqual([]); // whole words only
    expect(findPhrase(LIST, 'is the', { matchCase: false })).toEqual([2]);
  });

  it('should replace keeping punctuation, following the case it replaces, and share out the time', () => {
    const one = replacePhrase(LIST, 'coulter', 'quilter', { matchCase: false });
    expect(one?.count).toBe(1);
    expect(one?.list[1]).toMatchObject({ text: ' quilter', startMs: 300, endMs: 800, confidence: 1 });
    const capital = replacePhrase(LIST, 'mr.', 'mister', { matchCase: false });
    expect(capital?.list[0]?.text).toBe('Mister.');
    const two = replacePhrase(LIST, 'apostle', 'holy apostle', { matchCase: false });
    expect(two?.list.slice(4).map((w) => [w.text, w.startMs, w.endMs])).toEqual([
      [' holy', 1300, 1650],
      [' apostle.', 1650, 2000],
    ]);
    expect(editedCaptionListSchema.safeParse(two?.list).success).toBe(true);
    expect(replacePhrase(LIST, 'nothing', 'x', { matchCase: false })).toBeNull();
  });
});
