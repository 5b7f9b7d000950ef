import { hookTitleSchema, type HookState, type HookTitle } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { getOwnedProject } from '../projects/projects.service.ts';

/** The project's hook title lives beside its files (removed with the project). */
export const hookKey = (projectId: string) => `projects/${projectId}/hook.json`;

/** The saved hook title, or null (none, or a file from an older shape). */
export async function readHook(
  ctx: Pick<AppContext, 'storage'>,
  projectId: string,
): Promise<HookTitle | null> {
  const key = hookKey(projectId);
  if (!(await ctx.storage.exists(key))) return null;
  const parsed = hookTitleSchema.safeParse(JSON.parse((await ctx.storage.readFile(key)).toString('utf8')));
  return parsed.success ? parsed.data : null;
}

export async function getHook(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  projectId: string,
): Promise<HookState> {
  await getOwnedProject(ctx, userId, projectId);
  return { hook: await readHook(ctx, projectId) };
}

/** Keeps the hook title (null removes it); the export reads it from here. */
export async function saveHook(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  projectId: string,
  hook: HookTitle | null,
): Promise<HookState> {
  await getOwnedProject(ctx, userId, projectId);
  if (hook) await ctx.storage.writeFile(hookKey(projectId), JSON.stringify(hook));
  else await ctx.storage.delete(hookKey(projectId));
  return { hook };
}
