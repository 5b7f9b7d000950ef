import { z } from 'zod';
import type { CaptionItem } from '../captions.ts';
import { TITLE_MAX_CHARS } from '../describe/describe.ts';
import { orientationSchema } from '../export-frame.ts';
import { ClipScorer, type ClipSpan, type ClipFeatures } from './score-clip.ts';
import { splitIntoSentences, type SentenceSpan } from './sentences.ts';

/**
 * Clip finding for AI Shorts: every run of whole sentences whose length lies between the user's
 * minimum and maximum is a candidate; candidates are scored offline (score-clip.ts) and the best
 * ones that neither overlap nor repeat a better one (a retake: the same words said again) are
 * returned, best first.
 */

export const CLIP_MIN_SECONDS = 5;
export const CLIP_MAX_SECONDS = 180;
export const DEFAULT_CLIP_RANGE = { minSeconds: 20, maxSeconds: 60 } as const;
export const MAX_CLIPS = 20;

/** A clip length in whole seconds; its messages are what the AI Shorts form shows. */
const clipSecondsSchema = z
  .number({ message: 'Enter the clip lengths in seconds.' })
  .int({ message: 'Enter the clip lengths in whole seconds.' })
  .min(CLIP_MIN_SECONDS, { message: `A clip must be at least ${CLIP_MIN_SECONDS} seconds long.` })
  .max(CLIP_MAX_SECONDS, { message: `A clip can be at most ${CLIP_MAX_SECONDS} seconds long.` });

export const findClipsRequestSchema = z
  .object({
    minSeconds: clipSecondsSchema.default(DEFAULT_CLIP_RANGE.minSeconds),
    maxSeconds: clipSecondsSchema.default(DEFAULT_CLIP_RANGE.maxSeconds),
    count: z.number().int().min(1).max(MAX_CLIPS).default(10),
  })
  .refine((r) => r.minSeconds < r.maxSeconds, {
    message: 'The shortest clip length must be less than the longest.',
    path: ['minSeconds'],
  });
export type FindClipsRequest = z.infer<typeof findClipsRequestSchema>;

export const clipCandidateSchema = z.object({
  /** Stable for the same transcript: the first and last word's indexes. */
  id: z.string(),
  firstWord: z.number().int().nonnegative(),
  lastWord: z.number().int().nonnegative(),
  startMs: z.number().int().nonnegative(),
  endMs: z.number().int().nonnegative(),
  score: z.number().int().min(0).max(100),
  reason: z.string(),
  title: z.string(),
  text: z.string(),
});
export type ClipCandidate = z.infer<typeof clipCandidateSchema>;

/** Silence kept before the first word and after the last, so a clip does not clip its own words. */
const LEAD_IN_MS = 150;
const TAIL_MS = 300;

export interface ScoredCandidate extends ClipCandidate {
  features: ClipFeatures;
}

/** The best non-overlapping clips of `words`, best first (ties: the earlier clip). */
export function findClips(words: readonly CaptionItem[], request: FindClipsRequest): ScoredCandidate[] {
  const scorer = new ClipScorer(words);
  const sentences = splitIntoSentences(words);
  const minMs = request.minSeconds * 1000;
  const maxMs = request.maxSeconds * 1000;
  const scored = enumerateSpans(words, sentences, minMs, maxMs).map((span) => scorer.score(span));
  scored.sort((a, b) => b.score - a.score || a.first - b.first);

  const chosen: ScoredCandidate[] = [];
  const chosenPairs: Map<string, number>[] = [];
  for (const clip of scored) {
    if (chosen.length >= request.count) break;
    if (chosen.some((c) => clip.first <= c.lastWord && clip.last >= c.firstWord)) continue;
    const pairs = wordPairs(words, clip);
    if (chosenPairs.some((other) => sharedShare(pairs, other) >= RETAKE_SHARE)) continue;
    chosen.push(toCandidate(words, clip, clip.score, clip.reason, clip.features));
    chosenPairs.push(pairs);
  }
  return chosen;
}

/**
 * A clip whose consecutive word pairs are mostly (this share of the shorter clip's) in a better
 * clip says the same thing again: a retake, or a point repeated word for word. Pairs keep the
 * order, so two clips on one topic that merely share words stay apart.
 */
const RETAKE_SHARE = 0.6;

