import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../storage/storage.ts';

/** Where the measured speeds live: one small JSON document shared by every API server and worker. */
export const SPEECH_SPEED_KEY = 'speech/speed.json';

/**
 * How fast one step ran here: wall milliseconds of work per second of audio (for a recogniser, of
 * the speech it heard).
 */
export interface SpeedEntry {
  msPerAudioSecond: number;
  runs: number;
  updatedAt: string;
}
export type SpeedTable = Record<string, SpeedEntry>;

/** Newer runs weigh this much (the machine's load and the model files change over time). */
const WEIGHT = 0.3;
/** Shorter runs say more about start-up than about speed. */
const MIN_AUDIO_MS = 2000;

export const speedKey = (engine: string, model: string) => `${engine}:${model}`;
/**
 * Getting a video ready to hear, per second of its length: its audio read out by ffmpeg and its
 * speech found by Silero, before any recogniser runs.
 */
export const PREPARE_SPEED_KEY = speedKey('prepare', 'audio+vad');

export async function readSpeeds(storage: Pick<Storage, 'readFile'>): Promise<SpeedTable> {
  try {
    const parsed: unknown = JSON.parse((await storage.readFile(SPEECH_SPEED_KEY)).toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as SpeedTable) : {};
  } catch {
    return {}; // nothing measured yet (or an unreadable file, rewritten on the next run)
  }
}

/** The table with one more run folded in (a moving average). */
export function withRun(
  table: SpeedTable,
  key: string,
  audioMs: number,
  workMs: number,
  now = new Date(),
): SpeedTable {
  if (audioMs < MIN_AUDIO_MS || workMs <= 0) return table;
  const measured = workMs / (audioMs / 1000);
  const previous = table[key];
  const msPerAudioSecond = previous ? previous.msPerAudioSecond * (1 - WEIGHT) + measured * WEIGHT : measured;
  return {
    ...table,
    [key]: {
      msPerAudioSecond: Math.round(msPerAudioSecond),
      runs: (previous?.runs ?? 0) + 1,
      updatedAt: now.toISOString(),
    },
  };
}

/**
 * Records one run of a step. Two runs finishing at once may lose one of the two samples (last write
 * wins), and a sample that cannot be written is only logged: an estimate, not a ledger.
 */
export async function recordSpeed(
  ctx: { storage: Pick<Storage, 'readFile' | 'writeFile'>; log: Pick<FastifyBaseLogger, 'warn'> },
  key: string,
  audioMs: number,
  workMs: number,
): Promise<void> {
  try {
    const table = await readSpeeds(ctx.storage);
    const next = withRun(table, key, audioMs, workMs);
    if (next !== table) await ctx.storage.writeFile(SPEECH_SPEED_KEY, JSON.stringify(next));
  } catch (err) {
    ctx.log.warn({ err, key }, 'speech speed not recorded');
  }
}

/** Wall milliseconds the engine should take for this much speech; null before it has run here. */
export function expectedWorkMs(table: SpeedTable, key: string, audioMs: number): number | null {
  const entry = table[key];
  return entry ? Math.round((entry.msPerAudioSecond * audioMs) / 1000) : null;
}
