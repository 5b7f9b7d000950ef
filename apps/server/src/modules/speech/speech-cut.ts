import type { SpeechRegion } from './voice-activity.ts';

/** A recording with everything but its speech cut out, and the way back to the original times. */
export interface SpeechCut {
  samples: Float32Array;
  /** The speech regions, in the cut recording's time. */
  speech: SpeechRegion[];
  /**
   * A time in the cut recording (ms) to the original recording's time. A time in an inserted gap
   * maps to the start of the piece after it (`start`) or the end of the piece before it (`end`).
   */
  toOriginal(ms: number, side?: 'start' | 'end'): number;
}

interface Piece {
  /** Original span kept (ms). */
  fromMs: number;
  toMs: number;
  /** Where it starts in the cut recording (ms). */
  atMs: number;
}

/** Speech padding, the pause under which two regions are heard as one, the silence put between. */
const CUT = { padMs: 200, joinMs: 600, gapMs: 400 };

/** The stretches of the original kept for the recogniser: padded speech, near ones joined. */
function speechSpans(speech: readonly SpeechRegion[], durationMs: number, padMs: number, joinMs: number) {
  const spans: { fromMs: number; toMs: number }[] = [];
  for (const r of speech) {
    const fromMs = Math.max(0, r.startMs - padMs);
    const toMs = Math.min(durationMs, r.endMs + padMs);
    const last = spans[spans.length - 1];
    if (last && fromMs - last.toMs < joinMs) last.toMs = Math.max(last.toMs, toMs);
    else spans.push({ fromMs, toMs });
  }
  return spans;
}

/**
 * How long the recording cutToSpeech makes from these regions is (ms):
 * what a recogniser hears of this recording, so what its measured speed applies to.
 */
export function heardLengthMs(speech: readonly SpeechRegion[], durationMs: number): number {
  const { padMs, joinMs, gapMs } = CUT;
  const spans = speechSpans(speech, durationMs, padMs, joinMs);
  const kept = spans.reduce((sum, s) => sum + (s.toMs - s.fromMs), 0);
  return kept + gapMs * Math.max(0, spans.length - 1);
}

/**
 * Keeps only the speech regions (each padded by `padMs`; pieces closer than `joinMs` are kept as one
 * stretch), separated by `gapMs` of silence so a recogniser still hears a pause between them. Long
 * silences, music and noise between speech never reach the recogniser, so it cannot invent words there.
 */
export function cutToSpeech(
  samples: Float32Array,
  sampleRate: number,
  speech: readonly SpeechRegion[],
): SpeechCut {
  const { padMs, joinMs, gapMs } = CUT;
  const durationMs = (samples.length / sampleRate) * 1000;
  const spans = speechSpans(speech, durationMs, padMs, joinMs);
  const pieces: Piece[] = [];
  let atMs = 0;
  for (const [i, s] of spans.entries()) {
    if (i > 0) atMs += gapMs;
    pieces.push({ ...s, atMs });
    atMs += s.toMs - s.fromMs;
  }
  const toSample = (ms: number) => Math.round((ms / 1000) * sampleRate);
  const out = new Float32Array(toSample(atMs));
  for (const p of pieces) {
    const part = samples.subarray(toSample(p.fromMs), toSample(p.toMs));
    out.set(part.subarray(0, out.length - toSample(p.atMs)), toSample(p.atMs));
  }
  const toOriginal = (ms: number, side: 'start' | 'end' = 'start'): number => {
    const piece =
      side === 'start'
        ? (pieces.find((p) => ms < p.atMs + (p.toMs - p.fromMs)) ?? pieces[pieces.length - 1])
        : (pieces.findLast((p) => p.atMs <= ms) ?? pieces[0]);
    if (!piece) return ms;
    const offset = Math.min(Math.max(0, ms - piece.atMs), piece.toMs - piece.fromMs);
    return Math.round(piece.fromMs + offset);
  };
  const toCut = (ms: number): number => {
    const piece = pieces.find((p) => ms <= p.toMs) ?? pieces[pieces.length - 1];
    if (!piece) return ms;
    return Math.round(piece.atMs + Math.min(Math.max(0, ms - piece.fromMs), piece.toMs - piece.fromMs));
  };
  return {
    samples: out,
    speech: speech.map((r) => ({ startMs: toCut(r.startMs), endMs: toCut(r.endMs) })),
    toOriginal,
  };
}
