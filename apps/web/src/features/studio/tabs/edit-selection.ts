import {
  applyCuts,
  type CaptionList,
  cutWordFlags,
  type EditList,
  playbackRanges,
  restoreSpans,
  wordsSpan,
} from '@wordreel/core';

/**
 * The Edit tab's word selection and what Delete does with it. A selection runs from `anchor` (where
 * it started) to `focus` (where shift-click or shift-arrow moved it); -1 is no selection.
 */
export interface WordSelection {
  anchor: number;
  focus: number;
}

export const NO_SELECTION: WordSelection = { anchor: -1, focus: -1 };

/** The selected word indexes [from, to], or null. */
export function selectedRange(selection: WordSelection): [number, number] | null {
  if (selection.anchor < 0 || selection.focus < 0) return null;
  return [Math.min(selection.anchor, selection.focus), Math.max(selection.anchor, selection.focus)];
}

/** A click (or shift-click, which extends from the anchor) on word `index`. */
export function clickWord(selection: WordSelection, index: number, extend: boolean): WordSelection {
  if (extend && selection.anchor >= 0) return { anchor: selection.anchor, focus: index };
  return { anchor: index, focus: index };
}

/** Arrow keys: move the focus by `delta` words, extending the selection with shift. */
export function moveSelection(
  selection: WordSelection,
  delta: number,
  extend: boolean,
  wordCount: number,
): WordSelection {
  if (wordCount === 0) return NO_SELECTION;
  const from = selection.focus < 0 ? (delta > 0 ? -1 : wordCount) : selection.focus;
  const focus = Math.max(0, Math.min(wordCount - 1, from + delta));
  return extend && selection.anchor >= 0 ? { anchor: selection.anchor, focus } : { anchor: focus, focus };
}

/** Which words the list cuts (true = cut): a word is cut when its middle is cut, as in the export. */
export function cutFlags(words: CaptionList, list: Pick<EditList, 'kept'>): boolean[] {
  return cutWordFlags(words, playbackRanges(list));
}

/**
 * Delete on a selection: cuts the words (from the silence before the first to the silence after the
 * last), or, when every selected word is already cut, puts them back.
 */
export function cutOrRestoreWords(
  list: EditList,
  words: CaptionList,
  [from, to]: [number, number],
  durationMs: number,
): { list: EditList; restored: boolean } {
  const flags = cutFlags(words, list);
  const span = wordsSpan(words, from, to, durationMs);
  const allCut = flags.slice(from, to + 1).every(Boolean);
  if (allCut) return { list: restoreSpans(list, [span], durationMs), restored: true };
  return { list: applyCuts(list, [span]), restored: false };
}
