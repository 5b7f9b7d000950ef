import type { CaptionItem } from '../captions.ts';
import { spaced, splitWords } from './caption-words.ts';
import { freshIds } from './word-ids.ts';

/**
 * Cheap review of recognised captions in the studio: the words the recogniser was unsure of, nudging
 * a word's start or end, and find & replace. Pure functions; each edit returns a new list (or null
 * when nothing changed) that keeps the rules `/update-subtitle` checks (times never go backwards,
 * every word ends after it starts, whole ms).
 */

/**
 * Below this confidence a word is worth a look: whisper's mean token probability or pocketsphinx's
 * posterior. Typed, imported and script-aligned words carry 1.
 */
export const UNSURE_BELOW = 0.5;
/** One frame of the 30 fps export grid, and the larger step. */
export const NUDGE_FRAME_MS = 33;
export const NUDGE_LARGE_MS = 100;

export function isUnsure(word: Pick<CaptionItem, 'confidence'>): boolean {
  return word.confidence < UNSURE_BELOW;
}

/** Indexes of the unsure words, in order. */
export function unsureIndexes(list: readonly CaptionItem[]): number[] {
  const out: number[] = [];
  list.forEach((w, i) => {
    if (isUnsure(w)) out.push(i);
  });
  return out;
}

/** The next (or previous) unsure word after (before) `from`, wrapping around; -1 when there is none. */
export function stepUnsure(list: readonly CaptionItem[], from: number, direction: 1 | -1): number {
  const unsure = unsureIndexes(list);
  if (unsure.length === 0) return -1;
  if (direction === 1) return unsure.find((i) => i > from) ?? (unsure[0] as number);
  return [...unsure].reverse().find((i) => i < from) ?? (unsure.at(-1) as number);
}

/** The word looked at and found right: it is no longer unsure. */
export function markChecked(list: readonly CaptionItem[], index: number): CaptionItem[] | null {
  const word = list[index];
  if (!word || word.confidence >= 1) return null;
  const next = [...list];
  next[index] = { ...word, confidence: 1 };
  return next;
}

/**
 * Moves one edge of a word by `deltaMs`, kept between its neighbours: a start no earlier than the
 * previous word's start (nor its end, when it did not overlap already) and at least 1 ms before its
 * own end; an end at least 1 ms after its start and no later than the next word's start.
 */
export function nudgeWord(
  list: readonly CaptionItem[],
  index: number,
  edge: 'start' | 'end',
  deltaMs: number,
): CaptionItem[] | null {
  const word = list[index];
  if (!word) return null;
  const prev = list[index - 1];
  const next = list[index + 1];
  let { startMs, endMs } = word;
  if (edge === 'start') {
    const lowest = prev ? Math.min(word.startMs, Math.max(prev.startMs, prev.endMs)) : 0;
    startMs = clamp(word.startMs + deltaMs, lowest, Math.max(lowest, word.endMs - 1));
  } else {
    const highest = next ? Math.max(word.endMs, next.startMs) : Number.MAX_SAFE_INTEGER;
    endMs = clamp(word.endMs + deltaMs, word.startMs + 1, highest);
  }
  startMs = Math.round(startMs);
  endMs = Math.round(endMs);
  if (startMs === word.startMs && endMs === word.endMs) return null;
  const out = [...list];
  out[index] = { ...word, startMs, endMs, timestampMs: startMs };
  return out;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

export interface FindOptions {
  /** Match case exactly; otherwise any case, and a replacement follows the case of what it replaces. */
  matchCase: boolean;
}

/** What a word's text is matched on: without its leading space and surrounding punctuation. */
function core(text: string): { before: string; word: string; after: string } {
  const m = /^(\s*[^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su.exec(text);
  return { before: m?.[1] ?? '', word: m?.[2] ?? text, after: m?.[3] ?? '' };
}

/**
 * Where a phrase of one or more whole words occurs: the index of each occurrence's first word.
 * Punctuation around a word does not stop a match ("Quilter," matches "quilter").
 */
export function findPhrase(list: readonly CaptionItem[], phrase: string, options: FindOptions): number[] {
  const wanted = splitWords(phrase).map((w) => core(w).word);
  if (wanted.length === 0 || wanted.some((w) => w === '')) return [];
  const same = (a: string, b: string) => (options.matchCase ? a === b : a.toLowerCase() === b.toLowerCase());
  const hits: number[] = [];
  for (let i = 0; i + wanted.length <= list.length; i++) {
    if (wanted.every((w, k) => same(core((list[i + k] as CaptionItem).text).word, w))) {
      hits.push(i);
      i += wanted.length - 1;
    }
  }
  return hits;
}

/** A replacement in the case of the text it replaces (any-case search): "QUILTER", "Quilter", "quilter". */
function followCase(replacement: string, found: string): string {
  if (found.length > 1 && found === found.toUpperCase() && found !== found.toLowerCase()) {
    return replacement.toUpperCase();
  }
  const first = found.charAt(0);
  if (first !== first.toLowerCase()) return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  return replacement;
}

/**
 * Replaces every whole-word occurrence of `phrase` with `replacement` (one word or several; the
 * occurrence's time is shared by the new words like a split). Punctuation around the occurrence stays;
 * replaced words count as checked. Null when nothing matched or nothing would change.
 */
export function replacePhrase(
  list: readonly CaptionItem[],
  phrase: string,
  replacement: string,
  options: FindOptions,
): { list: CaptionItem[]; count: number } | null {
  const hits = findPhrase(list, phrase, options);
  const newWords = splitWords(replacement);
  const size = splitWords(phrase).length;
  if (hits.length === 0) return null;
  const out: CaptionItem[] = [];
  const fresh = freshIds(list);
  let cursor = 0;
  for (const hit of hits) {
    out.push(...list.slice(cursor, hit));
    const span = list.slice(hit, hit + size);
    const first = span[0] as CaptionItem;
    const last = span.at(-1) as CaptionItem;
    const before = core(first.text).before.trim();
    const after = core(last.text).after;
    const found = core(first.text).word;
    const texts = newWords.map((w, k) => (k === 0 && !options.matchCase ? followCase(w, found) : w));
    if (texts.length === 0) {
      cursor = hit + size; // replaced by nothing: the words go
      continue;
    }
    const duration = Math.max(texts.length, last.endMs - first.startMs);
    texts.forEach((text, k) => {
      const startMs = first.startMs + Math.round((duration * k) / texts.length);
      const endMs =
        k === texts.length - 1
          ? Math.max(last.endMs, startMs + 1)
          : first.startMs + Math.round((duration * (k + 1)) / texts.length);
      const word = `${k === 0 ? before : ''}${text}${k === texts.length - 1 ? after : ''}`;
      // New words take the ids of the words they replace, in order (and so their emphasis).
      const id = span[k] ? span[k].id : fresh();
      out.push({
        text: word,
        startMs,
        endMs,
        confidence: 1,
        timestampMs: startMs,
        ...(id !== undefined && { id }),
      });
    });
    cursor = hit + size;
  }
  out.push(...list.slice(cursor));
  const spacedList = out.map((w, i) => ({ ...w, text: spaced(w.text, i) }));
  return JSON.stringify(spacedList) === JSON.stringify(list)
    ? null
    : { list: spacedList, count: hits.length };
}
