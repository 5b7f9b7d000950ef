import path from 'node:path';
import {
  type ApiKeyRef,
  TUS_VIDEO_CONFIG_KEY,
  UPLOAD_STYLE_ID_KEY,
  type UploadVideoConfig,
  uploadVideoConfigSchema,
} from '@wordreel/core';
import { AppError, isStorageUnavailable } from '../../http/app-error.ts';
import {
  countProjectsUploading,
  createProject,
  deleteProject,
  findProjectById,
  type ProjectRecord,
  type ProjectsContext,
} from '../projects/projects.service.ts';
import { sweepStaleUploads } from './stale-uploads.service.ts';
import type { TusStoreListener } from './tus-file-store.ts';
import { claimFinish } from './upload-finish-claim.ts';
import {
  createProjectFromUpload,
  parseClientVideoConfig,
  parseUploadStyleId,
  uploadStyle,
} from './upload-intake.service.ts';
import { uploadMessages } from './upload-messages.ts';
import { UploadProgress } from './upload-progress.service.ts';
import { discardTusFiles, TUS_UPLOADS, uploadTempDir } from './upload-temp-dir.ts';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** A tus upload's metadata (Upload-Metadata), as the tus server hands it over. */
export type UploadMetadata = Record<string, string | null | undefined>;

/** The client's videoConfig JSON, named after the file (`filename`, as tus clients send it) when it has no name. */
function clientConfigOf(metadata: UploadMetadata | undefined): UploadVideoConfig {
  return parseClientVideoConfig(metadata?.[TUS_VIDEO_CONFIG_KEY], metadata?.filename ?? undefined);
}

/** The client's choices as they stand on the row (POST /api/projects may have changed them mid-upload). */
function configFromRow(fromMetadata: UploadVideoConfig, row: ProjectRecord): UploadVideoConfig {
  const { name, lang, orientation } = row.videoConfig;
  return uploadVideoConfigSchema.parse({ ...fromMetadata, name, lang, orientation });
}

/**
 * The life of a resumable upload, apart from its transport (tus, in tus-upload.routes.ts) and its
 * bytes (TusFileStore): the project row made at creation and its progress, the finished file turned
 * into the project, and one way to give an upload up (`abandonUpload`) whether the client terminated
 * it, it grew too large, it expired, or its project was deleted. Also the hourly sweep of stale ones.
 * Projects are reached through the projects service only.
 */
export class UploadsService implements TusStoreListener {
  private readonly progress: UploadProgress;

  private constructor(
    private readonly ctx: ProjectsContext,
    /** Where tus keeps uploads in progress (DATA_DIR/uploads/tus). */
    readonly directory: string,
  ) {
    this.progress = new UploadProgress(ctx);
  }

  static async create(ctx: ProjectsContext): Promise<UploadsService> {
    return new UploadsService(ctx, await uploadTempDir(ctx, TUS_UPLOADS));
  }

  onBytes(uploadId: string, received: number, size: number | undefined): void {
    this.progress.report(uploadId, received, size);
  }

  onRemoved(uploadId: string): Promise<void> {
    return this.abandonUpload(uploadId);
  }

  /**
   * A new upload's project row: status uploading at 0 %, the client's videoConfig (from the upload's
   * metadata, 400 when unusable) and the saved style it names (404 when not the user's), so the
   * dashboard lists it from its first byte on. A user has at
   * most MAX_UNFINISHED_UPLOADS rows `uploading`: the row is made, then counted, and taken back over
   * the limit (two creations at once may both be refused, never both let through).
   */
  async startUpload(
    userId: string,
    uploadId: string,
    metadata: UploadMetadata | undefined,
    size: number | undefined,
  ): Promise<void> {
    const clientConfig = clientConfigOf(metadata);
    const videoConfig = { ...clientConfig, ...(size !== undefined && { size }) };
    const styleId = parseUploadStyleId(metadata?.[UPLOAD_STYLE_ID_KEY]);
    const style = await uploadStyle(this.ctx, userId, styleId, uploadId);
    await createProject(this.ctx, {
      id: uploadId,
      userId,
      name: videoConfig.name,
      videoConfig,
      status: 'uploading',
      ...(style !== undefined && { style }),
    });
    const limit = this.ctx.config.MAX_UNFINISHED_UPLOADS;
    if ((await countProjectsUploading(this.ctx, userId)) > limit) {
      await deleteProject(this.ctx, uploadId); // nothing of it is stored yet: the row goes
      throw new AppError('TOO_MANY_REQUESTS', uploadMessages.tooManyUnfinished(limit));
    }
  }

