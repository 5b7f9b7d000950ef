import fsp from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context.ts';

/** Where uploads in progress live: beside storage (same filesystem), so finishing one is a rename. */
export function uploadTempPath(config: Pick<AppContext['config'], 'DATA_DIR'>, sub = 'incoming'): string {
  return path.join(config.DATA_DIR, 'uploads', sub);
}

/** The upload directory `sub`, created if missing. */
export async function uploadTempDir(ctx: Pick<AppContext, 'config'>, sub = 'incoming'): Promise<string> {
  const dir = uploadTempPath(ctx.config, sub);
  await fsp.mkdir(dir, { recursive: true });
  return dir;
}

/** The tus uploads' directory: each upload is a data file named by its id plus a `.json` sidecar. */
export const TUS_UPLOADS = 'tus';

/** A tus upload id (and so a project id made by an upload): 32 hex digits. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** Removes one tus upload's files (its data and its .json sidecar); nothing there is fine. */
export async function discardTusFiles(directory: string, uploadId: string): Promise<void> {
  if (!UPLOAD_ID.test(uploadId)) return;
  await fsp.rm(path.join(directory, uploadId), { force: true });
  await fsp.rm(path.join(directory, `${uploadId}.json`), { force: true });
}
