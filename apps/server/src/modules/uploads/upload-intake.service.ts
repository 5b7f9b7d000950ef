import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  type ApiKeyRef,
  orientationForSize,
  projectIdSchema,
  savedStyleIdSchema,
  UPLOAD_PLAIN_LOOK,
  type UploadVideoConfig,
  uploadVideoConfigSchema,
  type VideoConfig,
  videoConfigSchema,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { AppError, isStorageUnavailable } from '../../http/app-error.ts';
import { projectJobId } from '../../jobs/job-ids.ts';
import { projectKeys } from '../../storage/storage.ts';
import { type ProbeResult, probe } from '../media/ffmpeg.ts';
import { uprightSize, videoLimitProblem } from '../media/video-facts.ts';
import {
  createProject,
  deleteProject,
  findProjectById,
  type ProjectRecord,
  setProjectVideoConfig,
  updateProjectStatus,
} from '../projects/projects.service.ts';
import { chargeTranscription } from '../billing/ledger.service.ts';
import { savedStylePayload } from '../styles/saved-styles.service.ts';
import { uploadMessages } from './upload-messages.ts';

type SourceExt = NonNullable<VideoConfig['sourceExt']>;

/**
 * Parses the client's videoConfig JSON text; BAD_REQUEST with a clear message when it is not usable.
 * An API client may leave it out, or leave the name out of it: the project is then named after the
 * uploaded file (`fileName`: the multipart part's file name, tus's `filename` metadata), as the
 * upload modal names it.
 */
export function parseClientVideoConfig(
  text: string | undefined | null,
  fileName?: string,
): UploadVideoConfig {
  let raw: unknown = {};
  if (text?.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new AppError('BAD_REQUEST', uploadMessages.badConfig);
    }
  }
  const named =
    raw !== null && typeof raw === 'object' && !Array.isArray(raw) && !('name' in raw) && fileName?.trim()
      ? { ...raw, name: fileName }
      : raw;
  const parsed = uploadVideoConfigSchema.safeParse(named);
  if (!parsed.success) throw new AppError('BAD_REQUEST', uploadMessages.badConfig);
  return parsed.data;
}

/**
 * The saved style an upload names (`UPLOAD_STYLE_ID_KEY`: a multipart field, tus metadata), or
 * `UPLOAD_PLAIN_LOOK`; undefined when it names none (blank too), BAD_REQUEST when it is no style id.
 */
export function parseUploadStyleId(text: string | undefined | null): string | undefined {
  if (!text?.trim()) return undefined;
  if (text.trim() === UPLOAD_PLAIN_LOOK) return UPLOAD_PLAIN_LOOK;
  const parsed = savedStyleIdSchema.safeParse(text.trim());
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? uploadMessages.badConfig);
  return parsed.data;
}

/**
 * A new project's style when its upload names a saved style: NOT_FOUND when it is not the user's.
 * Null for `UPLOAD_PLAIN_LOOK` (no style: the studio's built-in look). Undefined without either: the
 * project starts in the account's default (createProject).
 */
export async function uploadStyle(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  styleId: string | undefined,
  projectId: string,
) {
  if (styleId === UPLOAD_PLAIN_LOOK) return null;
  return styleId ? savedStylePayload(ctx.db, userId, styleId, projectId) : undefined;
}

/** The stored extension: the container ffprobe found, named as the client named it when that agrees. */
function sourceExtOf(facts: ProbeResult, clientName: string): SourceExt | null {
  const nameExt = path.extname(clientName).slice(1).toLowerCase();
  const formats = facts.formatName.split(',');
  if (formats.includes('mp4') || formats.includes('mov')) {
    return nameExt === 'mov' || nameExt === 'm4v' ? nameExt : 'mp4';
  }
  if (formats.includes('matroska') || formats.includes('webm')) {
    if (nameExt === 'mkv' || nameExt === 'webm') return nameExt;
    return ['vp8', 'vp9', 'av1'].includes(facts.video?.codec ?? '') ? 'webm' : 'mkv';
  }
  if (formats.includes('avi')) return 'avi';
  return null;
}

/**
 * Checks a finished upload with ffprobe and turns it into a project: moves the file to
 * projects/{id}/original.{ext}, creates the row (status uploaded) and queues the media job.
 * A tus upload already has its row (status uploading, made at upload creation): that row is filled
 * in instead. On any refusal the file is deleted (and a row made at creation with it), so nothing
 * is left behind.
 */
