import path from 'node:path';
import type { AppContext } from '../../context.ts';
import type { RecognisedWord } from './recognised-word.ts';
import type { RecognitionProgress } from './recognition-progress.ts';
import { recogniseSpeech } from './recognise-speech.ts';
import type { RecogniseOptions, SpeechEngine } from './speech-engine.ts';
import { cutToSpeech } from './speech-cut.ts';
import { expectedWorkMs, recordSpeed, type SpeedTable, speedKey } from './speech-speed.ts';
import { readChunkWords, type TranscriptionPlan, writeChunkWords } from './transcript-checkpoint.ts';
import { chunkHeardMs, chunkSpeech } from './transcript-chunks.ts';
import type { WavReader } from './wav-reader.ts';
import { writeWav } from './wav-write.ts';

export interface ChunkedRecognition {
  ctx: Pick<AppContext, 'storage' | 'log'>;
  projectId: string;
  wav: WavReader;
  plan: TranscriptionPlan;
  engine: SpeechEngine;
  /** The engine setup (engine, model, language, vocabulary) a kept chunk must have been heard by. */
  heardBy: string;
  options: Omit<RecogniseOptions, 'speech' | 'onProgress'>;
  progress: RecognitionProgress;
  speeds: SpeedTable;
  /** Where each chunk's speech-only WAV is written (one at a time). */
  scratchDir: string;
}

/**
 * Recognises a recording chunk by chunk along its plan and returns the words in the recording's time,
 * in order. Chunks already kept by an earlier run of the same setup are taken as they are; each new
 * chunk is read from the WAV alone (memory holds one chunk, whatever the recording's length), heard
 * like a short video (speech only, times mapped back), offset by its start, and kept before the next
 * begins, so a restart resumes at the first chunk not kept. Progress moves chunk by chunk, each
 * chunk's share being its share of what the recogniser hears (chunkHeardMs), the length the measured
 * speeds are per.
 */
export async function recogniseInChunks(run: ChunkedRecognition): Promise<RecognisedWord[]> {
  const { ctx, projectId, plan, heardBy, progress } = run;
  const shares = plan.chunks.map((c) => chunkHeardMs(plan.speech, c));
  const totalMs = shares.reduce((a, b) => a + b, 0) || 1;
  const results: RecognisedWord[][] = [];
  for (const [index] of plan.chunks.entries()) {
    const kept = await readChunkWords(ctx, projectId, index, heardBy);
    if (kept) results[index] = kept;
  }
  const first = plan.chunks.findIndex((_, i) => !results[i]);
  if (first > 0) {
    ctx.log.info(
      { projectId, chunk: first, of: plan.chunks.length },
      'transcription resumed at a kept chunk',
    );
  }
  let doneMs = 0;
  for (const [index, chunk] of plan.chunks.entries()) {
    const shareMs = shares[index] ?? 0;
    if (!results[index]) {
      const from = (doneMs / totalMs) * 100;
      const to = ((doneMs + shareMs) / totalMs) * 100;
      const key = speedKey(run.engine.kind, run.engine.variant);
      progress.part(from, to, expectedWorkMs(run.speeds, key, shareMs));
      const startedAt = performance.now();
      const { words, heardMs } = await recogniseChunk(run, chunk);
      await writeChunkWords(ctx, projectId, index, heardBy, words);
      // This chunk's speed makes the next estimates (quality choices, progress) truer.
      if (heardMs > 0) await recordSpeed(ctx, key, heardMs, performance.now() - startedAt);
      results[index] = words;
      ctx.log.info({ projectId, chunk: index, of: plan.chunks.length }, 'transcription chunk done');
    }
    doneMs += shareMs;
    progress.part(100 * (doneMs / totalMs), 100 * (doneMs / totalMs), null);
  }
  return results.flat();
}

/** One chunk's words, in the recording's time, and how much audio the engine heard (ms). */
async function recogniseChunk(
  run: ChunkedRecognition,
  chunk: TranscriptionPlan['chunks'][number],
): Promise<{ words: RecognisedWord[]; heardMs: number }> {
  const { wav } = run;
  const speech = chunkSpeech(run.plan.speech, chunk);
  if (speech.length === 0) return { words: [], heardMs: 0 };
  const toSample = (ms: number) => Math.round((ms / 1000) * wav.sampleRate);
  const samples = await wav.read(toSample(chunk.startMs), toSample(chunk.endMs));
  const cut = cutToSpeech(samples, wav.sampleRate, speech);
  const wavPath = path.join(run.scratchDir, 'chunk-speech.wav');
  await writeWav(wavPath, cut.samples, wav.sampleRate);
  const words = await recogniseSpeech(
    run.engine,
    { speech, speechOnly: { ...cut, wavPath }, sampleRate: wav.sampleRate },
    { ...run.options, onProgress: (percent) => run.progress.engineSays(percent) },
  );
  return {
    words: words.map((w) => ({ ...w, startMs: w.startMs + chunk.startMs, endMs: w.endMs + chunk.startMs })),
    heardMs: (cut.samples.length / wav.sampleRate) * 1000,
  };
}
