import type { Language } from '@wordreel/core';
import type { RecognitionEngine } from '@wordreel/core/captions/captions-meta';
import type { RecognisedWord } from './caption-list.ts';

export interface RecogniseOptions {
  language: Language;
  signal?: AbortSignal;
  /** 0..100 as the engine gets through the audio. */
  onProgress?: (percent: number) => void;
  /** Speech regions of the audio (ms), for engines that can skip silence. */
  speech?: readonly { startMs: number; endMs: number }[];
  /** The user's custom vocabulary: engines that take a prompt get it (whisper). */
  vocabulary?: readonly string[];
}

/** A speech recogniser run on a 16 kHz mono WAV file. */
export interface SpeechEngine {
  readonly kind: RecognitionEngine;
  /** The model it runs, for the captions meta (e.g. base.en, en-us). */
  readonly model: string;
  /** The exact model file it runs (base.en-q5_0), whose measured speed estimates its next runs. */
  readonly variant: string;
  recognise(wavPath: string, options: RecogniseOptions): Promise<RecognisedWord[]>;
}
