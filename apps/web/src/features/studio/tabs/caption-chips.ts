import { type CaptionItem, type CaptionList, groupCaptionPages } from '@wordreel/core';
import { editWord, mergeWords } from '@wordreel/core/captions/retime';

export interface ChipPage {
  startMs: number;
  /** Indexes into the caption list, in order. */
  indexes: number[];
}

/** Caption pages (core paging, 1200 ms window) as runs of list indexes, for the word chips. */
export function chipPages(list: CaptionList): ChipPage[] {
  let next = 0;
  return groupCaptionPages(list).map((page) => {
    const indexes = page.tokens.map(() => next++);
    return { startMs: page.startMs, indexes };
  });
}

/**
 * The list after a chip edit, or null when nothing changed. Text with spaces in it splits the word
 * (its time is shared out), empty text removes it, and every word but the first keeps its leading space.
 */
export function applyChipEdit(list: CaptionList, index: number, typed: string): CaptionList | null {
  const current = list[index];
  if (!current || typed.trim() === current.text.trim()) return null;
  return editWord(list, index, typed);
}

/** The list after merging the word at `index` with the next one (a button between two chips). */
export function applyMerge(list: CaptionList, index: number): CaptionList | null {
  if (index < 0 || index + 1 >= list.length) return null;
  return mergeWords(list, index);
}

/** The word being spoken at `ms`, or -1. */
export function activeWordIndex(list: readonly CaptionItem[], ms: number): number {
  return list.findIndex((w) => w.startMs <= ms && ms < Math.max(w.endMs, w.startMs + 1));
}

/** All caption text for the description generator (the spec joins the caption texts). */
export function captionText(list: CaptionList): string {
  return list
    .map((w) => w.text)
    .join('')
    .trim();
}
