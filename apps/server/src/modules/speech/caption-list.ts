import { type CaptionItem, MAX_CAPTION_WORD_CHARS } from '@wordreel/core';
import { withLeadingSpaces } from '@wordreel/core/captions/caption-words';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { guardHallucinations } from './hallucination-guard.ts';
import type { SpeechRegion } from './voice-activity.ts';
import { clampToSpeech, interpolateUntimed, MIN_WORD_MS } from './word-timing.ts';

import type { RecognisedWord } from './recognised-word.ts';

export type { RecognisedWord };

export interface FinalizeOptions {
  /** Length of the media; no word may end after it. */
  durationMs: number;
  /** Speech regions from voice activity detection; when given, no word is kept over silence. */
  speech?: readonly SpeechRegion[];
  /** Drop words the audio does not support (default); off for text the user wrote (a script). */
  guard?: boolean;
}

const PUNCTUATION_ONLY = /^[\p{P}\p{S}]+$/u;

/** A word cut to what a caption item holds with its leading space (an engine may run on and on). */
function fitWord(text: string): string {
  if (text.length < MAX_CAPTION_WORD_CHARS) return text;
  return text.slice(0, MAX_CAPTION_WORD_CHARS - 1).replace(/[\uD800-\uDBFF]$/, '');
}

/**
 * Turns an engine's words (in spoken order) into the spec's caption list: time order, one word per
 * item, punctuation attached to its word, every word after the first with a leading space, confidence
 * 0..1, whole ms, monotonic, non-overlapping and never zero-length, inside the media's duration,
 * timestampMs = startMs. Words without a time get one from their neighbours. With speech regions the
 * hallucination guard drops words the audio does not support and the rest are put on the speech
 * (word-timing.ts).
 */
export function finalizeCaptions(words: readonly RecognisedWord[], options: FinalizeOptions): CaptionItem[] {
  const steps = finalizeSteps(words, options);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * finalizeCaptions with a turn of the event loop between its steps, for lists as long as an import's
 * (50,000 words take 30-50 ms in one go; each step a fifth of that), so other requests are answered.
 */
export async function finalizeCaptionsInTurns(
  words: readonly RecognisedWord[],
  options: FinalizeOptions,
): Promise<CaptionItem[]> {
  const steps = finalizeSteps(words, options);
  let step = steps.next();
  while (!step.done) {
    await nextTurn();
    step = steps.next();
  }
  return step.value;
}

/** The steps of finalizeCaptions; it yields between two steps, each linear in the words. */
function* finalizeSteps(
  words: readonly RecognisedWord[],
  options: FinalizeOptions,
): Generator<void, CaptionItem[]> {
  const { durationMs, speech, guard = true } = options;

  const timed = interpolateUntimed(
    words.filter((w) => w.text.trim() !== ''),
    durationMs,
  );
  yield;
  const inOrder = timed.sort((a, b) => a.startMs - b.startMs);
  yield;
  // Punctuation the engine split off goes back onto the word before it.
  let joined: RecognisedWord[] = [];
  for (const w of inOrder) {
    const text = w.text.trim();
    if (text === '') continue;
    const prev = joined[joined.length - 1];
    if (PUNCTUATION_ONLY.test(text) && prev) {
      prev.text = fitWord(prev.text + text);
      prev.endMs = Math.max(prev.endMs, w.endMs);
      continue;
    }
    joined.push({ ...w, text: fitWord(text) });
  }
  yield;
  // A leading punctuation-only token (e.g. an opening quote) joins the word after it.
  const first = joined[0];
  const second = joined[1];
  if (first && second && PUNCTUATION_ONLY.test(first.text)) {
    second.text = fitWord(first.text + second.text);
    joined.shift();
  }

  joined = joined.filter((w) => !PUNCTUATION_ONLY.test(w.text)); // nothing left to attach it to
  if (speech) joined = clampToSpeech(guard ? guardHallucinations(joined, speech).words : joined, speech);
  yield;

  const out: CaptionItem[] = [];
  let prevEnd = 0;
  for (const w of joined) {
    const startMs = Math.round(Math.min(Math.max(w.startMs, prevEnd, 0), durationMs));
    const endMs = Math.round(Math.min(Math.max(w.endMs, startMs + MIN_WORD_MS), durationMs));
    const confidence =
      Math.round(Math.min(1, Math.max(0, Number.isFinite(w.confidence) ? w.confidence : 0)) * 1000) / 1000;
    out.push({ text: w.text, startMs, endMs, confidence, timestampMs: startMs });
    prevEnd = endMs;
  }
  yield;
  return withLeadingSpaces(out);
}
