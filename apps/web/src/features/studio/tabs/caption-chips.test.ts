import type { CaptionList } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { activeWordIndex, applyChipEdit, applyMerge, captionText, chipPages } from './caption-chips.ts';
import { recordEdit, redo, startHistory, undo } from './caption-history.ts';
import { captionWord } from '../../../test-support/caption-word.ts';

const w = captionWord;
const list: CaptionList = [
  w('Hello', 0, 400),
  w(' big', 400, 800),
  w(' world', 800, 1300),
  w(' again', 1500, 2000),
];

describe('caption chips', () => {
  it('should group words into pages by the 1200 ms window with list indexes', () => {
    expect(chipPages(list)).toEqual([
      { startMs: 0, indexes: [0, 1, 2] },
      { startMs: 1500, indexes: [3] },
    ]);
  });

  it('should keep the leading space of a word that is not first in its list when it is edited', () => {
    const next = applyChipEdit(list, 1, 'small');
    expect(next?.[1]?.text).toBe(' small');
    expect(next?.[0]?.text).toBe('Hello');
    expect(applyChipEdit(list, 0, ' Hi')?.[0]?.text).toBe('Hi');
  });

  it('should report no change when the text is the same apart from the leading space', () => {
    expect(applyChipEdit(list, 1, 'big')).toBeNull();
    expect(applyChipEdit(list, 1, ' big ')).toBeNull();
  });

  it('should split a word typed with spaces and share out its time', () => {
    const next = applyChipEdit(list, 1, 'very big') ?? [];
    expect(next.map((x) => x.text)).toEqual(['Hello', ' very', ' big', ' world', ' again']);
    expect(next[1]?.startMs).toBe(400);
    expect(next[2]?.endMs).toBe(800);
    expect((next[1]?.endMs ?? 0) <= (next[2]?.startMs ?? 0)).toBe(true);
  });

  it('should merge a word with the next one', () => {
    const next = applyMerge(list, 1) ?? [];
    expect(next.map((x) => x.text)).toEqual(['Hello', ' big world', ' again']);
    expect(next[1]).toMatchObject({ startMs: 400, endMs: 1300 });
    expect(applyMerge(list, 3)).toBeNull();
  });

  it('should find the spoken word and join the text', () => {
    expect(activeWordIndex(list, 450)).toBe(1);
    expect(activeWordIndex(list, 1400)).toBe(-1);
    expect(captionText(list)).toBe('Hello big world again');
  });
});

describe('caption history', () => {
  it('should undo and redo edits and ignore edits that change nothing', () => {
    let h = startHistory(list);
    h = recordEdit(h, list);
    expect(h.past).toHaveLength(0);
    const edited = applyChipEdit(list, 0, 'Hey') ?? list;
    h = recordEdit(h, edited);
    expect(h.present[0]?.text).toBe('Hey');
    h = undo(h);
    expect(h.present).toEqual(list);
    h = redo(h);
    expect(h.present[0]?.text).toBe('Hey');
    expect(redo(h)).toBe(h);
  });
});