  /** Finishes under way in this process, by upload id: a HEAD and a PATCH retrying at once share one. */
  private readonly finishing = new Map<string, Promise<string>>();

  /**
   * The last byte arrived: the file becomes the project (upload-intake.service.ts) and the upload's
   * own files go. When the file store cannot take the file (STORAGE_UNAVAILABLE, 503) the upload stays
   * whole in tus, its row `uploading`: the client's retry (a HEAD, or the final PATCH again) finishes
   * it later. Any other refusal removes it. NOT_FOUND when the project is gone or was finished already;
   * LOCKED (423), at once, while another API process holds its finish (upload-finish-claim.ts).
   */
  finishUpload(
    userId: string,
    apiKey: ApiKeyRef | null,
    uploadId: string,
    metadata: UploadMetadata | undefined,
  ): Promise<string> {
    let finishing = this.finishing.get(uploadId);
    if (!finishing) {
      finishing = this.finish(userId, apiKey, uploadId, metadata).finally(() =>
        this.finishing.delete(uploadId),
      );
      this.finishing.set(uploadId, finishing);
    }
    return finishing;
  }

  private async finish(
    userId: string,
    apiKey: ApiKeyRef | null,
    uploadId: string,
    metadata: UploadMetadata | undefined,
  ): Promise<string> {
    await this.progress.settle(uploadId);
    const row = await findProjectById(this.ctx, uploadId);
    const uploading = row?.status === 'uploading';
    const claim = uploading ? await claimFinish(this.ctx, uploadId) : null;
    if (uploading && !claim) {
      // Another API process is finishing it: the file is that one's, nothing here probes or removes it.
      throw new AppError('LOCKED', uploadMessages.finishedElsewhere);
    }
    let keep = false;
    try {
      if (!row || !claim) throw new AppError('NOT_FOUND', uploadMessages.notFound);
      const project = await createProjectFromUpload(this.ctx, userId, {
        filePath: path.join(this.directory, uploadId),
        clientConfig: configFromRow(clientConfigOf(metadata), row),
        projectId: uploadId,
        apiKey,
        hasRow: true,
        keepWhenStorageUnavailable: true,
      });
      return project.id;
    } catch (error) {
      keep = isStorageUnavailable(error);
      throw error;
    } finally {
      if (!keep) await discardTusFiles(this.directory, uploadId);
      await claim?.release();
      this.progress.forget(uploadId);
    }
  }

  /**
   * Gives an upload up: no more progress writes, its bytes removed, and its project with them while
   * it is still only an upload (a finished one is the user's video and stays).
   */
  async abandonUpload(uploadId: string): Promise<void> {
    await this.progress.settle(uploadId);
    await discardTusFiles(this.directory, uploadId);
    const row = await findProjectById(this.ctx, uploadId);
    if (row?.status === 'uploading') await deleteProject(this.ctx, uploadId);
    this.progress.forget(uploadId);
  }

  /** Whether an upload's project still exists; when it was deleted mid-upload, the upload is abandoned. */
  async isWanted(uploadId: string): Promise<boolean> {
    if (await findProjectById(this.ctx, uploadId)) return true;
    await this.abandonUpload(uploadId);
    return false;
  }

  /** The user's project an upload already became (its tus files are gone), for a late HEAD; else null. */
  async finishedProject(userId: string, uploadId: string): Promise<ProjectRecord | null> {
    const project = await findProjectById(this.ctx, uploadId);
    if (!project || project.userId !== userId || project.status === 'uploading') return null;
    return project;
  }

  /**
   * Removes abandoned uploads: what tus itself lets expire (`expireTus`), then projects still
   * `uploading` without a byte for UPLOAD_STALE_MS and tus files whose project is gone. Errors are
   * logged: the next sweep tries again.
   */
  async sweep(expireTus: () => Promise<unknown>): Promise<void> {
    try {
      await expireTus();
      for (const id of await sweepStaleUploads(this.ctx, this.directory)) this.progress.forget(id);
    } catch (e: unknown) {
      this.ctx.log.warn({ err: e }, 'upload cleanup failed');
    }
  }

  /** Sweeps now and every hour; returns the function that stops it. */
  startSweeping(expireTus: () => Promise<unknown>): () => void {
    void this.sweep(expireTus);
    const timer = setInterval(() => void this.sweep(expireTus), SWEEP_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  }
}
