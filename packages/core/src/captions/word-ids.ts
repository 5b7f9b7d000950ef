import type { CaptionItem } from '../captions.ts';

/**
 * Every caption word has an id that stays with it through text edits, splits, merges, nudges and the
 * edited timeline; the per-word emphasis (overrides, page breaks, emoji picks) names words by it.
 * Captions written before ids existed (and by clients that send none) get `t{startMs}` for each word
 * without one: the name the emphasis used for it until then (migration 0012 renames stored settings
 * the same way), so old settings still find their words. New words (the pieces of a split) get the
 * next `w{n}` not in the list. Deterministic: the studio and the export give the same list the same ids.
 */
export const WORD_ID_PATTERN = /^[A-Za-z0-9._-]{1,40}$/;

/** The id a word had before ids were stored: its start time (emphasis `atMs` → `wordId`). */
export function legacyWordId(startMs: number): string {
  return `t${startMs}`;
}

/** The list with an id on every word: kept when set and not taken earlier in the list, else assigned. */
export function withWordIds<T extends CaptionItem>(list: readonly T[]): T[] {
  const stored = new Set<string>();
  let complete = true;
  for (const word of list) {
    if (word.id === undefined || stored.has(word.id)) complete = false;
    else stored.add(word.id);
  }
  if (complete) return list as T[];
  const taken = new Set<string>();
  const fresh = freshIds(list);
  return list.map((word) => {
    const legacy = legacyWordId(word.startMs);
    const id =
      word.id !== undefined && !taken.has(word.id)
        ? word.id
        : !taken.has(legacy) && !stored.has(legacy)
          ? legacy
          : fresh();
    taken.add(id);
    return id === word.id ? word : { ...word, id };
  });
}

/** Hands out `w{n}` ids that no word of the list has, in order. */
export function freshIds(list: readonly Pick<CaptionItem, 'id'>[]): () => string {
  let next = 1;
  for (const word of list) {
    const n = /^w(\d+)$/.exec(word.id ?? '')?.[1];
    if (n !== undefined) next = Math.max(next, Number(n) + 1);
  }
  return () => `w${next++}`;
}

/** A word's id (a list passed through `withWordIds` always has one). */
export function wordIdOf(word: Pick<CaptionItem, 'id' | 'startMs'>): string {
  return word.id ?? legacyWordId(word.startMs);
}
