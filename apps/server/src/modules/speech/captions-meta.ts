import { type CaptionsMeta, captionsMetaSchema } from '@wordreel/core/captions/caption-import.schema';
import type { Storage } from '../../storage/storage.ts';
import { projectKeys } from '../../storage/storage.ts';

/** Records which engine made a project's captions (projects/{id}/captions-meta.json). */
export async function writeCaptionsMeta(
  storage: Storage,
  projectId: string,
  meta: CaptionsMeta,
): Promise<void> {
  await storage.writeFile(projectKeys.captionsMeta(projectId), JSON.stringify(meta));
}

export async function readCaptionsMeta(storage: Storage, projectId: string): Promise<CaptionsMeta | null> {
  const key = projectKeys.captionsMeta(projectId);
  if (!(await storage.exists(key))) return null;
  const parsed = captionsMetaSchema.safeParse(JSON.parse((await storage.readFile(key)).toString('utf8')));
  return parsed.success ? parsed.data : null;
}
