import { type CaptionItem, type ClipCandidate, scoreClipSpan } from '@wordreel/core';

/**
 * Trimming a clip candidate by whole words before accepting it. The span is re-scored with core's
 * scorer (the one the server ranked with), so the score and reason follow the user's trim.
 */

export interface ClipSpan {
  firstWord: number;
  lastWord: number;
}

export type ClipEdge = 'start' | 'end';

/** Moves one edge by `delta` words (negative: earlier), keeping at least one word and inside the transcript. */
export function moveClipEdge(span: ClipSpan, edge: ClipEdge, delta: number, wordCount: number): ClipSpan {
  if (edge === 'start') {
    const firstWord = Math.min(Math.max(0, span.firstWord + delta), span.lastWord);
    return { ...span, firstWord };
  }
  const lastWord = Math.max(Math.min(wordCount - 1, span.lastWord + delta), span.firstWord);
  return { ...span, lastWord };
}

/** The candidate as trimmed: the server's own when untouched, else re-scored here. */
export function trimmedCandidate(
  words: readonly CaptionItem[],
  original: ClipCandidate,
  span: ClipSpan,
): ClipCandidate {
  if (span.firstWord === original.firstWord && span.lastWord === original.lastWord) return original;
  const { features: _features, ...scored } = scoreClipSpan(words, {
    first: span.firstWord,
    last: span.lastWord,
  });
  // The title the server (or its LLM) wrote stays unless the opening sentence changed.
  return span.firstWord === original.firstWord ? { ...scored, title: original.title } : scored;
}

/** m:ss of a length in ms. */
export function clipLength(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
