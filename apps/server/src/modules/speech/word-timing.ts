import type { RecognisedWord } from './recognised-word.ts';
import { type SpeechRegion, speechOverlapMs } from './voice-activity.ts';

/** A word's end may lie at most this far past the last speech in its region. */
export const MAX_HOLD_MS = 250;
/** The shortest a word is shown. */
export const MIN_WORD_MS = 40;

const hasOwnTime = (w: RecognisedWord) =>
  Number.isFinite(w.startMs) && Number.isFinite(w.endMs) && w.endMs > w.startMs;

/**
 * Gives every word a time span (words in spoken order). Words the engine left without a usable time
 * (no start, or no length, as happens to numbers and symbols) share the gap between their timed
 * neighbours in proportion to their length in characters; a word with a start but no length keeps
 * its start and runs to the next word. Never zero-length.
 */
export function interpolateUntimed(words: readonly RecognisedWord[], durationMs: number): RecognisedWord[] {
  const out = words.map((w) => ({ ...w }));
  for (let i = 0; i < out.length;) {
    if (hasOwnTime(out[i] as RecognisedWord)) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < out.length && !hasOwnTime(out[j] as RecognisedWord)) j += 1;
    const prev = out[i - 1];
    const next = out[j];
    const group = out.slice(i, j);
    const ownStart = (group[0] as RecognisedWord).startMs;
    let from = prev ? prev.endMs : Number.isFinite(ownStart) ? ownStart : 0;
    if (Number.isFinite(ownStart)) from = Math.max(from, ownStart);
    let to = next ? next.startMs : durationMs;
    const need = MIN_WORD_MS * group.length;
    if (to - from < need) {
      // No gap to share: take room from the neighbours' halves instead.
      const half = (w: RecognisedWord | undefined) => (w ? (w.endMs - w.startMs) / 2 : 0);
      from = Math.max(prev ? prev.startMs + half(prev) : 0, to - need);
      to = Math.min(next ? next.endMs - half(next) : durationMs, from + need);
      if (prev) prev.endMs = Math.min(prev.endMs, from);
      if (next) next.startMs = Math.max(next.startMs, to);
    }
    const chars = group.map((w) => Math.max(1, w.text.trim().length));
    const total = chars.reduce((a, b) => a + b, 0);
    let at = from;
    group.forEach((w, k) => {
      const length = ((to - from) * (chars[k] as number)) / total;
      w.startMs = at;
      w.endMs = at + length;
      at += length;
    });
    i = j;
  }
  return out;
}

/** The speech region a word belongs to: the one it overlaps most, else the nearest within `reachMs`. */
function regionOf(
  speech: readonly SpeechRegion[],
  w: RecognisedWord,
  reachMs: number,
): SpeechRegion | undefined {
  let best: SpeechRegion | undefined;
  let bestOverlap = 0;
  for (const r of speech) {
    const overlap = speechOverlapMs([r], w);
    if (overlap > bestOverlap) [best, bestOverlap] = [r, overlap];
  }
  if (best) return best;
  let nearest: SpeechRegion | undefined;
  let distance = reachMs;
  for (const r of speech) {
    const d = r.endMs <= w.startMs ? w.startMs - r.endMs : r.startMs - w.endMs;
    if (d >= 0 && d <= distance) [nearest, distance] = [r, d];
  }
  return nearest;
}

/**
 * Puts each word on the speech it belongs to: a start before the speaker's onset moves to the onset,
 * an end is held at most MAX_HOLD_MS past the end of that speech, and a word that sits just outside
 * speech (within `reachMs`) moves onto it, keeping its length where there is room.
 */
export function clampToSpeech(
  words: readonly RecognisedWord[],
  speech: readonly SpeechRegion[],
  reachMs = 150,
): RecognisedWord[] {
  return words.map((w) => {
    const region = regionOf(speech, w, reachMs);
    if (!region) return { ...w };
    const length = w.endMs - w.startMs;
    let startMs = w.startMs;
    let endMs = w.endMs;
    if (endMs <= region.startMs)
      [startMs, endMs] = [region.startMs, Math.min(region.endMs, region.startMs + length)];
    if (startMs >= region.endMs)
      [startMs, endMs] = [Math.max(region.startMs, region.endMs - length), region.endMs];
    startMs = Math.max(startMs, region.startMs);
    endMs = Math.min(Math.max(endMs, startMs), region.endMs + MAX_HOLD_MS);
    if (endMs - startMs < MIN_WORD_MS) endMs = Math.min(region.endMs + MAX_HOLD_MS, startMs + MIN_WORD_MS);
    return { ...w, startMs, endMs };
  });
}
