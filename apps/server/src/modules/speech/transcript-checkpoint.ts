import type { TimeSpan } from '@wordreel/core/captions/caption-words';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { projectKeys } from '../../storage/storage.ts';
import type { RecognisedWord } from './recognised-word.ts';
import type { SpeechRegion } from './voice-activity.ts';

/**
 * What a chunked transcription keeps in the project's storage while it runs, so a job restarted after
 * a crash, a deploy or a timeout resumes at the next chunk instead of starting over: the plan (voice
 * activity and chunk cuts of one exact audio) and each finished chunk's words, tagged with the engine
 * setup that heard them. Anything that no longer matches (other audio, engine, model, language or
 * vocabulary) is ignored and redone. Removed when the transcription has written its captions.
 */

export interface TranscriptionPlan {
  /** Which audio: the stored video, the range of it and its exact length in samples. */
  audio: string;
  speech: SpeechRegion[];
  chunks: TimeSpan[];
}

const span = z.object({ startMs: z.number(), endMs: z.number() });
const planSchema = z.object({ audio: z.string(), speech: z.array(span), chunks: z.array(span).min(1) });
const chunkSchema = z.object({
  heardBy: z.string(),
  words: z.array(
    z.object({ text: z.string(), startMs: z.number(), endMs: z.number(), confidence: z.number() }),
  ),
});

type CheckpointContext = Pick<AppContext, 'storage'>;

const planKey = (projectId: string) => `${projectKeys.transcription(projectId)}plan.json`;
const chunkKey = (projectId: string, index: number) =>
  `${projectKeys.transcription(projectId)}chunk-${String(index).padStart(4, '0')}.json`;

async function readJson<T>(ctx: CheckpointContext, key: string, schema: z.ZodType<T>): Promise<T | null> {
  if (!(await ctx.storage.exists(key))) return null;
  try {
    return schema.parse(JSON.parse((await ctx.storage.readFile(key)).toString('utf8')));
  } catch {
    return null; // a damaged checkpoint is redone, never trusted
  }
}

/** Whether a transcription of this project left a plan (a run to resume). */
export function hasCheckpoint(ctx: CheckpointContext, projectId: string): Promise<boolean> {
  return ctx.storage.exists(planKey(projectId));
}

/** The stored plan when it was made for this audio. */
export async function readPlan(
  ctx: CheckpointContext,
  projectId: string,
  audio: string,
): Promise<TranscriptionPlan | null> {
  const plan = await readJson(ctx, planKey(projectId), planSchema);
  return plan && plan.audio === audio ? plan : null;
}

/** Stores a new plan; chunks heard for an earlier one are dropped first. */
export async function writePlan(ctx: CheckpointContext, projectId: string, plan: TranscriptionPlan) {
  await ctx.storage.deletePrefix(projectKeys.transcription(projectId));
  await ctx.storage.writeFile(planKey(projectId), JSON.stringify(plan));
}

/** A finished chunk's words (recording time) when `heardBy` (engine setup) heard them, else null. */
export async function readChunkWords(
  ctx: CheckpointContext,
  projectId: string,
  index: number,
  heardBy: string,
): Promise<RecognisedWord[] | null> {
  const chunk = await readJson(ctx, chunkKey(projectId, index), chunkSchema);
  return chunk && chunk.heardBy === heardBy ? chunk.words : null;
}

export async function writeChunkWords(
  ctx: CheckpointContext,
  projectId: string,
  index: number,
  heardBy: string,
  words: readonly RecognisedWord[],
): Promise<void> {
  await ctx.storage.writeFile(chunkKey(projectId, index), JSON.stringify({ heardBy, words }));
}

/** Forgets the transcription's checkpoint (its captions are written). */
export async function clearCheckpoint(ctx: CheckpointContext, projectId: string): Promise<void> {
  await ctx.storage.deletePrefix(projectKeys.transcription(projectId));
}
