import type { CaptionItem } from '../captions.ts';
import { ENGLISH_STOPWORDS, HINDI_STOPWORDS } from '../text/stopwords.ts';
import { normalizeWord } from '../timeline/fillers.ts';
import { endsSentence } from './sentences.ts';

/**
 * The offline clip scorer: what makes a 20–60 s stretch of talk work as a short on its own. Each
 * feature is 0–1; the score is their weighted sum on 0–100, with a one-line reason naming what
 * helped and what hurt. Built once per transcript (prefix sums) so that scoring one candidate costs
 * only its first seconds, which keeps a 60-minute transcript well under the 2 s goal (bench/shorts).
 */

export const CLIP_SCORE_WEIGHTS = {
  hook: 30,
  completeness: 25,
  keywords: 20,
  pace: 15,
  silence: 10,
} as const;

export type ClipFeature = keyof typeof CLIP_SCORE_WEIGHTS;
export type ClipFeatures = Record<ClipFeature, number>;

/** The window at the start of a clip that must hook the viewer. */
export const HOOK_WINDOW_MS = 3000;
/** A gap between words at least this long counts as silence. */
const SILENT_GAP_MS = 400;

const INTERROGATIVES = new Set(['why', 'how', 'what', 'who', 'when', 'where', 'which', 'whats', "what's"]);
const QUESTION_PAIRS = new Set([
  'have you',
  'did you',
  'do you',
  'are you',
  'can you',
  'what if',
  'ever wonder',
]);
const NUMBER_WORDS = new Set(
  'two three four five six seven eight nine ten eleven twelve twenty thirty fifty hundred thousand million billion percent half double triple'.split(
    ' ',
  ),
);
const CLAIM_WORDS = new Set(
  `never always best worst biggest secret secrets mistake mistakes truth nobody everyone everything nothing stop
  must only most crazy insane surprising wrong biggest huge simplest easiest fastest hardest greatest
  important shocking changed forget`.split(/\s+/),
);
const ADDRESS_WORDS = new Set(['you', 'your', "you're", "you've", "you'll", 'yourself']);
/** Openers that point back to something said before the clip, so the clip cannot stand alone. */
const BACK_REFERENCES = new Set(
  'this that it its these those they them he she him her so and but because or then also which plus anyway'.split(
    ' ',
  ),
);

export interface ClipSpan {
  first: number;
  last: number;
}

export interface ScoredClip extends ClipSpan {
  score: number;
  reason: string;
  features: ClipFeatures;
}

/** Per-transcript tables the scorer reads in O(1) per candidate. */
export class ClipScorer {
  private readonly normalized: string[];
  private readonly contentPrefix: Int32Array;
  private readonly silencePrefix: Float64Array;
  /** Whether the recogniser punctuated at all (pocketsphinx does not). */
  private readonly punctuated: boolean;

  constructor(private readonly words: readonly CaptionItem[]) {
    this.normalized = words.map((w) => normalizeWord(w.text));
    this.contentPrefix = new Int32Array(words.length + 1);
    this.silencePrefix = new Float64Array(words.length + 1);
    let punctuated = false;
    for (let i = 0; i < words.length; i += 1) {
      const word = words[i] as CaptionItem;
      const previous = words[i - 1];
      const gap = previous ? word.startMs - previous.endMs : 0;
      this.contentPrefix[i + 1] =
        (this.contentPrefix[i] ?? 0) + (isContentWord(this.normalized[i] ?? '') ? 1 : 0);
      this.silencePrefix[i + 1] = (this.silencePrefix[i] ?? 0) + (gap >= SILENT_GAP_MS ? gap : 0);
      punctuated ||= endsSentence(word.text);
    }
    this.punctuated = punctuated;
  }

