import {
  type ApiKeyRef,
  type BoostTexts,
  type CreateProjectBody,
  type ExportPayload,
  exportPayloadSchema,
  type Project,
  type ProjectStatus,
  type ProjectStep,
  projectIdSchema,
  projectSchema,
  type VideoConfig,
  type WebhookEventType,
  MESSAGES,
  STEP_STATUSES,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { type CachedJson, cachedJsonOf } from '../../http/cached-json.ts';
import { PROJECT_JOB_NAMES } from '../../jobs/job-catalog.ts';
import { projectJobId } from '../../jobs/job-ids.ts';
import { projectKeys } from '../../storage/storage.ts';
import { chargeTranscription, refundCharge } from '../billing/ledger.service.ts';
import { discardTusFiles, TUS_UPLOADS, uploadTempPath } from '../uploads/upload-temp-dir.ts';
import { deleteProjectFiles, videoKeyOf } from './project-media.ts';
import { cachedProjectList } from './project-list-cache.ts';
import { emitWebhookEvent } from '../webhooks/webhooks.service.ts';
import {
  claimUploadFinishRow,
  countUploadingProjectsOfUser,
  deleteProjectRow,
  findCaptionsStamp,
  findProject,
  insertProject,
  listProjectsByUser,
  listUploadingProjects,
  type UploadingProject,
  mergeVideoConfig,
  moveUploadFinishClaimRow,
  projectIdsOfUser,
  renameProject,
  type ProjectRecord,
  updateProject,
} from './projects.repository.ts';
import { defaultStylePayload } from '../styles/saved-styles.service.ts';

export type { ProjectRecord } from './projects.repository.ts';

export type ProjectsContext = Pick<
  AppContext,
  'db' | 'storage' | 'events' | 'jobs' | 'log' | 'config' | 'mailer'
>;

/** The spec's message for a project that is missing or belongs to someone else (both look the same). */
export const { VIDEO_NOT_FOUND } = MESSAGES;

/** The user's project, or NOT_FOUND: another user's id is indistinguishable from a missing one. */
export async function getOwnedProject(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  projectId: string,
): Promise<ProjectRecord> {
  return ownedRow(userId, projectId, (id) => findProject(ctx.db, id));
}

/** `find`'s row of the project when it is the user's; NOT_FOUND for a bad id, a missing row or another user's. */
async function ownedRow<T extends { userId: string }>(
  userId: string,
  projectId: string,
  find: (projectId: string) => Promise<T | undefined>,
): Promise<T> {
  if (!projectIdSchema.safeParse(projectId).success) throw new AppError('NOT_FOUND', VIDEO_NOT_FOUND);
  const row = await find(projectId);
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', VIDEO_NOT_FOUND);
  return row;
}

/**
 * The captions version (decision 047) of the user's own project, in one read of its primary key;
 * NOT_FOUND for anyone else's, as getOwnedProject.
 */
export async function getOwnedCaptionsVersion(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  projectId: string,
): Promise<number> {
  return (await ownedRow(userId, projectId, (id) => findCaptionsStamp(ctx.db, id))).captionsVersion;
}

/** A project by id whoever owns it, for the server's own work (uploads, jobs); undefined when gone. */
export async function findProjectById(
  ctx: Pick<AppContext, 'db'>,
  projectId: string,
): Promise<ProjectRecord | undefined> {
  return findProject(ctx.db, projectId);
}

/**
 * Stores a new project row (an upload's, or a clip AI Shorts made) and sends `project.created`. A
 * project given no style (an upload) starts with its owner's default saved style, when there is one;
 * given `null` (an upload asking for Wordreel's own look), with none.
 */
export async function createProject(
  ctx: Pick<AppContext, 'db'> & WebhookSources,
  values: Parameters<typeof insertProject>[1],
): Promise<void> {
  const style =
    values.style !== undefined ? values.style : await defaultStylePayload(ctx.db, values.userId, values.id);
  await insertProject(ctx.db, { ...values, ...(style !== undefined && { style }) });
  await emitProjectWebhook(ctx, values.userId, 'project.created', {
    projectId: values.id,
    name: values.name,
    status: values.status,
  });
}

/** Replaces a project's video facts (the upload's probe); false when the row is gone. */
export async function setProjectVideoConfig(
  ctx: Pick<AppContext, 'db'>,
  projectId: string,
  videoConfig: VideoConfig,
): Promise<boolean> {
  return updateProject(ctx.db, projectId, { videoConfig });
}

/** Every project still receiving its upload (for the stale-upload sweep). */
export function projectsUploading(ctx: Pick<AppContext, 'db'>): Promise<UploadingProject[]> {
  return listUploadingProjects(ctx.db);
}

/** Claims the finish of an upload still `uploading` until `until`, unless a claim holds (upload-finish-claim.ts). */
export function claimUploadFinish(
  ctx: Pick<AppContext, 'db'>,
  projectId: string,
  until: number,
): Promise<boolean> {
  return claimUploadFinishRow(ctx.db, projectId, Date.now(), until);
}

/** Renews (`next`) or lets go (null) of the upload finish claim held until `held`; false when it is not held. */
export function moveUploadFinishClaim(
  ctx: Pick<AppContext, 'db'>,
  projectId: string,
  held: number,
  next: number | null,
): Promise<boolean> {
  return moveUploadFinishClaimRow(ctx.db, projectId, held, next);
}

/** How many of the user's projects are still receiving their upload. */
export function countProjectsUploading(ctx: Pick<AppContext, 'db'>, userId: string): Promise<number> {
  return countUploadingProjectsOfUser(ctx.db, userId);
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
  ctx: Pick<AppContext, 'db' | 'events'> & Partial<Pick<AppContext, 'jobs' | 'config' | 'log'>>,
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
  await announceStatus(ctx, current, { status: update.status, progress, statusDetail });
}

/**
 * Moves a project on from one of the `from` statuses, only if it is still in the one it was seen in:
 * one conditional UPDATE, so of the queue's failure handler and any number of sweeps (in several
 * processes) reporting the same end of a job, exactly one moves it — and only that one runs
 * `alsoInTransaction` (a refund: in the same transaction, so a kill cannot keep the one without the
 * other), publishes the change and sends its webhooks. True for that one; false when the project is
 * gone or already elsewhere.
 */
export async function moveProjectStatus(
  ctx: Pick<AppContext, 'db' | 'events'> & Partial<Pick<AppContext, 'jobs' | 'config' | 'log'>>,
  projectId: string,
  from: readonly ProjectStatus[],
  update: StatusUpdate,
  alsoInTransaction?: (trx: AppContext['db']) => Promise<unknown>,
): Promise<boolean> {
  const current = await findProject(ctx.db, projectId);
  if (!current || !from.includes(current.status)) return false;
  const changed = current.status !== update.status;
  const progress = clampProgress(update.progress ?? (update.status === 'ready' ? 100 : 0));
  const statusDetail = update.statusDetail ?? null;
  const moved = await ctx.db.transaction().execute(async (trx) => {
    const won = await updateProject(
      trx,
      projectId,
      { status: update.status, progress, statusDetail, touch: changed },
      current.status,
    );
    if (won && alsoInTransaction) await alsoInTransaction(trx);
    return won;
  });
  if (!moved) return false;
  await announceStatus(ctx, current, { status: update.status, progress, statusDetail });
  return true;
}

/** Publishes a status just stored to the owner and, when it is a new status, sends its webhooks. */
async function announceStatus(
  ctx: Pick<AppContext, 'events'> & Partial<Pick<AppContext, 'db' | 'jobs' | 'config' | 'log'>>,
  before: ProjectRecord,
  now: Required<StatusUpdate>,
): Promise<void> {
  await ctx.events.publish({ type: 'project', projectId: before.id, userId: before.userId, ...now });
  if (before.status !== now.status)
    await emitStatusWebhooks(ctx, before.userId, before.id, before.status, now.status, now.statusDetail);
}

/**
 * Webhook events of a status change: `project.ready` when preparation ends (processing → transcribing
 * or ready), `captions.ready` when the captions step ends (→ ready), `project.failed` (→ failed).
 */
async function emitStatusWebhooks(
  ctx: WebhookSources,
  userId: string,
  projectId: string,
  from: ProjectStatus,
  to: ProjectStatus,
  statusDetail: string | null,
): Promise<void> {
  const data = { projectId, status: to, statusDetail };
  if (from === 'processing' && (to === 'transcribing' || to === 'ready')) {
    await emitProjectWebhook(ctx, userId, 'project.ready', data);
  }
  if (to === 'ready') await emitProjectWebhook(ctx, userId, 'captions.ready', data);
  if (to === 'failed') await emitProjectWebhook(ctx, userId, 'project.failed', data);
}

/** What a project event needs to queue webhooks; a caller without a job queue (a script) sends none. */
type WebhookSources = Partial<Pick<AppContext, 'db' | 'jobs' | 'config' | 'log'>>;

async function emitProjectWebhook(
  ctx: WebhookSources,
  userId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  const { db, jobs, config, log } = ctx;
  if (!db || !jobs || !config || !log) return;
  await emitWebhookEvent({ db, jobs, config, log }, userId, type, data);
}

/**
 * Stops a project's jobs, then removes its row, every file under projects/{id}/ and, for a project
 * deleted mid-upload, what this server had received of its tus upload (the upload id is the project id).
 */
export async function deleteProject(ctx: ProjectsContext, projectId: string): Promise<void> {
  const cancelled = await Promise.all(
    PROJECT_JOB_NAMES.map(async (name) =>
      (await ctx.jobs.cancel(projectJobId(name, projectId))) ? name : null,
    ),
  );
  // Work stopped before it finished is given back (each debit once, see refundCharge).
  if (cancelled.includes('media') || cancelled.includes('transcribe'))
    await refundCharge(ctx, projectId, 'transcription', 'project deleted');
  if (cancelled.includes('render')) await refundCharge(ctx, projectId, 'export', 'project deleted');
  const project = await findProject(ctx.db, projectId);
  await deleteProjectRow(ctx.db, projectId);
  if (project) await deleteProjectFiles(ctx, project);
  else await ctx.storage.deleteForGood(projectKeys.prefix(projectId));
  await discardTusFiles(uploadTempPath(ctx.config, TUS_UPLOADS), projectId);
  if (project) await emitProjectWebhook(ctx, project.userId, 'project.deleted', { projectId });
}

/** Deletes all of a user's projects (rows and files), e.g. when the account goes. */
export async function deleteProjectsOfUser(ctx: ProjectsContext, userId: string): Promise<void> {
  for (const id of await projectIdsOfUser(ctx.db, userId)) await deleteProject(ctx, id);
}

function clampProgress(p: number): number {
  return Math.max(0, Math.min(100, Math.round(p)));
}

/** The spec's list path carries a user id; it must be the caller's own. */
export function assertOwnList(userId: string, requestedUserId: string): void {
  if (requestedUserId !== userId) throw new AppError('FORBIDDEN', 'You can only list your own projects.');
}

/** The caller's projects, most recently updated first, in the API shape. */
export async function listOwnProjects(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  requestedUserId: string,
): Promise<Project[]> {
  assertOwnList(userId, requestedUserId);
  // The API shape: no internal fields (checked once per version of the list, not per request).
  return (await listProjectsByUser(ctx.db, userId)).map((p) => projectSchema.parse(p));
}

/**
 * `listOwnProjects` serialised, made again only when the caller's rows changed (the database says so:
 * see project-list-cache.ts), with its ETag and gzip form for `sendCachedJson`.
 */
export async function listOwnProjectsJson(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  requestedUserId: string,
): Promise<CachedJson> {
  assertOwnList(userId, requestedUserId);
  return cachedProjectList(ctx.db, userId, async () =>
    cachedJsonOf(await listOwnProjects(ctx, userId, requestedUserId)),
  );
}

/**
 * `POST /api/projects`: confirms a project the upload created and applies the client's name, language
 * and orientation. Probed facts (duration, size, codecs) stay as measured.
 */
export async function confirmProject(
  ctx: Pick<AppContext, 'db' | 'events'>,
  userId: string,
  body: CreateProjectBody,
): Promise<ProjectRecord> {
  const project = await getOwnedProject(ctx, userId, body.projectId);
  const c = body.videoConfig;
  if (c && (c.name !== undefined || c.lang !== undefined || c.orientation !== undefined)) {
    // Over the row as it is now: the media job may be writing its probed facts meanwhile.
    const changes = {
      ...(c.name !== undefined && { name: c.name }),
      ...(c.lang !== undefined && { lang: c.lang }),
      ...(c.orientation !== undefined && { orientation: c.orientation }),
    };
    await mergeVideoConfig(ctx.db, project.id, changes, { touch: true });
    if (c.name !== undefined) await renameProject(ctx.db, project.id, c.name);
  }
  return getOwnedProject(ctx, userId, project.id);
}

/**
 * Keeps an export payload as the project's style (`user` dropped); its `videoOrientation`, when
 * given, becomes the project's orientation (kept in videoConfig, its one place).
 */
export async function applyExportPayload(
  ctx: Pick<AppContext, 'db'>,
  project: ProjectRecord,
  payload: ExportPayload,
): Promise<void> {
  const { user: _ignored, videoOrientation, ...style } = payload;
  await updateProject(ctx.db, project.id, { style, touch: true });
  if (videoOrientation) await mergeVideoConfig(ctx.db, project.id, { orientation: videoOrientation });
}

/** The export payload the project's style was last saved as (every export saves one); null before any. */
export function savedExportPayload(project: ProjectRecord): ExportPayload | null {
  const saved = exportPayloadSchema.safeParse(project.style);
  return saved.success ? saved.data : null;
}

/** `PUT /api/projects/{id}`: keeps the export payload as the project's style and orientation. */
export async function saveProjectStyle(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  projectId: string,
  payload: ExportPayload,
): Promise<ProjectRecord> {
  await applyExportPayload(ctx, await getOwnedProject(ctx, userId, projectId), payload);
  return getOwnedProject(ctx, userId, projectId);
}

/** `PUT /api/projects/{id}/boost`: keeps the Boost title and description (as edited) with the project. */
export async function saveProjectBoost(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  projectId: string,
  boost: BoostTexts,
): Promise<BoostTexts> {
  await getOwnedProject(ctx, userId, projectId);
  await updateProject(ctx.db, projectId, { boost });
  return (await getOwnedProject(ctx, userId, projectId)).boost ?? boost;
}

/** Renames the owner's project; the name is already trimmed and checked by `renameProjectBodySchema`. */
export async function renameOwnProject(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  projectId: string,
  name: string,
): Promise<ProjectRecord> {
  await getOwnedProject(ctx, userId, projectId);
  await renameProject(ctx.db, projectId, name);
  return getOwnedProject(ctx, userId, projectId);
}

export const NOTHING_TO_RETRY = 'Only a failed project can be retried.';

/**
 * Re-queues the step that failed: the media step when there is no playable copy yet, else
 * transcription (when a recogniser is installed).
 */
/**
 * Pays for and queues a project's `media` or `transcribe` step again (a retry, another transcription)
 * from the status it was seen in, with its step's status set first: in the job's own transaction with
 * the embedded queue, before the job is queued with BullMQ (put back if queuing fails). A job that ends
 * at once then moves on from the status it finds, where setting it afterwards would overwrite the end
 * with `transcribing` for ever (decision 049). The status change is conditional on the status seen: of
 * two requests at once, one starts the step and the other is told it is already under way.
 */
export async function restartProjectStep(
  ctx: ProjectsContext,
  project: ProjectRecord,
  step: ProjectStep,
  seconds: number,
  apiKey: ApiKeyRef | null,
): Promise<void> {
  const status = STEP_STATUSES[step][0];
  const event = (p: Pick<ProjectRecord, 'status' | 'progress' | 'statusDetail'>) =>
    ctx.events.publish({ type: 'project', projectId: project.id, userId: project.userId, ...p });
  let moved = false;
  try {
    await chargeTranscription(
      ctx,
      { id: project.id, userId: project.userId, name: project.name, seconds },
      apiKey,
      async (db) => {
        moved = await updateProject(
          db ?? ctx.db,
          project.id,
          { status, progress: 0, statusDetail: null, touch: true },
          project.status,
        );
        if (!moved) throw new AppError('CONFLICT', 'This video is already being processed.');
        await event({ status, progress: 0, statusDetail: null });
        return ctx.jobs.enqueue(
          step,
          { projectId: project.id },
          { jobId: projectJobId(step, project.id), db },
        );
      },
    );
  } catch (error) {
    if (moved) {
      // The embedded queue's transaction rolled the status back with the job; BullMQ's is put back here.
      if (!ctx.jobs.transactional) {
        const { status: before, progress, statusDetail } = project;
        await updateProject(
          ctx.db,
          project.id,
          { status: before, progress, statusDetail, touch: true },
          status,
        );
      }
      const now = await findProject(ctx.db, project.id);
      if (now) await event(now);
    }
    throw error;
  }
}

export async function retryProject(
  ctx: ProjectsContext,
  userId: string,
  apiKey: ApiKeyRef | null,
  projectId: string,
): Promise<ProjectRecord> {
  const project = await getOwnedProject(ctx, userId, projectId);
  if (project.status !== 'failed') throw new AppError('CONFLICT', NOTHING_TO_RETRY);
  const hasVideo = await ctx.storage.exists(videoKeyOf(project));
  const step = hasVideo && ctx.jobs.isRegistered('transcribe') ? 'transcribe' : 'media';
  // A failed step was refunded; running it again is paid again.
  await restartProjectStep(ctx, project, step, project.videoConfig.duration ?? 0, apiKey);
  return getOwnedProject(ctx, userId, projectId);
}

/** `DELETE /api/projects/{id}` for the owner. */
export async function deleteOwnProject(
  ctx: ProjectsContext,
  userId: string,
  projectId: string,
): Promise<void> {
  await getOwnedProject(ctx, userId, projectId);
  await deleteProject(ctx, projectId);
}
