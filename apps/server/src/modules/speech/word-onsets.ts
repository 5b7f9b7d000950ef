import type { RecognisedWord } from './recognised-word.ts';
import { MIN_WORD_MS } from './word-timing.ts';

/** Frame step of the loudness envelope (ms). */
export const FRAME_MS = 10;

/** A recording's loudness as sound / quiet frames of FRAME_MS. */
export interface SoundFrames {
  /** 1 where the frame is louder than the recording's background by `marginDb`. */
  loud: Uint8Array;
  /** The background level (dBFS) the decision was made against, and the threshold used. */
  floorDb: number;
  thresholdDb: number;
}

export interface OnsetOptions {
  /** How far above the background a frame must be to count as sound (dB). */
  marginDb?: number;
  /** A quiet stretch must last this long to count as a pause between words (ms). */
  minPauseMs?: number;
  /** How far a start may move later, out of a pause onto the sound after it (ms). */
  maxForwardMs?: number;
  /** How far a start may move earlier, back to the onset of the sound it sits in (ms). */
  maxBackMs?: number;
  /** How far an end may move later, to the end of the sound it sits in (ms). */
  maxExtendMs?: number;
  /**
   * A start on the last sound of the word before (sound that began before the word and stops within
   * this many ms, then a pause) moves to the onset after that pause (ms).
   */
  maxTailMs?: number;
}

const DEFAULTS: Required<OnsetOptions> = {
  marginDb: 10,
  minPauseMs: 20,
  maxForwardMs: 200,
  maxBackMs: 120,
  maxExtendMs: 250,
  // 100, not 60: espeak-ng's "when it" (en-gb) had pocketsphinx start "it" 78 ms before "when" stopped
  // sounding (decision 050); real speech's figures did not move.
  maxTailMs: 100,
};

const SILENT_DB = -120;

/**
 * Splits a recording into 10 ms frames and marks those louder than its background. The background is
 * the 10th percentile of the frames' levels, digital silence left out (the speech-only copy has
 * inserted gaps of zeros), so the threshold follows the recording: a quiet studio and a noisy room
 * each get theirs. Sound never needs to be louder than 50 dB under the loudest frames.
 */
export function soundFrames(
  samples: Float32Array,
  sampleRate: number,
  marginDb = DEFAULTS.marginDb,
): SoundFrames {
  const size = Math.max(1, Math.round((sampleRate * FRAME_MS) / 1000));
  const count = Math.ceil(samples.length / size);
  const db = new Float32Array(count);
  for (let f = 0; f < count; f++) {
    let sum = 0;
    const end = Math.min(samples.length, (f + 1) * size);
    for (let i = f * size; i < end; i++) sum += (samples[i] as number) ** 2;
    const power = sum / Math.max(1, end - f * size);
    db[f] = power > 1e-12 ? 10 * Math.log10(power) : SILENT_DB;
  }
  const heard = Array.from(db)
    .filter((v) => v > SILENT_DB)
    .sort((a, b) => a - b);
  const at = (q: number) => heard[Math.min(heard.length - 1, Math.floor(q * heard.length))] ?? SILENT_DB;
  const floorDb = at(0.1);
  const peakDb = at(0.99);
  const thresholdDb = Math.min(floorDb + marginDb, Math.max(peakDb - 50, floorDb + 3));
  const loud = new Uint8Array(count);
  for (let f = 0; f < count; f++) loud[f] = (db[f] as number) > thresholdDb ? 1 : 0;
  return { loud, floorDb, thresholdDb };
}

/**
 * Marks as sound the quiet runs shorter than `minFrames` that have sound on both sides (the closure
 * of a stop consonant, a dip between syllables), so only real pauses stay quiet.
 */
function bridgeShortDips(loud: Uint8Array, minFrames: number): Uint8Array {
  const out = loud.slice();
  let f = 0;
  while (f < out.length) {
    if (out[f]) {
      f += 1;
      continue;
    }
    let g = f;
    while (g < out.length && !out[g]) g += 1;
    if (f > 0 && g < out.length && g - f < minFrames) out.fill(1, f, g);
    f = g;
  }
  return out;
}

