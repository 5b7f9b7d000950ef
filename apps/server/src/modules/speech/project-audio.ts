import path from 'node:path';
import { createScratchDir } from '../../storage/scratch-dir.ts';
import type { AppContext } from '../../context.ts';
import { findVideoKey } from '../projects/project-media.ts';
import { detectSpeech } from './silero-vad.ts';
import { cutToSpeech, type SpeechCut } from './speech-cut.ts';
import type { SpeechRegion } from './voice-activity.ts';
import { extractSpeechWav, readWavSamples } from './wav-audio.ts';
import { writeWav } from './wav-write.ts';

export interface ProjectAudio {
  /** 16 kHz mono WAV of the project's playable copy (deleted by `dispose`). */
  wavPath: string;
  samples: Float32Array;
  sampleRate: number;
  durationMs: number;
  speech: SpeechRegion[];
  /** The same audio with only its speech kept (what the recognisers hear), and its WAV file. */
  speechOnly: SpeechCut & { wavPath: string };
  dispose(): Promise<void>;
}

/** The project's audio as the recognisers and the aligner take it, or null when there is no playable copy yet. */
export async function loadProjectAudio(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  projectId: string,
  signal?: AbortSignal,
): Promise<ProjectAudio | null> {
  const { storage } = ctx;
  const key = await findVideoKey(ctx.db, projectId);
  if (!key || !(await storage.exists(key))) return null;
  return loadAudio((dir) => storage.localFile(key, dir), signal);
}

/**
 * Any audio or video file as the recognisers take it: 16 kHz mono WAV, its speech regions (Silero
 * VAD) and a speech-only copy, in a scratch folder removed by `dispose`.
 */
export async function loadAudio(
  source: string | ((dir: string) => Promise<string>),
  signal?: AbortSignal,
): Promise<ProjectAudio> {
  const { dir, dispose } = await createScratchDir('audio');
  try {
    const wavPath = path.join(dir, 'speech.wav');
    const input = typeof source === 'string' ? source : await source(dir);
    await extractSpeechWav(input, wavPath, signal);
    const { samples, sampleRate } = await readWavSamples(wavPath);
    const durationMs = Math.round((samples.length / sampleRate) * 1000);
    const speech = await detectSpeech(samples, sampleRate, { signal });
    const cut = cutToSpeech(samples, sampleRate, speech);
    const speechOnly = { ...cut, wavPath: path.join(dir, 'speech-only.wav') };
    await writeWav(speechOnly.wavPath, cut.samples, sampleRate);
    return { wavPath, samples, sampleRate, durationMs, speech, speechOnly, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}
