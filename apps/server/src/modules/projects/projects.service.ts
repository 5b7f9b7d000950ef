import { type ProjectStatus, projectIdSchema } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { PROJECT_JOB_NAMES, projectJobId } from '../../jobs/job-ids.ts';
import { projectKeys } from '../../storage/storage.ts';
import {
  deleteProjectRow,
  findProject,
  projectIdsOfUser,
  type ProjectRecord,
  updateProject,
} from './projects.repository.ts';

export type ProjectsContext = Pick<AppContext, 'db' | 'storage' | 'events' | 'jobs' | 'log'>;

/** The spec's message for a project that is missing or belongs to someone else (both look the same). */
export const VIDEO_NOT_FOUND = 'Video not found';

/** The user's project, or NOT_FOUND: another user's id is indistinguishable from a missing one. */
export async function getOwnedProject(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  projectId: string,
): Promise<ProjectRecord> {
  if (!projectIdSchema.safeParse(projectId).success) throw new AppError('NOT_FOUND', VIDEO_NOT_FOUND);
  const project = await findProject(ctx.db, projectId);
  if (!project || project.userId !== userId) throw new AppError('NOT_FOUND', VIDEO_NOT_FOUND);
  return project;
}

export interface StatusUpdate {
  status: ProjectStatus;
  /** 0..100; when left out it stays as it was within a status and resets on a new status. */
  progress?: number;
  /** Left out: kept within a status, cleared on a new status. */
  statusDetail?: string | null;
}

/** Sets a project's status and publishes it to the owner; a deleted project is quietly skipped. */
export async function updateProjectStatus(
  ctx: Pick<AppContext, 'db' | 'events'>,
  projectId: string,
  update: StatusUpdate,
): Promise<void> {
  const current = await findProject(ctx.db, projectId);
  if (!current) return;
  const changed = current.status !== update.status;
  const progress = clampProgress(
    update.progress ?? (changed ? (update.status === 'ready' ? 100 : 0) : current.progress),
  );
  const statusDetail =
    update.statusDetail !== undefined ? update.statusDetail : changed ? null : current.statusDetail;
  await updateProject(ctx.db, projectId, { status: update.status, progress, statusDetail, touch: changed });
  await ctx.events.publish({
    type: 'project',
    projectId,
    userId: current.userId,
    status: update.status,
    progress,
    statusDetail,
  });
}

/** Stops a project's jobs, then removes its row and every file under projects/{id}/. */
export async function deleteProject(ctx: ProjectsContext, projectId: string): Promise<void> {
  await Promise.all(PROJECT_JOB_NAMES.map((name) => ctx.jobs.cancel(projectJobId(name, projectId))));
  await deleteProjectRow(ctx.db, projectId);
  await ctx.storage.deletePrefix(projectKeys.prefix(projectId));
}

/** Deletes all of a user's projects (rows and files), e.g. when the account goes. */
export async function deleteProjectsOfUser(ctx: ProjectsContext, userId: string): Promise<void> {
  for (const id of await projectIdsOfUser(ctx.db, userId)) await deleteProject(ctx, id);
}

function clampProgress(p: number): number {
  return Math.max(0, Math.min(100, Math.round(p)));
}
