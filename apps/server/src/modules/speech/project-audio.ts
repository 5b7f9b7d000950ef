import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Storage } from '../../storage/storage.ts';
import { projectKeys } from '../../storage/storage.ts';
import { detectSpeech, type SpeechRegion } from './voice-activity.ts';
import { extractSpeechWav, readWavSamples } from './wav-audio.ts';

export interface ProjectAudio {
  /** 16 kHz mono WAV of the project's playable copy (deleted by `dispose`). */
  wavPath: string;
  samples: Float32Array;
  sampleRate: number;
  durationMs: number;
  speech: SpeechRegion[];
  dispose(): Promise<void>;
}

/** The project's audio as the recognisers and the aligner take it, or null when there is no playable copy yet. */
export async function loadProjectAudio(
  storage: Storage,
  projectId: string,
  signal?: AbortSignal,
): Promise<ProjectAudio | null> {
  const key = projectKeys.video(projectId);
  if (!(await storage.exists(key))) return null;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-audio-'));
  const dispose = () => fs.rm(dir, { recursive: true, force: true });
  try {
    const wavPath = path.join(dir, 'speech.wav');
    await extractSpeechWav(await storage.localFile(key, dir), wavPath, signal);
    const { samples, sampleRate } = await readWavSamples(wavPath);
    const durationMs = Math.round((samples.length / sampleRate) * 1000);
    return { wavPath, samples, sampleRate, durationMs, speech: detectSpeech(samples, sampleRate), dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}