/**
 * Puts each recognised word's start on the onset of its sound and its end on the sound's end, from
 * the recording's own loudness: the step run after recognition on any engine, whose word boundaries
 * are coarse (pocketsphinx gives the short pause before a word to the word; whisper's times are
 * token guesses). Words are in spoken order, times in the recording's ms. For each word:
 *  - a start inside a pause moves later to the first sound after it (at most `maxForwardMs`, and
 *    never past the word's end less MIN_WORD_MS);
 *  - a start inside sound moves earlier to the onset of that sound when that onset is a real pause's
 *    end within `maxBackMs` and the word before has ended by then (connected speech is left alone);
 *  - a start on the last `maxTailMs` of the word before's sound (that sound then stops, a pause
 *    follows) moves on to the sound after the pause;
 *  - an end inside a pause moves earlier to the last sound of the word (the word is not held through
 *    the pause), never leaving it shorter than MIN_WORD_MS;
 *  - an end inside sound moves later to where that sound stops when it stops within `maxExtendMs`
 *    and before the next word starts.
 * A word-final stop's release after its silent closure ("it", "sync") stays in the word only when the
 * engine's end is past it (decision 042: taking such bursts in by rule made real speech worse).
 * Words never overlap after it and keep their order; a word with no sound at all is left as it was
 * (the hallucination guard and the speech clamps deal with those).
 */
export function refineWordTimes(
  words: readonly RecognisedWord[],
  frames: SoundFrames,
  options: OnsetOptions = {},
): RecognisedWord[] {
  const o = { ...DEFAULTS, ...options };
  const loud = bridgeShortDips(frames.loud, Math.max(1, Math.round(o.minPauseMs / FRAME_MS)));
  const n = loud.length;
  const isLoud = (f: number) => f >= 0 && f < n && loud[f] === 1;
  const frameOf = (ms: number) => Math.floor(ms / FRAME_MS);
  const timed = (w: RecognisedWord | undefined): w is RecognisedWord =>
    !!w && Number.isFinite(w.startMs) && Number.isFinite(w.endMs) && w.endMs > w.startMs;

  const startOf = (w: RecognisedWord, prevEnd: number): number => {
    const s = frameOf(w.startMs);
    const forward = Math.min(frameOf(w.startMs + o.maxForwardMs), frameOf(w.endMs - MIN_WORD_MS));
    const nextSound = (from: number) => {
      let f = from;
      while (f <= forward && !isLoud(f)) f += 1;
      return f <= forward ? f * FRAME_MS : w.startMs;
    };
    if (!isLoud(s)) return nextSound(s + 1);
    const limit = frameOf(w.startMs - o.maxBackMs);
    let f = s;
    while (f - 1 >= limit && isLoud(f - 1)) f -= 1;
    const onsetMs = f * FRAME_MS;
    if (f - 1 >= limit && f - 1 >= 0 && onsetMs >= prevEnd) return Math.min(w.startMs, onsetMs);
    if (f === s) return w.startMs;
    // The sound began before the word: if it stops soon, it is the tail of the word before.
    let g = s;
    while (g + 1 < n && isLoud(g + 1) && g + 1 - s < o.maxTailMs / FRAME_MS) g += 1;
    return isLoud(g + 1) ? w.startMs : nextSound(g + 1);
  };

  const endOf = (w: RecognisedWord, startMs: number, nextStart: number): number => {
    const e = frameOf(w.endMs - 1); // the frame holding the word's last millisecond
    if (!isLoud(e)) {
      const limit = frameOf(startMs + MIN_WORD_MS);
      let f = e - 1;
      while (f >= limit && !isLoud(f)) f -= 1;
      return f >= limit ? Math.min(w.endMs, (f + 1) * FRAME_MS) : w.endMs;
    }
    const limit = frameOf(w.endMs + o.maxExtendMs);
    let f = e;
    while (f + 1 <= limit && isLoud(f + 1)) f += 1;
    const offsetMs = (f + 1) * FRAME_MS;
    return f + 1 <= limit && f + 1 < n && offsetMs <= nextStart ? Math.max(w.endMs, offsetMs) : w.endMs;
  };

  // Starts first (against the engine's end of the word before), then ends (against the next word's
  // new start), then order: no overlap, and a word the moves would leave too short keeps its times.
  const starts = words.map((w) => w.startMs);
  const ends = words.map((w) => w.endMs);
  const order = words.flatMap((w, i) => (timed(w) ? [i] : []));
  for (const [k, i] of order.entries()) {
    const prev = words[order[k - 1] ?? -1];
    starts[i] = startOf(words[i] as RecognisedWord, prev ? prev.endMs : -Infinity);
  }
  for (const [k, i] of order.entries()) {
    const next = order[k + 1];
    ends[i] = endOf(
      words[i] as RecognisedWord,
      starts[i] as number,
      next === undefined ? Infinity : (starts[next] as number),
    );
  }
  const out = words.map((w) => ({ ...w }));
  let prevEnd = -Infinity;
  for (const [i, w] of out.entries()) {
    if (!timed(w)) continue;
    let startMs = Math.max(starts[i] as number, prevEnd);
    let endMs = ends[i] as number;
    if (endMs - startMs < MIN_WORD_MS) [startMs, endMs] = [Math.max(w.startMs, prevEnd), w.endMs];
    w.startMs = startMs;
    w.endMs = Math.max(endMs, startMs + 1);
    prevEnd = w.endMs;
  }
  return out;
}
