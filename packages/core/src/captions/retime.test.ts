import { describe, expect, it } from 'vitest';
import type { CaptionItem } from '../captions.ts';
import { editWord, mergeWords, removeWord, splitWord } from './retime.ts';

const list: CaptionItem[] = [
  { text: 'Hello', startMs: 0, endMs: 400, confidence: 0.9, timestampMs: 0 },
  { text: ' wonderful', startMs: 500, endMs: 1500, confidence: 0.8, timestampMs: 500 },
  { text: ' world', startMs: 1600, endMs: 2000, confidence: 0.7, timestampMs: 1600 },
];

describe('editWord', () => {
  it('should replace the text and keep the timing and spacing; a typed word counts as checked', () => {
    const out = editWord(list, 2, 'there!');
    expect(out[2]).toEqual({ ...list[2], text: ' there!', confidence: 1 });
    expect(editWord(list, 0, '  Hi ')[0]).toEqual({ ...list[0], text: 'Hi', confidence: 1 });
    expect(list[2]?.text).toBe(' world');
  });

  it('should split text with several words and remove a word edited to nothing', () => {
    expect(editWord(list, 1, 'won der').map((w) => w.text)).toEqual(['Hello', ' won', ' der', ' world']);
    expect(editWord(list, 0, '   ').map((w) => w.text)).toEqual(['wonderful', ' world']);
  });
});

describe('splitWord', () => {
  it('should share the span in proportion to character length', () => {
    const out = splitWord(list, 1, ['won', 'derful']);
    expect(out.map((w) => [w.text, w.startMs, w.endMs, w.timestampMs])).toEqual([
      ['Hello', 0, 400, 0],
      [' won', 500, 833, 500],
      [' derful', 833, 1500, 833],
      [' world', 1600, 2000, 1600],
    ]);
  });

  it('should give the first part no leading space when the first word is split', () => {
    expect(splitWord(list, 0, ['Hel', 'lo']).map((w) => w.text)).toEqual([
      'Hel',
      ' lo',
      ' wonderful',
      ' world',
    ]);
  });
});

describe('mergeWords', () => {
  it('should take the first start, the last end and the lower confidence', () => {
    const out = mergeWords(list, 1);
    expect(out).toEqual([
      list[0],
      { text: ' wonderful world', startMs: 500, endMs: 2000, confidence: 0.7, timestampMs: 500 },
    ]);
  });

  it('should glue texts when asked and keep the first word unspaced', () => {
    expect(mergeWords(list, 0, '')[0]).toMatchObject({ text: 'Hellowonderful', startMs: 0, endMs: 1500 });
  });

  it('should leave the list as it is when there is no next word', () => {
    expect(mergeWords(list, 2)).toEqual(list);
  });
});

describe('removeWord', () => {
  it('should drop the word and fix the spacing of the new first word', () => {
    expect(removeWord(list, 0).map((w) => w.text)).toEqual(['wonderful', ' world']);
  });
});
