import { z } from 'zod';
import type { CaptionItem } from '../captions.ts';
import { findFillerWords, normalizeWord } from './fillers.ts';

/**
 * Cut proposals found offline from the word times (and, when known, the voice activity of the
 * audio): long pauses at a chosen pace, filler words, and retakes. Every cut starts and ends in the
 * silence between words, never inside one. Linear in the number of words (a 30-minute transcript
 * takes milliseconds, see bench/edits).
 */

export const cutPaceSchema = z.enum(['natural', 'fast', 'extra-fast']);
export type CutPace = z.infer<typeof cutPaceSchema>;

/** Pauses longer than `overMs` are cut down to `keepMs` of silence. */
export const CUT_PACES: Record<CutPace, { overMs: number; keepMs: number; label: string }> = {
  natural: { overMs: 1000, keepMs: 250, label: 'Natural' },
  fast: { overMs: 500, keepMs: 150, label: 'Fast' },
  'extra-fast': { overMs: 300, keepMs: 80, label: 'Extra fast' },
};

export const cutProposalKindSchema = z.enum(['silence', 'filler', 'retake']);
export type CutProposalKind = z.infer<typeof cutProposalKindSchema>;

export const cutProposalSchema = z.object({
  id: z.string(),
  kind: cutProposalKindSchema,
  /** The source span to cut, whole ms. */
  startMs: z.number().int().nonnegative(),
  endMs: z.number().int().nonnegative(),
  savedMs: z.number().int().nonnegative(),
  /** Indexes of the caption words the cut removes ([] for a pause). */
  firstWord: z.number().int(),
  wordCount: z.number().int().nonnegative(),
  /** The words around the cut, for showing it in context. */
  before: z.string(),
  cut: z.string(),
  after: z.string(),
});
export type CutProposal = z.infer<typeof cutProposalSchema>;

export const cutProposalsQuerySchema = z.object({ pace: cutPaceSchema.default('natural') });
export const cutProposalsResponseSchema = z.object({
  pace: cutPaceSchema,
  proposals: z.array(cutProposalSchema),
  /** Whether voice activity of the audio was used (else word times alone). */
  usedVoiceActivity: z.boolean(),
});
export type CutProposalsResponse = z.infer<typeof cutProposalsResponseSchema>;

export interface FindCutsInput {
  captions: readonly CaptionItem[];
  durationMs: number;
  pace: CutPace;
  /** Stretches of speech in the audio (voice activity), ms, sorted; optional. */
  speech?: readonly { startMs: number; endMs: number }[];
}

/** A retake is the same ≥ 3 words said again, starting within this long of the first take. */
export const RETAKE_MIN_WORDS = 3;
export const RETAKE_WINDOW_MS = 8000;
/** Untranscribed sounds between words that count as fillers (from voice activity). */
const SOUND_MIN_MS = 120;
/** …and one that runs straight into a word's edge (no silence between them). */
const SOUND_AT_WORD_MIN_MS = 200;
const SOUND_MAX_MS = 1200;
const SOUND_MARGIN_MS = 80;
const CONTEXT_WORDS = 4;

type Words = readonly CaptionItem[];

/** A point in the silence before word k (between word k-1 and word k), never inside a word. */
export function boundaryBefore(words: Words, k: number, durationMs: number): number {
  const w = words[k];
  const prev = words[k - 1];
  if (!w) return prev ? Math.min(durationMs, prev.endMs + 100) : 0;
  if (!prev) return Math.max(0, w.startMs - 100);
  if (w.startMs <= prev.endMs) return w.startMs;
  return Math.round((prev.endMs + w.startMs) / 2);
}

function text(words: Words, from: number, to: number): string {
  return words
    .slice(Math.max(0, from), Math.max(0, to))
    .map((w) => w.text.trim())
    .join(' ');
}

function proposal(
  words: Words,
  kind: CutProposalKind,
  startMs: number,
  endMs: number,
  firstWord: number,
  wordCount: number,
): CutProposal {
  const s = Math.round(startMs);
  const e = Math.round(endMs);
  return {
    id: `${kind}-${s}-${e}`,
    kind,
    startMs: s,
    endMs: e,
    savedMs: e - s,
    firstWord,
    wordCount,
    before: text(words, firstWord - CONTEXT_WORDS, firstWord),
    cut: text(words, firstWord, firstWord + wordCount),
    after: text(words, firstWord + wordCount, firstWord + wordCount + CONTEXT_WORDS),
  };
}

/** The silent parts of [a, b): the span minus the speech regions that touch it (speech is sorted). */
function silencesWithin(
  a: number,
  b: number,
  speech: readonly { startMs: number; endMs: number }[] | undefined,
  cursor: { i: number },
): [number, number][] {
  if (!speech) return b > a ? [[a, b]] : [];
  while (cursor.i < speech.length && (speech[cursor.i] as { endMs: number }).endMs <= a) cursor.i++;
  const out: [number, number][] = [];
  let from = a;
  for (let j = cursor.i; j < speech.length; j++) {
    const s = speech[j] as { startMs: number; endMs: number };
    if (s.startMs >= b) break;
    if (s.startMs > from) out.push([from, s.startMs]);
    from = Math.max(from, s.endMs);
  }
  if (b > from) out.push([from, b]);
  return out;
}

