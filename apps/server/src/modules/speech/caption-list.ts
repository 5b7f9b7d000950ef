import type { CaptionItem } from '@wordreel/core';
import { withLeadingSpaces } from '@wordreel/core/captions/caption-words';
import { type SpeechRegion, snapStartToOnset, speechOverlapMs } from './voice-activity.ts';

/** A word as an engine reports it, before the spec's rules are applied. */
export interface RecognisedWord {
  text: string;
  startMs: number;
  endMs: number;
  /** 0..1 */
  confidence: number;
}

export interface FinalizeOptions {
  /** Length of the media; no word may end after it. */
  durationMs: number;
  /** Speech regions from voice activity detection; when given, no word is kept over silence. */
  speech?: readonly SpeechRegion[];
  /** A word needs at least this much speech under it (within its span padded by `padMs`) to be kept. */
  minSpeechMs?: number;
  padMs?: number;
}

const PUNCTUATION_ONLY = /^[\p{P}\p{S}]+$/u;

/**
 * Turns an engine's words into the spec's caption list: time order, one word per item, punctuation
 * attached to its word, every word after the first with a leading space, confidence 0..1, whole ms,
 * monotonic and non-overlapping, inside the media's duration, timestampMs = startMs. With speech
 * regions, words over silence are dropped (recognisers hallucinate there) and a word start that lies
 * in silence moves forward to the speech onset.
 */
export function finalizeCaptions(words: readonly RecognisedWord[], options: FinalizeOptions): CaptionItem[] {
  const { durationMs, speech, minSpeechMs = 30, padMs = 120 } = options;

  // Punctuation the engine split off goes back onto the word before it.
  const joined: RecognisedWord[] = [];
  const inOrder = words
    .filter((w) => Number.isFinite(w.startMs) && Number.isFinite(w.endMs))
    .map((w) => ({ ...w, endMs: Math.max(w.endMs, w.startMs) }))
    .sort((a, b) => a.startMs - b.startMs);
  for (const w of inOrder) {
    const text = w.text.trim();
    if (text === '') continue;
    const prev = joined[joined.length - 1];
    if (PUNCTUATION_ONLY.test(text) && prev) {
      prev.text += text;
      prev.endMs = Math.max(prev.endMs, w.endMs);
      continue;
    }
    joined.push({ ...w, text });
  }
  // A leading punctuation-only token (e.g. an opening quote) joins the word after it.
  const first = joined[0];
  const second = joined[1];
  if (first && second && PUNCTUATION_ONLY.test(first.text)) {
    second.text = first.text + second.text;
    joined.shift();
  }

  const out: CaptionItem[] = [];
  let prevEnd = 0;
  for (const w of joined) {
    if (PUNCTUATION_ONLY.test(w.text)) continue; // nothing left to attach it to
    let startMs = Math.max(0, w.startMs);
    let endMs = Math.min(durationMs, w.endMs);
    if (speech) {
      const padded = { startMs: startMs - padMs, endMs: endMs + padMs };
      if (speechOverlapMs(speech, padded) < minSpeechMs) continue;
      startMs = snapStartToOnset(speech, startMs, endMs);
    }
    startMs = Math.round(Math.min(Math.max(startMs, prevEnd), durationMs));
    endMs = Math.round(Math.min(Math.max(endMs, startMs), durationMs));
    const confidence =
      Math.round(Math.min(1, Math.max(0, Number.isFinite(w.confidence) ? w.confidence : 0)) * 1000) / 1000;
    out.push({ text: w.text, startMs, endMs, confidence, timestampMs: startMs });
    prevEnd = endMs;
  }
  return withLeadingSpaces(out);
}
