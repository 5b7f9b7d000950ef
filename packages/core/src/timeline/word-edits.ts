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

/** Automatic zooms: at sentence starts, at least this far apart, and one at least this often. */
export const AUTO_ZOOM_MIN_GAP_MS = 4000;
export const AUTO_ZOOM_MAX_GAP_MS = 8000;
export const AUTO_ZOOM_SECONDS = 1.5;
/** A pause this long before a word starts a new sentence even without punctuation. */
const SENTENCE_PAUSE_MS = 600;

/**
 * Punch-ins placed for the user: on sentence starts (after . ! ? or a pause) at least 4 s after the
 * previous zoom; where a stretch runs 8 s without one, on the word that starts the longest pause in it
 * (else its middle word). Words in `skip` (cut ones) are never chosen.
 */
export function autoZooms(
  words: readonly CaptionItem[],
  durationMs: number,
  skip: readonly boolean[] = [],
  scale = DEFAULT_ZOOM_SCALE,
): Zoom[] {
  const starts: number[] = [];
  words.forEach((w, i) => {
    if (skip[i]) return;
    const prev = words[i - 1];
    if (!prev || /[.!?…।]["')\]]*$/.test(prev.text.trim()) || w.startMs - prev.endMs >= SENTENCE_PAUSE_MS)
      starts.push(i);
  });
  const chosen: number[] = [];
  let lastMs = -Infinity;
  for (const i of starts) {
    const at = (words[i] as CaptionItem).startMs;
    if (at - lastMs < AUTO_ZOOM_MIN_GAP_MS) continue;
    // A long stretch before this start with no zoom: one in its middle first.
    if (chosen.length > 0 && at - lastMs > AUTO_ZOOM_MAX_GAP_MS) {
      const middle = words.findIndex(
        (w, k) =>
          !skip[k] && w.startMs >= lastMs + AUTO_ZOOM_MIN_GAP_MS && w.startMs <= at - AUTO_ZOOM_MIN_GAP_MS,
      );
      if (middle >= 0) chosen.push(middle);
    }
    chosen.push(i);
    lastMs = at;
  }
  const zooms: Zoom[] = [];
  for (const i of chosen) {
    const z = zoomAtWord(words[i] as CaptionItem, AUTO_ZOOM_SECONDS, durationMs, scale);
    const prev = zooms.at(-1);
    if (z.endMs - z.startMs >= 500 && (!prev || z.startMs >= prev.endMs)) zooms.push(z);
  }
  return zooms;
}
