import { type CaptionList, SUBTITLES_UPDATED_MESSAGE } from '@wordreel/core';
import type { CaptionsMeta } from '@wordreel/core/captions/caption-import.schema';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { projectKeys } from '../../storage/storage.ts';
import { getOwnedProject } from '../projects/projects.service.ts';
import { readCaptionsMeta } from '../speech/captions-meta.ts';

export const CAPTIONS_NOT_READY = 'Captions are still being made. Please wait until they are ready.';

/** Replaces the owner's caption list (captions.json, written whole or not at all). */
export async function updateSubtitles(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  projectId: string,
  captions: CaptionList,
): Promise<{ message: string }> {
  const project = await getOwnedProject(ctx, userId, projectId);
  // While recognition runs its result would overwrite the edit; refuse rather than lose it silently.
  if (project.status !== 'ready' && project.status !== 'failed') {
    throw new AppError('CONFLICT', CAPTIONS_NOT_READY);
  }
  await ctx.storage.writeFile(projectKeys.captions(projectId), JSON.stringify(captions));
  return { message: SUBTITLES_UPDATED_MESSAGE };
}

/** Which engine made the owner's captions and the notice for the studio; null before any exist. */
export async function getCaptionsMeta(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  projectId: string,
): Promise<{ meta: CaptionsMeta | null }> {
  await getOwnedProject(ctx, userId, projectId);
  return { meta: await readCaptionsMeta(ctx.storage, projectId) };
}
