import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Server as TusServer } from '@tus/server';
import { MESSAGES, UPLOAD_PROJECT_ID_HEADER } from '@wordreel/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { userRateLimit } from '../../http/user-rate-limit.ts';
import type { AppContext } from '../../context.ts';
import { AppError, codeForStatus, isStorageFull, STORAGE_FULL } from '../../http/app-error.ts';
import { currentUser, type SessionUser } from '../../http/session.ts';
import { TusFileStore } from './tus-file-store.ts';
import { UPLOAD_ID } from './upload-temp-dir.ts';
import { uploadMessages } from './upload-messages.ts';
import { UploadsService } from './uploads.service.ts';

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
  if (!('status_code' in err)) return tusError(500, 'INTERNAL', MESSAGES.INTERNAL);
  const status = err.status_code;
  if (status >= 500) return tusError(status, 'INTERNAL', MESSAGES.INTERNAL);
  return tusError(status, codeForStatus(status), err.body.trim() || 'Upload refused');
}

/** Metadata key the server sets (over anything the client sent) to the uploading user's id. */
const OWNER_KEY = 'owner';
const uploadGone = () => tusError(404, 'NOT_FOUND', uploadMessages.notFound);

/** Runs an uploads-service call, its AppErrors answered in tus's error shape. */
async function tusCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw fromAppError(error);
  }
}

/**
 * Resumable uploads (tus 1.0) at /files/: the session decides the user, metadata carries the
 * videoConfig JSON, and the final PATCH answers with the project's id in Upload-Project-Id.
 * The upload id is the project id: the row is created with the upload (status uploading, progress
 * kept up to date), so the dashboard lists it at once; the finished file fills it in. A client whose
 * final answer was lost can still find its project: a HEAD on a finished upload answers "complete"
 * with the same header. Terminating an upload removes its row. This file is the transport only: the
 * bytes are TusFileStore's, what an upload means for its project is UploadsService's.
 */
export async function registerTusUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const uploads = await UploadsService.create(ctx);
  const maxBytes = ctx.config.MAX_UPLOAD_BYTES;
  const datastore = new TusFileStore(
    { directory: uploads.directory, expirationPeriodInMilliseconds: ctx.config.UPLOAD_STALE_MS },
    uploads,
  );
  // The session's user, handed from our Fastify route to the tus hooks by the Node request object.
  const users = new WeakMap<IncomingMessage, SessionUser>();
  const requesterOf = (req: Request) => {
    const raw = (req as Request & { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const user = raw && users.get(raw);
    if (!user) throw new Error('tus request without a signed-in user');
    return user;
  };
  const userOf = (req: Request) => requesterOf(req).id;
  /** The upload when it exists and is the user's (someone else's looks exactly like a missing one). */
  const ownUpload = async (req: Request, id: string) => {
    const upload = await datastore.getUpload(id).catch(() => null);
    if (upload && upload.metadata?.[OWNER_KEY] !== userOf(req)) throw uploadGone();
    return upload;
  };

  const tus = new TusServer({
    path: '/files',
    datastore,
    maxSize: maxBytes,
    relativeLocation: true,
    exposedHeaders: [UPLOAD_PROJECT_ID_HEADER],
    namingFunction: () => randomBytes(16).toString('hex'),
    onIncomingRequest: async (req, uploadId) => {
      if (!uploadId) return;
      const upload = await ownUpload(req, uploadId);
      // The project was deleted mid-upload (DELETE /api/projects/{id}): the upload goes with it.
      if (upload && req.method !== 'DELETE' && !(await uploads.isWanted(uploadId))) throw uploadGone();
    },
    onUploadCreate: async (req, upload) => {
      const userId = userOf(req);
      await tusCall(() => uploads.startUpload(userId, upload.id, upload.metadata, upload.size));
      return { metadata: { ...upload.metadata, [OWNER_KEY]: userId } };
    },
    onUploadFinish: async (req, upload) => {
      const { id: userId, apiKey } = requesterOf(req);
      const projectId = await tusCall(() => uploads.finishUpload(userId, apiKey, upload.id, upload.metadata));
      return { headers: { [UPLOAD_PROJECT_ID_HEADER]: projectId } };
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
        const upload = await ownUpload(req, id).catch(() => null);
        if (upload) await uploads.abandonUpload(id);
      }
      return tusError(413, 'PAYLOAD_TOO_LARGE', uploadMessages.tooLarge(maxBytes));
    },
  });

  const uploadIdOf = (url: string) => url.split('?')[0]?.replace(/\/+$/, '').split('/').pop() ?? '';
  /** tus headers for an upload that already became the user's project (its files are gone from tus). */
  const finishedUpload = async (url: string, userId: string): Promise<Record<string, string> | null> => {
    const id = uploadIdOf(url);
    if (!UPLOAD_ID.test(id) || (await datastore.getUpload(id).catch(() => null))) return null;
    const project = await uploads.finishedProject(userId, id);
    if (!project) return null;
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

  /**
   * A HEAD on the user's upload whose bytes are all in but whose finish failed (the file store was
   * out of reach, 503): the finish is tried again here, since a tus client resumes with a HEAD and
   * takes a complete upload as done. Answers like `finishedUpload` once it went through; throws the
   * finish's error (503 again while the store is still down). Null for any other upload.
   */
  const retryFinish = async (url: string, user: SessionUser): Promise<Record<string, string> | null> => {
    const userId = user.id;
    const id = uploadIdOf(url);
    if (!UPLOAD_ID.test(id)) return null;
    const upload = await datastore.getUpload(id).catch(() => null);
    if (upload?.size === undefined || upload.offset !== upload.size) return null;
    if (upload.metadata?.[OWNER_KEY] !== userId) return null;
    await uploads.finishUpload(userId, user.apiKey, id, upload.metadata);
    return finishedUpload(url, userId);
  };

  const stopSweeping = uploads.startSweeping(() => tus.cleanUpExpiredUploads());
  app.addHook('onClose', (_instance, done) => {
    stopSweeping();
    done();
  });
  await app.register((scope, _options, registered) => {
    // tus reads the raw request stream itself.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const user = currentUser(request);
      if (request.method === 'HEAD') {
        const finished =
          (await finishedUpload(request.url, user.id)) ?? (await retryFinish(request.url, user));
        if (finished) return reply.status(200).headers(finished).send();
      }
      users.set(request.raw, user);
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    for (const url of ['/files', '/files/*']) {
      scope.route({
        method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
        url,
        exposeHeadRoute: false,
        // Creations count against the user's upload limit; chunks, HEAD and DELETE of an upload do not.
        preValidation: app.requireUser,
        preHandler: userRateLimit(ctx, 'uploads', (request) => request.method === 'POST'),
        handler: handle,
      });
    }
    registered();
  });
}