/** The clip's consecutive word pairs (lower case, punctuation dropped), counted. */
function wordPairs(words: readonly CaptionItem[], span: ClipSpan): Map<string, number> {
  const pairs = new Map<string, number>();
  let previous: string | null = null;
  for (let i = span.first; i <= span.last; i += 1) {
    const word = (words[i] as CaptionItem).text.toLowerCase().replace(/[^\p{L}\p{N}']+/gu, '');
    if (!word) continue;
    if (previous !== null) {
      const pair = `${previous} ${word}`;
      pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
    }
    previous = word;
  }
  return pairs;
}

/** How many of the smaller set's pairs the other also holds, as a share of the smaller set. */
function sharedShare(a: Map<string, number>, b: Map<string, number>): number {
  const [small, large] = sizeOf(a) <= sizeOf(b) ? [a, b] : [b, a];
  const total = sizeOf(small);
  if (total === 0) return 0;
  let shared = 0;
  for (const [pair, n] of small) shared += Math.min(n, large.get(pair) ?? 0);
  return shared / total;
}

function sizeOf(pairs: Map<string, number>): number {
  let n = 0;
  for (const count of pairs.values()) n += count;
  return n;
}

/** Re-scores a clip after the user moved its edges by words (kept inside the transcript). */
export function scoreClipSpan(words: readonly CaptionItem[], span: ClipSpan): ScoredCandidate {
  const first = Math.max(0, Math.min(span.first, words.length - 1));
  const last = Math.max(first, Math.min(span.last, words.length - 1));
  const clip = new ClipScorer(words).score({ first, last });
  return toCandidate(words, clip, clip.score, clip.reason, clip.features);
}

function enumerateSpans(
  words: readonly CaptionItem[],
  sentences: readonly SentenceSpan[],
  minMs: number,
  maxMs: number,
): ClipSpan[] {
  const spans: ClipSpan[] = [];
  for (let s = 0; s < sentences.length; s += 1) {
    const first = (sentences[s] as SentenceSpan).first;
    const startMs = (words[first] as CaptionItem).startMs;
    for (let e = s; e < sentences.length; e += 1) {
      const last = (sentences[e] as SentenceSpan).last;
      const duration = (words[last] as CaptionItem).endMs - startMs;
      if (duration > maxMs) break;
      if (duration >= minMs) spans.push({ first, last });
    }
  }
  return spans;
}

function toCandidate(
  words: readonly CaptionItem[],
  span: ClipSpan,
  score: number,
  reason: string,
  features: ClipFeatures,
): ScoredCandidate {
  const firstWord = words[span.first] as CaptionItem;
  const lastWord = words[span.last] as CaptionItem;
  const previousEnd = words[span.first - 1]?.endMs ?? 0;
  const nextStart = words[span.last + 1]?.startMs ?? Infinity;
  const startMs = Math.max(previousEnd, firstWord.startMs - LEAD_IN_MS, 0);
  const endMs = Math.min(nextStart, lastWord.endMs + TAIL_MS);
  const text = words
    .slice(span.first, span.last + 1)
    .map((w) => w.text.trim())
    .join(' ');
  return {
    id: `${span.first}-${span.last}`,
    firstWord: span.first,
    lastWord: span.last,
    startMs: Math.round(startMs),
    endMs: Math.round(endMs),
    score,
    reason,
    title: clipTitle(text),
    text,
    features,
  };
}

/** The offline title: the clip's first sentence, cut at a word boundary to the title limit. */
export function clipTitle(text: string): string {
  const sentence = /^.*?[.!?…](?=\s|$)/u.exec(text)?.[0] ?? text;
  const trimmed = sentence.replace(/[.…]+$/u, '').trim();
  if (trimmed.length <= TITLE_MAX_CHARS) return capitalise(trimmed);
  const cut = trimmed.slice(0, TITLE_MAX_CHARS - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), 1));
  return `${capitalise(atWord)}…`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `POST /api/projects/{id}/clips/find`: the candidates, best first, and who ranked them. */
export const findClipsResponseSchema = z.object({
  clips: z.array(clipCandidateSchema),
  ranking: z.enum(['offline', 'llm']),
  /** When no clip was found: why, and what to change (`noClipsMessage`), for the page and API clients. */
  message: z.string().optional(),
});
export type FindClipsResponse = z.infer<typeof findClipsResponseSchema>;

/** `POST /api/projects/{id}/clips`: an accepted clip, as word indexes (after any trimming) and a title. */
export const createClipBodySchema = z.object({
  firstWord: z.number().int().nonnegative(),
  lastWord: z.number().int().nonnegative(),
  title: z.string().trim().max(TITLE_MAX_CHARS).optional(),
  /**
   * The clip's export frame; left out, the source's. A portrait (or square) clip of a wider source
   * starts its auto-reframe at once.
   */
  orientation: orientationSchema.optional(),
});
export type CreateClipBody = z.infer<typeof createClipBodySchema>;

/**
 * What the clip finder says when it found nothing: a video shorter than the shortest clip asked for
 * gets told so (with its length), rather than "try a wider range", which cannot help it.
 */
export function noClipsMessage(videoSeconds: number | undefined, minSeconds: number): string {
  if (videoSeconds !== undefined && Number.isFinite(videoSeconds) && videoSeconds < minSeconds) {
    const length = Math.floor(videoSeconds);
    return `This video is ${length} s long, shorter than the shortest clip asked for (${minSeconds} s). Lower the shortest clip to ${Math.max(length, 1)} s or less, or pick a longer video.`;
  }
  return 'No clip of that length starts and ends on whole sentences. Try a wider range.';
}
