import {
  projectIdOfPayload,
  type ExportPayload,
  type RenderAccepted,
  type RenderStatus,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { projectJobId } from '../../jobs/job-ids.ts';
import { projectKeys, type StoredFile } from '../../storage/storage.ts';
import { VIDEO_NOT_FOUND, getOwnedProject } from '../projects/projects.service.ts';
import { assertMusicAvailable } from '../music/music.service.ts';
import { publishRender, type RenderJobPayload } from './render.job.ts';

/** The spec's message for a second export while one runs (section 5). */
export const RENDER_BUSY = 'Please wait for the previous export to finish.';
export const VIDEO_NOT_READY = 'The video is still being prepared. Please try again in a moment.';

type RenderContext = Pick<AppContext, 'db' | 'storage' | 'jobs' | 'events' | 'config'>;

/** Queues the export of the caller's project; refuses while one is queued or running. */
export async function startRender(
  ctx: RenderContext,
  userId: string,
  payload: ExportPayload,
): Promise<RenderAccepted> {
  const projectId = projectIdOfPayload(payload);
  await getOwnedProject(ctx, userId, projectId);
  if (!(await ctx.storage.exists(projectKeys.video(projectId))))
    throw new AppError('CONFLICT', VIDEO_NOT_READY);
  const jobId = projectJobId('render', projectId);
  // An early look gives the busy answer before the music checks; the enqueue below decides atomically.
  const current = await ctx.jobs.get(jobId);
  if (current && (current.state === 'queued' || current.state === 'running'))
    throw new AppError('CONFLICT', RENDER_BUSY);
  if (payload.bgMusicActive) await assertMusicAvailable(ctx, projectId, payload.bgMusic);
  const job: RenderJobPayload = { projectId, userId, payload };
  // Of two simultaneous exports only one creates the job; the other was not accepted.
  const { created } = await ctx.jobs.enqueue('render', job, { jobId });
  if (!created) throw new AppError('CONFLICT', RENDER_BUSY);
  await publishRender(ctx, job, 'queued', 0);
  return { jobId };
}

export async function getRenderStatus(
  ctx: RenderContext,
  userId: string,
  projectId: string,
): Promise<RenderStatus> {
  await getOwnedProject(ctx, userId, projectId);
  const [job, file] = await Promise.all([
    ctx.jobs.get(projectJobId('render', projectId)),
    ctx.storage.stat(projectKeys.render(projectId)),
  ]);
  const ready = file !== null;
  if (!job) return { state: ready ? 'done' : 'none', progress: ready ? 100 : 0, error: null, ready };
  return { state: job.state, progress: job.state === 'done' ? 100 : job.progress, error: job.error, ready };
}

/** Stops a queued or running export; the previous finished file, if any, stays. */
export async function cancelRender(
  ctx: RenderContext,
  userId: string,
  projectId: string,
): Promise<RenderStatus> {
  await getOwnedProject(ctx, userId, projectId);
  if (await ctx.jobs.cancel(projectJobId('render', projectId))) {
    await publishRender(ctx, { projectId, userId }, 'cancelled', 0, 'Cancelled');
  }
  return getRenderStatus(ctx, userId, projectId);
}

/** The caller's finished export (key and size), or NOT_FOUND. */
export async function getRenderedFile(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  projectId: string,
): Promise<{ key: string; file: StoredFile }> {
  await getOwnedProject(ctx, userId, projectId);
  const key = projectKeys.render(projectId);
  const file = await ctx.storage.stat(key);
  if (!file) throw new AppError('NOT_FOUND', VIDEO_NOT_FOUND);
  return { key, file };
}
