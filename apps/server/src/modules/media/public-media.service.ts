import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import type { CachedJson } from '../../http/cached-json.ts';
import { projectKeys, type StoredFile } from '../../storage/storage.ts';
import { captionsFile } from '../captions/captions.store.ts';
import { coverKeys } from '../covers/cover-keys.ts';
import { videoKeyOf } from '../projects/project-media.ts';
import { getOwnedCaptionsVersion, getOwnedProject, VIDEO_NOT_FOUND } from '../projects/projects.service.ts';

export type PublicFileKind = 'video' | 'captions' | 'thumb';

export const contentTypeOf: Record<PublicFileKind, string> = {
  video: 'video/mp4',
  captions: 'application/json; charset=utf-8',
  thumb: 'image/jpeg',
};

/**
 * A project's media file for its owner; NOT_FOUND for anyone else, and until the file exists. `whole`:
 * the caller serves the whole file (a GET without a range), so the caption list may come from memory.
 */
export async function findOwnedMediaFile(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  projectId: string,
  kind: PublicFileKind,
  whole = false,
): Promise<{ key: string; file: StoredFile; json?: CachedJson }> {
  if (kind === 'captions') {
    // The studio polls this: one read of the row's owner and captions version, and the bytes of that
    // version from memory (decision 047). The caption list is the store's: it checks the file first.
    const stamp = await getOwnedCaptionsVersion(ctx, userId, projectId);
    const found = await captionsFile(ctx, projectId, stamp, whole);
    if (!found) throw new AppError('NOT_FOUND', VIDEO_NOT_FOUND);
    return found;
  }
  const project = await getOwnedProject(ctx, userId, projectId);
  // A chosen cover is the project's picture from then on (the dashboard card, the waiting screen).
  const cover = kind === 'thumb' ? coverKeys.thumb(projectId) : null;
  const coverFile = cover ? await ctx.storage.stat(cover) : null;
  if (cover && coverFile) return { key: cover, file: coverFile };
  // A clip plays its source's stored video (AI Shorts); its thumbnail is its own.
  const key = kind === 'video' ? videoKeyOf(project) : projectKeys.thumb(projectId);
  const file = await ctx.storage.stat(key);
  if (!file) throw new AppError('NOT_FOUND', VIDEO_NOT_FOUND);
  return { key, file };
}
