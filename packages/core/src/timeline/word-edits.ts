import type { CaptionItem } from '../captions.ts';
import { EDIT_FPS, type EditList, type Span, type Zoom, DEFAULT_ZOOM_SCALE } from './edit-list.ts';
import { boundaryBefore, type CutProposal } from './find-cuts.ts';

/**
 * Edits made from the transcript (the studio's Edit tab): the source span a run of words occupies,
 * whether a span is already cut, and a zoom placed at a word. Spans end in the silence between words
 * (the rule the cut proposals follow), so cutting words never clips the words beside them.
 */

/** The source span of words [first, last] (sorted captions), from the silence before to the silence after. */
export function wordsSpan(
  words: readonly CaptionItem[],
  first: number,
  last: number,
  durationMs: number,
): Span {
  const a = Math.max(0, Math.min(first, last));
  const b = Math.min(words.length - 1, Math.max(first, last));
  return {
    startMs: Math.round(boundaryBefore(words, a, durationMs)),
    endMs: Math.round(boundaryBefore(words, b + 1, durationMs)),
  };
}

/** True when less than a frame of the span is kept (the list cuts it). */
export function isSpanCut(list: Pick<EditList, 'kept'>, span: Span, fps = EDIT_FPS): boolean {
  let keptMs = 0;
  for (const r of list.kept) {
    if (r.startMs >= span.endMs) break;
    keptMs += Math.max(0, Math.min(r.endMs, span.endMs) - Math.max(r.startMs, span.startMs));
  }
  return keptMs < 1000 / fps;
}

/** The proposals the list has not applied yet. */
export function openProposals(
  list: Pick<EditList, 'kept'>,
  proposals: readonly CutProposal[],
): CutProposal[] {
  return proposals.filter((p) => !isSpanCut(list, p));
}

/** Zooms start this long before their word, so the push-in lands as the word is said. */
export const ZOOM_LEAD_MS = 100;

/** A punch-in at a word: from just before it for `seconds`, inside the video. */
export function zoomAtWord(
  word: Pick<CaptionItem, 'startMs'>,
  seconds: number,
  durationMs: number,
  scale = DEFAULT_ZOOM_SCALE,
): Zoom {
  const startMs = Math.max(0, Math.round(word.startMs - ZOOM_LEAD_MS));
  const endMs = Math.min(Math.floor(durationMs), Math.round(startMs + seconds * 1000));
  return { startMs, endMs, scale: Math.round(scale * 100) / 100 };
}
