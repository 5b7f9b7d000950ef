import { z } from 'zod';
import { type CaptionItem, captionItemSchema, type CaptionList, MAX_CAPTION_WORDS } from '../captions.ts';

/**
 * A caption edit sent as the words it changes rather than the whole list (decision 061). A browser
 * lets a request outlive the page (a reload, a closed tab) only when its body is small, and the whole
 * list of a long video is not: the edit the creator made last goes as "at word `at` of a list of
 * `baseLength` words, these words become those", which applies only to the list it was made on.
 */
export const captionSpliceSchema = z.object({
  /** How many words the list the edit was made on has. */
  baseLength: z.number().int().nonnegative().max(MAX_CAPTION_WORDS),
  /** The index of the first word that changed. */
  at: z.number().int().nonnegative().max(MAX_CAPTION_WORDS),
  /** The words there before the edit, as the editor saw them (the check that the list is the same). */
  remove: z.array(captionItemSchema).max(MAX_CAPTION_WORDS),
  /** The words there after it. */
  insert: z.array(captionItemSchema).max(MAX_CAPTION_WORDS),
});
export type CaptionSplice = z.infer<typeof captionSpliceSchema>;

/**
 * POST /api/projects/{id}/captions/splice. Up to two splices of the same edit, made on different
 * lists (the one the server has confirmed and the one of a save still being answered): the first
 * that fits the stored list is applied.
 */
/**
 * The most splices one request may carry: the studio makes one on each list the server may have (the
 * last confirmed one, the one being saved, the ones sent as the page went).
 */
export const MAX_CAPTION_SPLICES = 5;

export const captionSpliceBodySchema = z.object({
  splices: z.array(captionSpliceSchema).min(1).max(MAX_CAPTION_SPLICES),
});
export type CaptionSpliceBody = z.infer<typeof captionSpliceBodySchema>;

export const CAPTIONS_MOVED_ON_MESSAGE =
  'The captions changed since this edit was made (in another tab?). Reload the studio to see them.';

/** Same text, times, confidence and id: every field, so a field added to a word is compared too. */
function sameWord(a: CaptionItem, b: CaptionItem): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof CaptionItem)[]);
  return [...fields].every((field) => a[field] === b[field]);
}

/** The one splice that turns `base` into `next`: the words between their common start and end. */
export function captionSplice(base: CaptionList, next: CaptionList): CaptionSplice {
  let at = 0;
  while (at < base.length && at < next.length && sameWord(base[at]!, next[at]!)) at += 1;
  let tail = 0;
  while (
    tail < base.length - at &&
    tail < next.length - at &&
    sameWord(base[base.length - 1 - tail]!, next[next.length - 1 - tail]!)
  ) {
    tail += 1;
  }
  return {
    baseLength: base.length,
    at,
    remove: base.slice(at, base.length - tail),
    insert: next.slice(at, next.length - tail),
  };
}

/** `list` with the splice applied, or null when the splice was made on a different list. */
export function applyCaptionSplice(list: CaptionList, splice: CaptionSplice): CaptionList | null {
  const { baseLength, at, remove, insert } = splice;
  if (list.length !== baseLength || at + remove.length > list.length) return null;
  if (!remove.every((word, i) => sameWord(word, list[at + i]!))) return null;
  return [...list.slice(0, at), ...insert, ...list.slice(at + remove.length)];
}
