import { describe, expect, it } from 'vitest';
import type { CaptionList } from '../captions.ts';
import { applyCaptionSplice, captionSplice } from './caption-splice.ts';

const word = (i: number, text = ` w${i}`) => ({
  text,
  startMs: i * 100,
  endMs: i * 100 + 90,
  confidence: 0.9,
  timestampMs: i * 100 + 45,
  id: `w${i}`,
});
const list: CaptionList = Array.from({ length: 10 }, (_, i) => word(i));

describe('captionSplice', () => {
  it('should carry only the words between the common start and end', () => {
    const next = list.map((w, i) => (i === 4 ? { ...w, text: ' fixed' } : w));
    const splice = captionSplice(list, next);
    expect(splice).toEqual({ baseLength: 10, at: 4, remove: [list[4]], insert: [next[4]] });
    expect(applyCaptionSplice(list, splice)).toEqual(next);
  });

  it('should turn a split, a deletion and an unchanged list back into the edited list', () => {
    const split = [...list.slice(0, 3), word(3, ' a'), { ...word(3, ' b'), id: 'x1' }, ...list.slice(4)];
    const deleted = [...list.slice(0, 2), ...list.slice(5)];
    for (const next of [split, deleted, list, [], [word(0)]]) {
      expect(applyCaptionSplice(list, captionSplice(list, next))).toEqual(next);
    }
    expect(captionSplice(list, deleted)).toMatchObject({ at: 2, insert: [] });
    expect(captionSplice(list, list)).toMatchObject({ remove: [], insert: [] });
  });

  it('should carry a word whose only change is its confidence or its id', () => {
    const next = list.map((w, i) => (i === 2 ? { ...w, confidence: 1 } : i === 6 ? { ...w, id: 'x9' } : w));
    expect(captionSplice(list, next)).toMatchObject({ at: 2, insert: next.slice(2, 7) });
  });

  it('should find the change inside a run of identical words', () => {
    const same = (n: number) => Array.from({ length: n }, () => word(1, ' la'));
    const base = same(5);
    const next = same(6);
    expect(applyCaptionSplice(base, captionSplice(base, next))).toEqual(next);
  });

  it('should not apply to a list other than the one the edit was made on', () => {
    const next = list.map((w, i) => (i === 4 ? { ...w, text: ' fixed' } : w));
    const splice = captionSplice(list, next);
    const otherTab = list.map((w, i) => (i === 4 ? { ...w, text: ' other' } : w));
    expect(applyCaptionSplice(otherTab, splice)).toBeNull();
    expect(applyCaptionSplice(list.slice(1), splice)).toBeNull();
    expect(applyCaptionSplice([...list, word(10)], splice)).toBeNull();
  });
});
