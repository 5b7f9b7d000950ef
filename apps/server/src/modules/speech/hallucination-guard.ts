import type { RecognisedWord } from './recognised-word.ts';
import { type SpeechRegion, speechOverlapMs } from './voice-activity.ts';

/**
 * Phrases recognisers (whisper above all) are known to invent over silence, music and noise: the
 * closing lines of the videos they were trained on and subtitle credits.
 */
export const STOCK_PHRASES = [
  'thanks for watching',
  'thank you for watching',
  'thank you so much for watching',
  'thank you very much for watching',
  'thanks for listening',
  'thank you for listening',
  'please subscribe',
  'subscribe to my channel',
  'like and subscribe',
  'please like and subscribe',
  "don't forget to subscribe",
  'see you in the next video',
  'see you next time',
  'subtitles by the amara.org community',
  'subtitles by',
  'transcribed by',
  'translated by',
  'amara.org',
].map((p) => p.split(' '));

/** Said all the time inside sentences; only suspect when they stand alone (1 s clear each side). */
const ISOLATED_STOCK_PHRASES = ['thank you', 'thank you very much', 'you', 'bye'].map((p) => p.split(' '));
const ISOLATION_MS = 1000;

/** Sound annotations a recogniser writes for non-speech: [Music], (applause), ♪, *laughs*. */
const ANNOTATION = /^[[(*♪♫].*[\])*♪♫]$|^[♪♫]+$/u;

const norm = (text: string) => text.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

export interface GuardOptions {
  /** Padding (ms) around a word when looking for speech under it. */
  padMs?: number;
  /** A word needs at least this much speech (ms) within its padded span. */
  minSpeechMs?: number;
  /** A repeated or stock occurrence needs this share of its span to be speech... */
  minCoverage?: number;
  /** ...and this mean confidence, to count as really said. */
  minConfidence?: number;
}

/** Why a word was dropped, for tests and logs. */
export type DropReason = 'annotation' | 'no-speech' | 'repetition' | 'stock-phrase';

function supported(
  words: readonly RecognisedWord[],
  speech: readonly SpeechRegion[],
  o: Required<GuardOptions>,
): boolean {
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) return false;
  const span = { startMs: first.startMs, endMs: Math.max(last.endMs, first.startMs) };
  const length = span.endMs - span.startMs;
  const confidence = words.reduce((s, w) => s + w.confidence, 0) / words.length;
  // A loop squeezes its copies into almost no time, or spreads them over silence.
  return (
    length >= 100 * words.length &&
    speechOverlapMs(speech, span) >= o.minCoverage * length &&
    confidence >= o.minConfidence
  );
}

const sameGram = (words: readonly RecognisedWord[], a: number, b: number, n: number) => {
  for (let k = 0; k < n; k++) {
    const x = words[a + k];
    const y = words[b + k];
    if (!x || !y || norm(x.text) !== norm(y.text) || norm(x.text) === '') return false;
  }
  return true;
};

/**
 * Drops words the audio does not support, after recognition and before timing: sound annotations,
 * words with no speech under them, the third and later copies of a word or phrase (1–4 words) repeated
 * in a row unless each copy is really spoken (its own time, on speech, confident), and stock phrases
 * ("thanks for watching", "subscribe"…) that are not clearly on speech. Words are in time order.
 */
export function guardHallucinations(
  words: readonly RecognisedWord[],
  speech: readonly SpeechRegion[],
  options: GuardOptions = {},
): { words: RecognisedWord[]; dropped: { word: RecognisedWord; reason: DropReason }[] } {
  const o: Required<GuardOptions> = {
    padMs: 120,
    minSpeechMs: 30,
    minCoverage: 0.5,
    minConfidence: 0.5,
    ...options,
  };
  const drop = new Map<number, DropReason>();

  words.forEach((w, i) => {
    if (ANNOTATION.test(w.text.trim())) drop.set(i, 'annotation');
    else if (
      speechOverlapMs(speech, { startMs: w.startMs - o.padMs, endMs: w.endMs + o.padMs }) < o.minSpeechMs
    ) {
      drop.set(i, 'no-speech');
    }
  });

  // Repetition loops: runs of 3+ copies of the same 1..4-word gram.
  for (let n = 1; n <= 4; n++) {
    for (let i = 0; i + n <= words.length;) {
      let copies = 1;
      while (sameGram(words, i, i + copies * n, n)) copies += 1;
      if (copies >= 3) {
        for (let c = 2; c < copies; c++) {
          const copy = words.slice(i + c * n, i + (c + 1) * n);
          if (!supported(copy, speech, o)) {
            for (let k = 0; k < n; k++) if (!drop.has(i + c * n + k)) drop.set(i + c * n + k, 'repetition');
          }
        }
        i += copies * n;
      } else i += 1;
    }
  }

  // Stock phrases, longest first, where they are not clearly spoken.
  const phrases = [
    ...STOCK_PHRASES.map((words) => ({ words, isolated: false })),
    ...ISOLATED_STOCK_PHRASES.map((words) => ({ words, isolated: true })),
  ].sort((a, b) => b.words.length - a.words.length);
  for (let i = 0; i < words.length; i++) {
    for (const { words: phrase, isolated } of phrases) {
      const span = words.slice(i, i + phrase.length);
      if (span.length !== phrase.length || !span.every((w, k) => norm(w.text) === phrase[k])) continue;
      if (isolated) {
        const before = words[i - 1];
        const after = words[i + phrase.length];
        const alone =
          (!before || (span[0] as RecognisedWord).startMs - before.endMs >= ISOLATION_MS) &&
          (!after || after.startMs - (span.at(-1) as RecognisedWord).endMs >= ISOLATION_MS);
        if (!alone) continue;
      }
      if (!supported(span, speech, o)) {
        for (let k = 0; k < phrase.length; k++) if (!drop.has(i + k)) drop.set(i + k, 'stock-phrase');
      }
      i += phrase.length - 1;
      break;
    }
  }

  return {
    words: words.filter((_, i) => !drop.has(i)),
    dropped: [...drop.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([i, reason]) => ({ word: words[i] as RecognisedWord, reason })),
  };
}
