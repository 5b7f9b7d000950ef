import { trackPagesForExport } from '../caption-tracks/caption-tracks.service.ts';
import {
  type ApiKeyRef,
  creditsForSeconds,
  DEFAULT_STYLE,
  exportPayloadSchema,
  isBareRenderRequest,
  payloadWithSavedLook,
  projectIdOfPayload,
  projectOrientation,
  styleToPayload,
  type ExportPayload,
  type RenderRequest,
  type RenderAccepted,
  type RenderStatus,
  MESSAGES,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { invalidBody } from '../../http/error-handler.ts';
import { projectJobId } from '../../jobs/job-ids.ts';
import { projectKeys, type StoredFile } from '../../storage/storage.ts';
import { exportSeconds } from '../edits/edited-timeline.ts';
import { videoKeyOf } from '../projects/project-media.ts';
import type { ProjectRecord } from '../projects/projects.repository.ts';
import {
  VIDEO_NOT_FOUND,
  applyExportPayload,
  getOwnedProject,
  savedExportPayload,
} from '../projects/projects.service.ts';
import { chargeAndEnqueue, refundCharge } from '../billing/ledger.service.ts';
import { assertMusicAvailable } from '../music/music.service.ts';
import { getSavedLook } from '../styles/saved-styles.service.ts';
import { isRenderStale } from './render-inputs.ts';
import { publishRender, type RenderJobPayload } from './render.job.ts';

/** The spec's message for a second export while one runs (section 5). */
export const { RENDER_BUSY } = MESSAGES;

type RenderContext = Pick<AppContext, 'db' | 'storage' | 'jobs' | 'events' | 'config' | 'log' | 'mailer'>;

/** The style an export without one is made with: the saved one, else the studio's default look. */
function savedOrDefaultPayload(project: ProjectRecord): ExportPayload {
  return (
    savedExportPayload(project) ??
    styleToPayload(DEFAULT_STYLE, project.id, { orientation: projectOrientation(project.videoConfig) })
  );
}

/** A request without style fields: the project's style, with the saved style `styleId` names put on. */
async function bareRequestPayload(
  ctx: RenderContext,
  userId: string,
  project: ProjectRecord,
  styleId: string | undefined,
): Promise<ExportPayload> {
  const payload = savedOrDefaultPayload(project);
  return styleId ? payloadWithSavedLook(payload, await getSavedLook(ctx.db, userId, styleId)) : payload;
}

/**
 * Queues the export of the caller's project; refuses while one is queued or running. The payload
 * becomes the project's style and orientation (an export is of the project as it is now) once the
 * export is paid for, and the job renders the orientation it resolves to.
 */
export async function startRender(
  ctx: RenderContext,
  userId: string,
  apiKey: ApiKeyRef | null,
  request: RenderRequest,
): Promise<RenderAccepted> {
  const whole = isBareRenderRequest(request) ? null : exportPayloadSchema.safeParse(request);
  if (whole?.error) throw invalidBody(whole.error);
  const projectId = projectIdOfPayload(request);
  const project = await getOwnedProject(ctx, userId, projectId);
  const payload = whole?.data ?? (await bareRequestPayload(ctx, userId, project, request.styleId));
  if (!(await ctx.storage.exists(videoKeyOf(project))))
    throw new AppError('CONFLICT', MESSAGES.VIDEO_NOT_READY);
  // A chosen translated track must be this project's and translated (400 / 409 before anything is paid).
  if (payload.captionTrack) await trackPagesForExport(ctx, project, payload.captionTrack);
  const jobId = projectJobId('render', projectId);
  // An early look gives the busy answer before the music checks; the enqueue below decides atomically.
  const current = await ctx.jobs.get(jobId);
  if (current && (current.state === 'queued' || current.state === 'running'))
    throw new AppError('CONFLICT', RENDER_BUSY);
  if (payload.bgMusicActive) await assertMusicAvailable(ctx, projectId, payload.bgMusic);
  const videoOrientation = payload.videoOrientation ?? projectOrientation(project.videoConfig);
  const job: RenderJobPayload = { projectId, userId, payload: { ...payload, videoOrientation } };
  // The export's credits are debited with the enqueue; of two simultaneous exports only one creates
  // the job (and pays), the other was not accepted.
  await chargeAndEnqueue(
    ctx,
    {
      userId,
      projectId,
      kind: 'export',
      credits: creditsForSeconds(
        await exportSeconds(ctx, projectId, project.videoConfig.duration ?? 0),
        ctx.config.CREDITS_PER_MINUTE_EXPORT,
      ),
      description: `Export of ${project.name}`,
      apiKey,
    },
    // The style is kept with the enqueue, after the debit: an export refused for credits saves nothing
    // (in the same transaction when the queue is in the database).
    async (db) => {
      await applyExportPayload({ db: db ?? ctx.db }, project, payload);
      return ctx.jobs.enqueue('render', job, { jobId, db });
    },
    () => new AppError('CONFLICT', RENDER_BUSY),
  );
  await publishRender(ctx, job, 'queued', 0);
  return { jobId };
}

export async function getRenderStatus(
  ctx: RenderContext,
  userId: string,
  projectId: string,
): Promise<RenderStatus> {
  const project = await getOwnedProject(ctx, userId, projectId);
  const [job, file] = await Promise.all([
    ctx.jobs.get(projectJobId('render', projectId)),
    ctx.storage.stat(projectKeys.render(projectId)),
  ]);
  const ready = file !== null;
  const stale = ready && (await isRenderStale(ctx, project));
  if (!job) return { state: ready ? 'done' : 'none', progress: ready ? 100 : 0, error: null, ready, stale };
  const progress = job.state === 'done' ? 100 : job.progress;
  return { state: job.state, progress, error: job.error, ready, stale };
}

/** Stops a queued or running export; the previous finished file, if any, stays. */
export async function cancelRender(
  ctx: RenderContext,
  userId: string,
  projectId: string,
): Promise<RenderStatus> {
  await getOwnedProject(ctx, userId, projectId);
  if (await ctx.jobs.cancel(projectJobId('render', projectId))) {
    await refundCharge(ctx, projectId, 'export', 'cancelled');
    await publishRender(ctx, { projectId, userId }, 'cancelled', 0, 'Cancelled');
  }
  return getRenderStatus(ctx, userId, projectId);
}

/** The caller's finished export (key, size and the file name a download gets), or NOT_FOUND. */
export async function getRenderedFile(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  projectId: string,
): Promise<{ key: string; file: StoredFile; downloadName: string }> {
  const project = await getOwnedProject(ctx, userId, projectId);
  const key = projectKeys.render(projectId);
  const file = await ctx.storage.stat(key);
  if (!file) throw new AppError('NOT_FOUND', VIDEO_NOT_FOUND);
  return { key, file, downloadName: downloadFileName(project.name) };
}

/**
 * The name a download is saved under: the project's name without its video extension, as `.mp4`
 * (`My trip.mov` → `My trip.mp4`). Control characters and path separators go; an empty result is
 * `video.mp4`. The header encodes it (http/send-media.ts), so any language's letters are kept.
 */
export function downloadFileName(projectName: string): string {
  const printable = Array.from(projectName, (c) => (c.charCodeAt(0) < 32 || c === '\u007f' ? ' ' : c)).join(
    '',
  );
  const base = printable
    .replace(/\.(mp4|mov|m4v|mkv|webm|avi)$/i, '')
    .replace(/[/\\]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${base || 'video'}.mp4`;
}