  /** The clip's features and score; `first`/`last` are inclusive word indexes. */
  score(span: ClipSpan): ScoredClip {
    const { first, last } = span;
    const startMs = this.words[first]?.startMs ?? 0;
    const durationMs = Math.max(1, (this.words[last]?.endMs ?? startMs) - startMs);
    const count = last - first + 1;
    const hook = this.hookSignals(first, last, startMs);
    const opener = this.normalized[first] ?? '';
    const backReference = BACK_REFERENCES.has(opener);
    const lastWord = this.words[last]?.text ?? '';
    const endsWhole = this.punctuated ? endsSentence(lastWord) : true;
    const content = (this.contentPrefix[last + 1] ?? 0) - (this.contentPrefix[first] ?? 0);
    const silentMs = (this.silencePrefix[last + 1] ?? 0) - (this.silencePrefix[first + 1] ?? 0);
    const wordsPerSecond = count / (durationMs / 1000);

    const features: ClipFeatures = {
      hook: Math.min(1, 0.6 * +hook.question + 0.4 * +hook.number + 0.4 * +hook.claim + 0.3 * +hook.address),
      completeness: 0.5 * +!backReference + 0.5 * +endsWhole,
      keywords: clamp01((content / count - 0.2) / 0.35),
      pace: paceScore(wordsPerSecond),
      silence: 1 - clamp01(silentMs / durationMs / 0.3),
    };
    let total = 0;
    for (const key of Object.keys(CLIP_SCORE_WEIGHTS) as ClipFeature[]) {
      total += CLIP_SCORE_WEIGHTS[key] * features[key];
    }
    const reason = describeClip({
      hook,
      backReference: backReference ? opener : null,
      endsWhole,
      features,
      wordsPerSecond,
    });
    return { first, last, score: Math.round(total), reason, features };
  }

  private hookSignals(first: number, last: number, startMs: number) {
    const signals = { question: false, number: false, claim: false, address: false };
    for (let i = first; i <= last; i += 1) {
      const word = this.words[i] as CaptionItem;
      if (word.startMs - startMs >= HOOK_WINDOW_MS) break;
      const norm = this.normalized[i] ?? '';
      const pair = `${norm} ${this.normalized[i + 1] ?? ''}`;
      if (word.text.includes('?') || (i === first && INTERROGATIVES.has(norm)) || QUESTION_PAIRS.has(pair)) {
        signals.question = true;
      }
      if (/\p{N}/u.test(norm) || NUMBER_WORDS.has(norm)) signals.number = true;
      if (CLAIM_WORDS.has(norm)) signals.claim = true;
      if (ADDRESS_WORDS.has(norm)) signals.address = true;
    }
    return signals;
  }
}

function isContentWord(norm: string): boolean {
  if (/\p{N}/u.test(norm)) return true;
  return norm.length >= 4 && !ENGLISH_STOPWORDS.has(norm) && !HINDI_STOPWORDS.has(norm);
}

/** 1 for an easy-to-follow 2.2–3.6 words a second, falling to 0 at 1 (dragging) and 5 (rushed). */
function paceScore(wordsPerSecond: number): number {
  if (wordsPerSecond < 2.2) return clamp01((wordsPerSecond - 1) / 1.2);
  if (wordsPerSecond > 3.6) return clamp01((5 - wordsPerSecond) / 1.4);
  return 1;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

interface ReasonInput {
  hook: { question: boolean; number: boolean; claim: boolean; address: boolean };
  backReference: string | null;
  endsWhole: boolean;
  features: ClipFeatures;
  wordsPerSecond: number;
}

/** One line: the hook first, then whether it stands alone, then the strongest other signal. */
function describeClip({ hook, backReference, endsWhole, features, wordsPerSecond }: ReasonInput): string {
  const parts: string[] = [];
  if (hook.question) parts.push('Opens with a question');
  else if (hook.number) parts.push('Opens with a number');
  else if (hook.claim) parts.push('Opens with a strong claim');
  else if (hook.address) parts.push('Speaks to the viewer from the start');
  else parts.push('No hook in the first 3 s');

  if (backReference) parts.push(`starts with “${backReference}”, pointing back`);
  else if (!endsWhole) parts.push('ends mid-thought');
  else parts.push('a complete thought');

  if (features.silence < 0.5) parts.push('long pauses');
  else if (wordsPerSecond < 1.8) parts.push('slow delivery');
  else if (wordsPerSecond > 4.2) parts.push('rushed delivery');
  else if (features.keywords >= 0.6) parts.push('dense with keywords');
  return parts.join('; ');
}
