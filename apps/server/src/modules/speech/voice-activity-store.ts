import { z } from 'zod';
import type { Storage } from '../../storage/storage.ts';
import { projectKeys } from '../../storage/storage.ts';

const voiceActivitySchema = z.object({
  /** The source's length as heard (a clip: up to its range's end). */
  durationMs: z.number().nonnegative(),
  /** Where someone is speaking, in source time. */
  speech: z.array(z.object({ startMs: z.number(), endMs: z.number() })),
});
export type StoredVoiceActivity = z.infer<typeof voiceActivitySchema>;

/**
 * A fact about a project's source the transcribe job keeps for later steps: cut finding (AI Edits)
 * and the time estimate of writing its captions again.
 */
export async function writeVoiceActivity(
  storage: Pick<Storage, 'writeFile'>,
  projectId: string,
  activity: StoredVoiceActivity,
): Promise<void> {
  await storage.writeFile(projectKeys.voiceActivity(projectId), JSON.stringify(activity));
}

/** The kept voice activity, or undefined before the first transcription (or if unreadable). */
export async function readVoiceActivity(
  storage: Pick<Storage, 'exists' | 'readFile'>,
  projectId: string,
): Promise<StoredVoiceActivity | undefined> {
  const key = projectKeys.voiceActivity(projectId);
  if (!(await storage.exists(key))) return undefined;
  try {
    return voiceActivitySchema.parse(JSON.parse((await storage.readFile(key)).toString('utf8')));
  } catch {
    return undefined;
  }
}
