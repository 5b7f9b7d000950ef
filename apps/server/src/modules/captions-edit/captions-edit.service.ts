import { type CaptionList, SUBTITLES_UPDATED_MESSAGE } from '@wordreel/core';
import type { CaptionsMeta } from '@wordreel/core/captions/captions-meta';
import type { AppContext } from '../../context.ts';
import { assertCaptionsEditable, readCaptionsMeta, writeCaptions } from '../captions/captions.store.ts';
import { getOwnedProject } from '../projects/projects.service.ts';

/** Replaces the owner's caption list (captions.json, written whole or not at all). */
export async function updateSubtitles(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  projectId: string,
  captions: CaptionList,
): Promise<{ message: string }> {
  const project = await getOwnedProject(ctx, userId, projectId);
  assertCaptionsEditable(project);
  // An edit keeps the meta: the words still came from the same engine.
  await writeCaptions(ctx, projectId, captions);
  return { message: SUBTITLES_UPDATED_MESSAGE };
}

/** Which engine made the owner's captions and the notice for the studio; null before any exist. */
export async function getCaptionsMeta(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  projectId: string,
): Promise<{ meta: CaptionsMeta | null }> {
  await getOwnedProject(ctx, userId, projectId);
  return { meta: await readCaptionsMeta(ctx, projectId) };
}
