import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import { TUS_VIDEO_CONFIG_KEY, UPLOAD_PROJECT_ID_HEADER } from '@wordreel/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { currentUser } from '../../http/session.ts';
import { findProject } from '../projects/projects.repository.ts';
import { uploadTempDir } from './upload-temp-dir.ts';
import { createProjectFromUpload, parseClientVideoConfig } from './upload-intake.service.ts';
import { uploadMessages } from './upload-messages.ts';

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

/** Metadata key the server sets (over anything the client sent) to the uploading user's id. */
const OWNER_KEY = 'owner';
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/**
 * Resumable uploads (tus 1.0) at /files/: the session decides the user, metadata carries the
 * videoConfig JSON, and the final PATCH answers with the new project's id in Upload-Project-Id.
 * The upload id becomes the project id, so a client whose final answer was lost can still find its
 * project: a HEAD on a finished upload answers "complete" with the same header.
 */
export async function registerTusUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const directory = await uploadTempDir(ctx, 'tus');
  const maxBytes = ctx.config.MAX_UPLOAD_BYTES;
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: 24 * 60 * 60 * 1000 });
  // The session's user, handed from our Fastify route to the tus hooks by the Node request object.
  const users = new WeakMap<IncomingMessage, string>();
  const userOf = (req: Request) => {
    const raw = (req as Request & { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const userId = raw && users.get(raw);
    if (!userId) throw new Error('tus request without a signed-in user');
    return userId;
  };

  const discard = async (id: string) => {
    await fsp.rm(path.join(directory, id), { force: true });
    await fsp.rm(path.join(directory, `${id}.json`), { force: true });
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
      const upload = await datastore.getUpload(uploadId).catch(() => null);
      // Someone else's upload looks exactly like a missing one.
      if (upload && upload.metadata?.[OWNER_KEY] !== userOf(req)) {
        throw tusError(404, 'NOT_FOUND', 'Upload not found');
      }
    },
    onUploadCreate: (req, upload) => {
      try {
        parseClientVideoConfig(upload.metadata?.[TUS_VIDEO_CONFIG_KEY]);
      } catch (error) {
        return Promise.reject(fromAppError(error));
      }
      return Promise.resolve({ metadata: { ...upload.metadata, [OWNER_KEY]: userOf(req) } });
    },
    onUploadFinish: async (req, upload) => {
      try {
        const clientConfig = parseClientVideoConfig(upload.metadata?.[TUS_VIDEO_CONFIG_KEY]);
        const project = await createProjectFromUpload(ctx, userOf(req), {
          filePath: path.join(directory, upload.id),
          clientConfig,
          projectId: upload.id,
        });
        return { headers: { [UPLOAD_PROJECT_ID_HEADER]: project.id } };
      } catch (error) {
        throw fromAppError(error);
      } finally {
        await discard(upload.id);
      }
    },
    onResponseError: async (req, err) => {
      if (!('status_code' in err) || err.status_code !== 413) return undefined;
      // An upload of undeclared length that grew past the limit: drop what was stored of it.
      const id = new URL(req.url).pathname.split('/').pop() ?? '';
      if (req.method === 'PATCH' && UPLOAD_ID.test(id)) {
        const upload = await datastore.getUpload(id).catch(() => null);
        if (upload?.metadata?.[OWNER_KEY] === userOf(req)) await discard(id);
      }
      return tusError(413, 'PAYLOAD_TOO_LARGE', uploadMessages.tooLarge(maxBytes));
    },
  });

  /** tus headers for an upload that already became the user's project (its files are gone from tus). */
  const finishedUpload = async (url: string, userId: string): Promise<Record<string, string> | null> => {
    const id = url.split('?')[0]?.replace(/\/+$/, '').split('/').pop() ?? '';
    if (!UPLOAD_ID.test(id) || (await datastore.getUpload(id).catch(() => null))) return null;
    const project = await findProject(ctx.db, id);
    if (!project || project.userId !== userId) return null;
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

  const cleanup = setInterval(() => {
    void tus.cleanUpExpiredUploads().catch((e: unknown) => ctx.log.warn({ err: e }, 'tus cleanup failed'));
  }, CLEANUP_EVERY_MS);
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
        preHandler: app.requireUser,
        handler: handle,
      });
    }
    registered();
  });
}
