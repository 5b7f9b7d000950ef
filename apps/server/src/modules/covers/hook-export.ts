import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  EXPORT_FPS,
  buildHookDocument,
  hookEndFrame,
  type HookTitle,
  type StyleSettings,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { readHook } from './hook.service.ts';

/**
 * The hook title as the export draws it: core's document for the export frame, written to the
 * render's scratch dir, and the frames it covers (never past the video's end). Null without a hook.
 */
export async function hookForExport(
  ctx: Pick<AppContext, 'storage'>,
  projectId: string,
  style: StyleSettings,
  frame: { width: number; height: number },
  durationSeconds: number,
  workDir: string,
): Promise<{ title: HookTitle; layer: { assPath: string; frames: number } } | null> {
  const title = await readHook(ctx, projectId);
  if (!title) return null;
  const assPath = path.join(workDir, 'hook.ass');
  await fsp.writeFile(assPath, buildHookDocument(title, style, { ...frame, fps: EXPORT_FPS }));
  const frames = Math.min(hookEndFrame(title, EXPORT_FPS), Math.floor(durationSeconds * EXPORT_FPS));
  return { title, layer: { assPath, frames } };
}