export async function createProjectFromUpload(
  ctx: Pick<AppContext, 'db' | 'storage' | 'jobs' | 'config' | 'events' | 'log' | 'mailer'>,
  userId: string,
  upload: {
    filePath: string;
    clientConfig: UploadVideoConfig;
    /** The saved style to start the project in (`parseUploadStyleId`); a tus upload's row has it already. */
    styleId?: string;
    /** A random id chosen at upload start (tus); a new one otherwise. */
    projectId?: string;
    /** The API key the upload came with, named by its charge (decision 067); none from the website. */
    apiKey?: ApiKeyRef | null;
    /** The row exists already (status uploading): update it rather than insert one. */
    hasRow?: boolean;
    /**
     * When the file store is out of reach (STORAGE_UNAVAILABLE), keep the file and the row as they
     * are, for a retry of the finish (a tus upload: the client's bytes are not lost).
     */
    keepWhenStorageUnavailable?: boolean;
  },
): Promise<ProjectRecord> {
  let keep = false;
  const reached = { movedIn: false };
  try {
    return await intake(ctx, userId, upload, reached);
  } catch (error) {
    keep = upload.keepWhenStorageUnavailable === true && isStorageUnavailable(error);
    // The file went from under this finish without it moving the file in: another API process sharing
    // DATA_DIR finished the same upload (its finish claim ran out while it still ran, as when its
    // process stalled; upload-finish-claim.ts). The project is that one's: kept.
    if (upload.hasRow && !reached.movedIn && !(await fileExists(upload.filePath))) {
      throw new AppError('LOCKED', uploadMessages.finishedElsewhere);
    }
    if (!keep && upload.hasRow && upload.projectId) await deleteProject(ctx, upload.projectId);
    throw error;
  } finally {
    // Moved on success; a refused or failed upload leaves nothing behind.
    if (!keep) await fsp.rm(upload.filePath, { force: true });
  }
}

const fileExists = (file: string) =>
  fsp.access(file).then(
    () => true,
    () => false,
  );

async function intake(
  ctx: Pick<AppContext, 'db' | 'storage' | 'jobs' | 'config' | 'events' | 'log' | 'mailer'>,
  userId: string,
  upload: {
    filePath: string;
    clientConfig: UploadVideoConfig;
    styleId?: string;
    projectId?: string;
    hasRow?: boolean;
    apiKey?: ApiKeyRef | null;
  },
  reached: { movedIn: boolean },
): Promise<ProjectRecord> {
  const id = projectIdSchema.parse(upload.projectId ?? randomBytes(16).toString('hex'));
  // First, as it is cheap: a style that is not the user's refuses the upload before any work.
  const style = upload.hasRow ? undefined : await uploadStyle(ctx, userId, upload.styleId, id);
  const stat = await fsp.stat(upload.filePath);
  if (stat.size === 0) throw new AppError('BAD_REQUEST', uploadMessages.empty);
  if (stat.size > ctx.config.MAX_UPLOAD_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge(ctx.config.MAX_UPLOAD_BYTES));
  }
  const facts = await probe(upload.filePath).catch(() => null);
  const ext = facts && sourceExtOf(facts, upload.clientConfig.name);
  if (!facts?.video || !ext || !(facts.durationSec > 0)) {
    throw new AppError('UNSUPPORTED_MEDIA', uploadMessages.notAVideo);
  }
  const overLimit = videoLimitProblem(facts, ctx.config);
  if (overLimit) throw new AppError('BAD_REQUEST', overLimit);
  const upright = uprightSize(facts.video);
  const videoConfig = videoConfigSchema.parse({
    ...upload.clientConfig,
    ...upright,
    // Not chosen by the client: the export takes the video's own shape.
    orientation: upload.clientConfig.orientation ?? orientationForSize(upright.width, upright.height),
    duration: Math.round(facts.durationSec * 1000) / 1000,
    size: stat.size,
    sourceExt: ext,
  });
  await ctx.storage.moveIn(projectKeys.original(id, ext), upload.filePath);
  reached.movedIn = true;
  try {
    if (upload.hasRow) {
      if (!(await setProjectVideoConfig(ctx, id, videoConfig))) throw new Error('upload row is gone');
      await updateProjectStatus(ctx, id, { status: 'uploaded', progress: 0 });
    } else {
      await createProject(ctx, {
        id,
        userId,
        name: videoConfig.name,
        videoConfig,
        status: 'uploaded',
        ...(style !== undefined && { style }),
      });
    }
  } catch (error) {
    await ctx.storage.deletePrefix(projectKeys.prefix(id));
    throw error;
  }
  try {
    const charged = { id, userId, name: videoConfig.name, seconds: facts.durationSec };
    await chargeTranscription(ctx, charged, upload.apiKey ?? null, (db) =>
      ctx.jobs.enqueue('media', { projectId: id }, { jobId: projectJobId('media', id), db }),
    );
  } catch (error) {
    // Not enough credits (402) or no queue: the upload is refused and nothing is kept.
    await deleteProject(ctx, id);
    throw error;
  }
  const project = await findProjectById(ctx, id);
  if (!project) throw new Error('project vanished right after insert');
  return project;
}
