import fsp from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context.ts';

/** Uploads in progress live beside storage (same filesystem), so finishing one is a rename. */
export async function uploadTempDir(ctx: Pick<AppContext, 'config'>, sub = 'incoming'): Promise<string> {
  const dir = path.join(ctx.config.DATA_DIR, 'uploads', sub);
  await fsp.mkdir(dir, { recursive: true });
  return dir;
}
