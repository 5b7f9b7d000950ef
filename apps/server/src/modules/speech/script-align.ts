import type { Language } from '@wordreel/core';
import { splitWords } from '@wordreel/core/captions/caption-words';
import type { RecognisedWord } from './caption-list.ts';
import { dtwMap } from './dtw.ts';
import { synthesiseScript } from './espeak-synth.ts';
import { HOP_MS, mfcc } from './mfcc.ts';
import { type SpeechRegion } from './voice-activity.ts';
import { SAMPLE_RATE } from './wav-audio.ts';

/**
 * Aligns a known script to recorded speech: the script is synthesised with espeak-ng (word
 * boundaries known), MFCCs of both are matched with DTW, and each word's synthetic start and end are
 * carried through the warping path into the recording. Only the stretch from the first to the last
 * detected speech is aligned, so leading and trailing silence does not stretch the path.
 */
export async function alignScript(
  audio: Float32Array,
  script: string,
  language: Language,
  speech: readonly SpeechRegion[],
  signal?: AbortSignal,
  /** 0..100 as the steps go: synthesis (to 70), features (80), warping (100). */
  onProgress?: (percent: number) => void,
): Promise<RecognisedWord[]> {
  const words = splitWords(script);
  if (words.length === 0) return [];
  const durationMs = (audio.length / SAMPLE_RATE) * 1000;
  const fromMs = Math.max(0, (speech[0]?.startMs ?? 0) - 50);
  const toMs = Math.min(durationMs, (speech[speech.length - 1]?.endMs ?? durationMs) + 50);
  const real = audio.subarray(
    Math.floor((fromMs / 1000) * SAMPLE_RATE),
    Math.ceil((toMs / 1000) * SAMPLE_RATE),
  );

  const synth = await synthesiseScript(words, language, signal, undefined, (done) =>
    onProgress?.(Math.round(done * 70)),
  );
  const realFeatures = await mfcc(real, SAMPLE_RATE, signal);
  const synthFeatures = await mfcc(synth.samples, SAMPLE_RATE, signal);
  onProgress?.(80);
  signal?.throwIfAborted();
  const map = await dtwMap(realFeatures, synthFeatures, undefined, undefined, signal);
  onProgress?.(100);
  const last = synthFeatures.length - 1;
  const toReal = (synthMs: number) => {
    const frame = Math.min(last, Math.max(0, Math.round(synthMs / HOP_MS)));
    return fromMs + (map[frame] ?? 0) * HOP_MS;
  };
  return words.map((text, i) => {
    const span = synth.words[i] as { startMs: number; endMs: number };
    const startMs = toReal(span.startMs);
    return { text, startMs, endMs: Math.max(startMs, toReal(span.endMs)), confidence: 1 };
  });
}
