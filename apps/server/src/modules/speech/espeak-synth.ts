import type { Language } from '@wordreel/core';
import type { TimeSpan } from '@wordreel/core/captions/caption-words';
import { runProcess } from '../../process/run-process.ts';
import { soundSpan } from './sound-span.ts';
import { parseWav, SAMPLE_RATE } from './wav-audio.ts';

/** espeak-ng voices for the app's languages. */
const VOICES: Record<Language, string> = { en: 'en-us', hi: 'hi' };

/** Linear resampling; precise enough for alignment features. */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const out = new Float32Array(Math.floor((samples.length * to) / from));
  for (let i = 0; i < out.length; i++) {
    const x = (i * from) / to;
    const k = Math.floor(x);
    const frac = x - k;
    out[i] = (samples[k] as number) * (1 - frac) + (samples[k + 1] ?? 0) * frac;
  }
  return out;
}

async function speakWord(word: string, language: Language, signal?: AbortSignal): Promise<Float32Array> {
  // `--` ends the options, so a word starting with "-" is spoken, not parsed.
  const { stdoutBuffer } = await runProcess(
    'espeak-ng',
    ['-v', VOICES[language], '-z', '--stdout', '--', word],
    {
      signal,
    },
  );
  const { samples, sampleRate } = parseWav(stdoutBuffer, 'espeak-ng output');
  const audio = resample(samples, sampleRate, SAMPLE_RATE);
  // Keep only the spoken part: espeak pads each utterance with silence.
  const span = soundSpan(audio, SAMPLE_RATE);
  if (!span) return audio;
  return audio.subarray(
    Math.floor((span.startMs / 1000) * SAMPLE_RATE),
    Math.ceil((span.endMs / 1000) * SAMPLE_RATE),
  );
}

export interface SynthesisedScript {
  samples: Float32Array;
  /** Where each word lies in `samples`. */
  words: TimeSpan[];
}

/**
 * Speaks a script with espeak-ng one word at a time and lays the words end to end with a short gap,
 * so every word's boundaries in the synthetic audio are known exactly.
 */
export async function synthesiseScript(
  words: readonly string[],
  language: Language,
  signal?: AbortSignal,
  gapMs = 40,
  /** The share of distinct words spoken so far (0..1). */
  onProgress?: (done: number) => void,
): Promise<SynthesisedScript> {
  const unique = [...new Set(words)];
  const spoken = new Map<string, Float32Array>();
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const word = unique[next++] as string;
      spoken.set(word, await speakWord(word, language, signal));
      onProgress?.(spoken.size / unique.length);
    }
  };
  await Promise.all([worker(), worker()]);

  const gap = Math.round((gapMs / 1000) * SAMPLE_RATE);
  const total = words.reduce((n, w) => n + (spoken.get(w)?.length ?? 0) + gap, gap);
  const samples = new Float32Array(total);
  const spans: TimeSpan[] = [];
  let at = gap;
  for (const w of words) {
    const audio = spoken.get(w) ?? new Float32Array(0);
    samples.set(audio, at);
    spans.push({ startMs: (at / SAMPLE_RATE) * 1000, endMs: ((at + audio.length) / SAMPLE_RATE) * 1000 });
    at += audio.length + gap;
  }
  return { samples, words: spans };
}
