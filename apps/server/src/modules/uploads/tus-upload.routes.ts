import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import {
  TUS_VIDEO_CONFIG_KEY,
  UPLOAD_PROJECT_ID_HEADER,
  type UploadVideoConfig,
  uploadVideoConfigSchema,
} from '@wordreel/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { userRateLimit } from '../../http/user-rate-limit.ts';
import type { AppContext } from '../../context.ts';
import { AppError, codeForStatus, isStorageFull, STORAGE_FULL } from '../../http/app-error.ts';
import { currentUser } from '../../http/session.ts';
import { findProject, type ProjectRecord } from '../projects/projects.repository.ts';
import { deleteProject } from '../projects/projects.service.ts';
import { sweepStaleUploads } from './stale-uploads.service.ts';
import { discardTusFiles, TUS_UPLOADS, UPLOAD_ID, uploadTempDir } from './upload-temp-dir.ts';
import { createProjectFromUpload, parseClientVideoConfig } from './upload-intake.service.ts';
import { uploadMessages } from './upload-messages.ts';
import { startUploadingProject, UploadProgress } from './upload-progress.service.ts';

const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** The error shape tus answers with: its status and body as they are. */
class TusError extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
  }
}

function tusError(status: number, code: string, message: string): TusError {
  return new TusError(status, JSON.stringify({ code, message }));
}

function fromAppError(error: unknown): TusError {
  if (error instanceof AppError) return tusError(error.statusCode, error.code, error.message);
  throw error;
}

/**
 * tus's own refusals (a missing header, a wrong offset, ...) are plain text: give them the app's one
 * error shape `{ code, message }`, keeping the library's text and status. Ours are JSON already.
 */
function asErrorBody(err: Error | { status_code: number; body: string }): TusError {
  if (err instanceof TusError) return err;
  if (!('status_code' in err))
    return tusError(500, 'INTERNAL', 'Something went wrong. Please try again later.');
  const status = err.status_code;
  if (status >= 500) return tusError(status, 'INTERNAL', 'Something went wrong. Please try again later.');
  return tusError(status, codeForStatus(status), err.body.trim() || 'Upload refused');
}

/** Metadata key the server sets (over anything the client sent) to the uploading user's id. */
const OWNER_KEY = 'owner';
const uploadGone = () => tusError(404, 'NOT_FOUND', 'Upload not found');

/** The client's choices as they stand on the row (POST /api/projects may have changed them mid-upload). */
function configFromRow(fromMetadata: UploadVideoConfig, row: ProjectRecord): UploadVideoConfig {
  const { name, lang, orientation } = row.videoConfig;
  return uploadVideoConfigSchema.parse({ ...fromMetadata, name, lang, orientation });
}

/**
 * Resumable uploads (tus 1.0) at /files/: the session decides the user, metadata carries the
 * videoConfig JSON, and the final PATCH answers with the project's id in Upload-Project-Id.
 * The upload id is the project id: the row is created with the upload (status uploading, progress
 * kept up to date), so the dashboard lists it at once; the finished file fills it in. A client whose
 * final answer was lost can still find its project: a HEAD on a finished upload answers "complete"
 * with the same header. Terminating an upload removes its row.
 */
