import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  deleteProject,
  findProjectById,
  projectsUploading,
  type ProjectsContext,
} from '../projects/projects.service.ts';
import { discardTusFiles, UPLOAD_ID } from './upload-temp-dir.ts';

async function mtimeMs(file: string): Promise<number | null> {
  const stat = await fsp.stat(file).catch(() => null);
  return stat ? stat.mtimeMs : null;
}

/**
 * Cleans up abandoned uploads: a project still `uploading` whose tus file has not changed for
 * UPLOAD_STALE_MS (or that has no tus file, counted from the row's creation) loses its row and files,
 * unless an API process holds its finish (a slow move into the store of a long-finished file);
 * tus files whose row is gone (the project was deleted mid-upload) are removed too. Returns the ids
 * of the projects removed.
 */
export async function sweepStaleUploads(
  ctx: ProjectsContext,
  directory: string,
  now = Date.now(),
): Promise<string[]> {
  const cutoff = now - ctx.config.UPLOAD_STALE_MS;
  const uploading = await projectsUploading(ctx);
  const removed: string[] = [];
  for (const row of uploading) {
    // Being finished right now (upload-finish-claim.ts): its file has not changed because it is whole.
    if (row.finishClaimedUntil !== null && row.finishClaimedUntil > now) continue;
    const changedAt = (await mtimeMs(path.join(directory, row.id))) ?? row.createdAt;
    if (changedAt >= cutoff) continue;
    await deleteProject(ctx, row.id); // takes the tus files with it
    removed.push(row.id);
  }
  const sidecars = (await fsp.readdir(directory).catch(() => [])).filter((f) => f.endsWith('.json'));
  for (const sidecar of sidecars) {
    const id = sidecar.slice(0, -'.json'.length);
    if (!UPLOAD_ID.test(id)) continue;
    const row = await findProjectById(ctx, id);
    // A sidecar younger than the cutoff may belong to an upload being created or finished right now.
    if (!row && ((await mtimeMs(path.join(directory, sidecar))) ?? now) < cutoff) {
      await discardTusFiles(directory, id);
    }
  }
  return removed;
}
