import type { CaptionItem } from '../captions.ts';
import { distributeByLength, spaced, splitWords, withLeadingSpaces } from './caption-words.ts';
import { freshIds } from './word-ids.ts';

/**
 * Re-timing after caption edits in the studio's Captions tab. Pure functions: each returns a new list
 * and keeps the spec's rules (time order, whole ms, leading space on every word after the first).
 */

/**
 * Replaces one word's text. The word keeps its timing and, typed by a person, counts as checked
 * (confidence 1: no longer offered for review); text with several words in it is split (see
 * splitWord); empty text removes the word.
 */
export function editWord(list: readonly CaptionItem[], index: number, text: string): CaptionItem[] {
  const item = list[index];
  if (!item) return [...list];
  const parts = splitWords(text);
  if (parts.length === 0) return removeWord(list, index);
  if (parts.length > 1) return splitWord(list, index, parts);
  const next = [...list];
  next[index] = { ...item, text: spaced(parts[0] as string, index), confidence: 1 };
  return next;
}

/**
 * Splits one word into several; its time span is shared out in proportion to each part's length. The
 * first part keeps the word's id, the others get new ones (emphasis-follow.ts gives them its look).
 */
export function splitWord(
  list: readonly CaptionItem[],
  index: number,
  parts: readonly string[],
): CaptionItem[] {
  const item = list[index];
  const words = parts.flatMap(splitWords);
  if (!item || words.length === 0) return [...list];
  const spans = distributeByLength(words, [{ startMs: item.startMs, endMs: item.endMs }]);
  const fresh = freshIds(list);
  const pieces: CaptionItem[] = words.map((w, i) => {
    const span = spans[i] ?? { startMs: item.startMs, endMs: item.endMs };
    const piece = { ...item, text: w, startMs: span.startMs, endMs: span.endMs, timestampMs: span.startMs };
    return i === 0 ? piece : { ...piece, id: fresh() };
  });
  return withLeadingSpaces([...list.slice(0, index), ...pieces, ...list.slice(index + 1)]);
}

/**
 * Merges the word at `index` with the one after it: the first start, the last end, the lower
 * confidence, the first word's id. `joiner` goes between the two texts (' ' keeps two words in one chip, '' glues them).
 */
export function mergeWords(
  list: readonly CaptionItem[],
  index: number,
  joiner: '' | ' ' = ' ',
): CaptionItem[] {
  const a = list[index];
  const b = list[index + 1];
  if (!a || !b) return [...list];
  const merged: CaptionItem = {
    text: `${a.text.trim()}${joiner}${b.text.trim()}`,
    startMs: a.startMs,
    endMs: Math.max(a.endMs, b.endMs),
    confidence: Math.min(a.confidence, b.confidence),
    timestampMs: a.startMs,
    ...(a.id !== undefined && { id: a.id }),
  };
  return withLeadingSpaces([...list.slice(0, index), merged, ...list.slice(index + 2)]);
}

/** Removes one word; the others keep their times. */
export function removeWord(list: readonly CaptionItem[], index: number): CaptionItem[] {
  if (index < 0 || index >= list.length) return [...list];
  return withLeadingSpaces([...list.slice(0, index), ...list.slice(index + 1)]);
}