export async function registerTusUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const directory = await uploadTempDir(ctx, TUS_UPLOADS);
  const maxBytes = ctx.config.MAX_UPLOAD_BYTES;
  const progress = new UploadProgress(ctx);
  /** Terminated or expired uploads take their (still uploading) project row with them. */
  class ProjectFileStore extends FileStore {
    /** Counts the bytes of each PATCH as they arrive, for the row's percentage. */
    override async write(readable: Readable, id: string, offset: number): Promise<number> {
      const size = (await this.getUpload(id).catch(() => null))?.size;
      let received = offset;
      readable.on('data', (chunk: Buffer) => {
        received += chunk.length;
        progress.report(id, received, size);
      });
      return super.write(readable, id, offset);
    }

    override async remove(id: string): Promise<void> {
      await progress.settle(id);
      await super.remove(id);
      const row = await findProject(ctx.db, id);
      if (row?.status === 'uploading') await deleteProject(ctx, id);
      progress.forget(id);
    }
  }
  const datastore = new ProjectFileStore({
    directory,
    expirationPeriodInMilliseconds: ctx.config.UPLOAD_STALE_MS,
  });
  // The session's user, handed from our Fastify route to the tus hooks by the Node request object.
  const users = new WeakMap<IncomingMessage, string>();
  const userOf = (req: Request) => {
    const raw = (req as Request & { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const userId = raw && users.get(raw);
    if (!userId) throw new Error('tus request without a signed-in user');
    return userId;
  };

  const discard = (id: string) => discardTusFiles(directory, id);

  const tus = new TusServer({
    path: '/files',
    datastore,
    maxSize: maxBytes,
    relativeLocation: true,
    exposedHeaders: [UPLOAD_PROJECT_ID_HEADER],
    namingFunction: () => randomBytes(16).toString('hex'),
    onIncomingRequest: async (req, uploadId) => {
      if (!uploadId) return;
      const upload = await datastore.getUpload(uploadId).catch(() => null);
      // Someone else's upload looks exactly like a missing one.
      if (upload && upload.metadata?.[OWNER_KEY] !== userOf(req)) throw uploadGone();
      // The project was deleted mid-upload (DELETE /api/projects/{id}): the upload goes with it.
      if (upload && req.method !== 'DELETE' && !(await findProject(ctx.db, uploadId))) {
        await discard(uploadId);
        throw uploadGone();
      }
    },
    onUploadCreate: async (req, upload) => {
      let clientConfig: UploadVideoConfig;
      try {
        clientConfig = parseClientVideoConfig(upload.metadata?.[TUS_VIDEO_CONFIG_KEY]);
      } catch (error) {
        throw fromAppError(error);
      }
      const userId = userOf(req);
      // The dashboard lists the project from its first byte on.
      try {
        await startUploadingProject(ctx, userId, upload.id, clientConfig, upload.size);
      } catch (error) {
        throw fromAppError(error);
      }
      return { metadata: { ...upload.metadata, [OWNER_KEY]: userId } };
    },
    onUploadFinish: async (req, upload) => {
      await progress.settle(upload.id);
      try {
        const row = await findProject(ctx.db, upload.id);
        if (row?.status !== 'uploading') throw uploadGone();
        const fromMetadata = parseClientVideoConfig(upload.metadata?.[TUS_VIDEO_CONFIG_KEY]);
        const project = await createProjectFromUpload(ctx, userOf(req), {
          filePath: path.join(directory, upload.id),
          clientConfig: configFromRow(fromMetadata, row),
          projectId: upload.id,
          hasRow: true,
        });
        return { headers: { [UPLOAD_PROJECT_ID_HEADER]: project.id } };
      } catch (error) {
        if (error instanceof TusError) throw error;
        throw fromAppError(error);
      } finally {
        await discard(upload.id);
        progress.forget(upload.id);
      }
    },
    onResponseError: async (req, err) => {
      // Out of disk: the bytes that fitted stay (the client resumes later); say why, not "unknown error".
      if (isStorageFull(err)) {
        ctx.log.error({ err }, 'tus upload: storage full');
        return tusError(507, 'INSUFFICIENT_STORAGE', STORAGE_FULL);
      }
      if (!('status_code' in err) || err.status_code !== 413) return asErrorBody(err);
      // An upload of undeclared length that grew past the limit: drop what was stored of it.
      const id = new URL(req.url).pathname.split('/').pop() ?? '';
      if (req.method === 'PATCH' && UPLOAD_ID.test(id)) {
        const upload = await datastore.getUpload(id).catch(() => null);
        if (upload?.metadata?.[OWNER_KEY] === userOf(req)) {
          await progress.settle(id);
          await discard(id);
          if ((await findProject(ctx.db, id))?.status === 'uploading') await deleteProject(ctx, id);
          progress.forget(id);
        }
      }
      return tusError(413, 'PAYLOAD_TOO_LARGE', uploadMessages.tooLarge(maxBytes));
    },
  });

  /** tus headers for an upload that already became the user's project (its files are gone from tus). */
  const finishedUpload = async (url: string, userId: string): Promise<Record<string, string> | null> => {
    const id = url.split('?')[0]?.replace(/\/+$/, '').split('/').pop() ?? '';
    if (!UPLOAD_ID.test(id) || (await datastore.getUpload(id).catch(() => null))) return null;
    const project = await findProject(ctx.db, id);
    if (!project || project.userId !== userId || project.status === 'uploading') return null;
    const size = String(project.videoConfig.size ?? 0);
    return {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': size,
      'Upload-Length': size,
      'Cache-Control': 'no-store',
      [UPLOAD_PROJECT_ID_HEADER]: id,
      'Access-Control-Expose-Headers': `Upload-Offset, Upload-Length, Tus-Resumable, ${UPLOAD_PROJECT_ID_HEADER}`,
    };
  };

  const sweep = async () => {
    try {
      await tus.cleanUpExpiredUploads();
      for (const id of await sweepStaleUploads(ctx, directory)) progress.forget(id);
    } catch (e: unknown) {
      ctx.log.warn({ err: e }, 'upload cleanup failed');
    }
  };
  void sweep();
  const cleanup = setInterval(() => void sweep(), CLEANUP_EVERY_MS);
  cleanup.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(cleanup);
    done();
  });

  await app.register((scope, _options, registered) => {
    // tus reads the raw request stream itself.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const userId = currentUser(request).id;
      if (request.method === 'HEAD') {
        const finished = await finishedUpload(request.url, userId);
        if (finished) return reply.status(200).headers(finished).send();
      }
      users.set(request.raw, userId);
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    for (const url of ['/files', '/files/*']) {
      scope.route({
        method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
        url,
        exposeHeadRoute: false,
        // Creations count against the user's upload limit; chunks, HEAD and DELETE of an upload do not.
        preHandler: [app.requireUser, userRateLimit(ctx, 'uploads', (request) => request.method === 'POST')],
        handler: handle,
      });
    }
    registered();
  });
}