/** Long pauses (between words, before the first and after the last), cut down to the pace's keep. */
function findSilences(input: FindCutsInput, words: Words): CutProposal[] {
  const { overMs, keepMs } = CUT_PACES[input.pace];
  const out: CutProposal[] = [];
  const cursor = { i: 0 };
  for (let k = 0; k <= words.length; k++) {
    const gapStart = k === 0 ? 0 : (words[k - 1] as CaptionItem).endMs;
    const gapEnd = k === words.length ? input.durationMs : (words[k] as CaptionItem).startMs;
    for (const [a, b] of silencesWithin(gapStart, gapEnd, input.speech, cursor)) {
      if (b - a <= overMs) continue;
      // At the very start and end there is no word on the far side to keep a pause for.
      const head = k === 0 && a === 0 ? 0 : keepMs / 2;
      const tail = k === words.length && b === input.durationMs ? 0 : keepMs / 2;
      const p = proposal(words, 'silence', a + head, b - tail, k, 0);
      if (p.savedMs > 0) out.push(p);
    }
  }
  return out;
}

/** The voiced parts of [a, b): the span intersected with the speech regions (sorted). */
function voicedWithin(
  a: number,
  b: number,
  speech: readonly { startMs: number; endMs: number }[],
  cursor: { i: number },
): [number, number][] {
  while (cursor.i < speech.length && (speech[cursor.i] as { endMs: number }).endMs <= a) cursor.i++;
  const out: [number, number][] = [];
  for (let j = cursor.i; j < speech.length; j++) {
    const s = speech[j] as { startMs: number; endMs: number };
    if (s.startMs >= b) break;
    out.push([Math.max(a, s.startMs), Math.min(b, s.endMs)]);
  }
  return out;
}

/**
 * Untranscribed sounds between words: where the voice activity hears speech in the gap between two
 * recognised words (or before the first, after the last) and no word covers it, and it lasts as long
 * as a filler does. The recognisers often leave "um"/"uh" out of their text. A sound set off by
 * silence on both sides is cut from the middle of each silence; one run straight into a word (the
 * voice activity bridges pauses under 160 ms, so "we um go" is one region) is cut from that word's
 * edge, and must be longer (a word's timing can end a little early).
 */
function findVoicedGaps(input: FindCutsInput, words: Words): CutProposal[] {
  if (!input.speech) return [];
  const out: CutProposal[] = [];
  const cursor = { i: 0 };
  for (let k = 0; k <= words.length; k++) {
    const gapStart = k === 0 ? 0 : (words[k - 1] as CaptionItem).endMs;
    const gapEnd = k === words.length ? input.durationMs : (words[k] as CaptionItem).startMs;
    if (gapEnd - gapStart < SOUND_MIN_MS) continue;
    const voiced = voicedWithin(gapStart, gapEnd, input.speech, cursor);
    const first = voiced[0];
    const last = voiced.at(-1);
    if (!first || !last) continue;
    const heardMs = voiced.reduce((sum, [a, b]) => sum + b - a, 0);
    const fromWord = first[0] - gapStart < SOUND_MARGIN_MS;
    const intoWord = gapEnd - last[1] < SOUND_MARGIN_MS;
    // At the very start or end there is no word to run into: only a sound set off by silence counts.
    if ((fromWord && k === 0) || (intoWord && k === words.length)) continue;
    const minMs = fromWord || intoWord ? SOUND_AT_WORD_MIN_MS : SOUND_MIN_MS;
    if (heardMs < minMs || last[1] - first[0] > SOUND_MAX_MS) continue;
    const from = fromWord ? gapStart : (gapStart + first[0]) / 2;
    const to = intoWord ? gapEnd : (last[1] + gapEnd) / 2;
    out.push({ ...proposal(words, 'filler', from, to, k, 0), cut: '(sound)' });
  }
  return out;
}

/** Filler words by the rules, and untranscribed filler-length sounds between words. */
function findFillers(input: FindCutsInput, words: Words): CutProposal[] {
  const out: CutProposal[] = [];
  for (const [first, count] of findFillerWords(words)) {
    const from = boundaryBefore(words, first, input.durationMs);
    const to = boundaryBefore(words, first + count, input.durationMs);
    out.push(proposal(words, 'filler', from, to, first, count));
  }
  return [...out, ...findVoicedGaps(input, words)];
}

/**
 * Retakes: a phrase of ≥ 3 words said again within RETAKE_WINDOW_MS; everything from the first
 * take's start to the last take's start is cut, so the last take stays.
 */
function findRetakes(input: FindCutsInput, words: Words): CutProposal[] {
  const norm = words.map((w) => normalizeWord(w.text));
  const out: CutProposal[] = [];
  for (let i = 0; i < words.length; i++) {
    let lastTake = -1;
    const start = (words[i] as CaptionItem).startMs;
    for (
      let j = i + 1;
      j < words.length && (words[j] as CaptionItem).startMs - start <= RETAKE_WINDOW_MS;
      j++
    ) {
      let n = 0;
      while (i + n < j && j + n < words.length && norm[i + n] !== '' && norm[i + n] === norm[j + n]) n++;
      if (n >= RETAKE_MIN_WORDS) lastTake = j;
    }
    if (lastTake < 0) continue;
    const from = boundaryBefore(words, i, input.durationMs);
    const to = boundaryBefore(words, lastTake, input.durationMs);
    out.push(proposal(words, 'retake', from, to, i, lastTake - i));
    i = lastTake - 1;
  }
  return out;
}

/** All proposals at a pace, in time order. */
export function findCuts(input: FindCutsInput): CutProposal[] {
  const words = [...input.captions].sort((a, b) => a.startMs - b.startMs);
  return [...findSilences(input, words), ...findFillers(input, words), ...findRetakes(input, words)]
    .filter((p) => p.savedMs > 0)
    .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
}
