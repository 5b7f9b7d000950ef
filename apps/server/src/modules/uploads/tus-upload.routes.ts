import { createHash, randomBytes } from 'node:crypto';
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

/** Upload ids start with a tag of their owner's id, so another user's id is refused without a lookup. */
function ownerTag(userId: string): string {
  return createHash('sha256').update(userId).digest('hex').slice(0, 16);
}

/**
 * Resumable uploads (tus 1.0) at /files/: the session decides the user, metadata carries the
 * videoConfig JSON, and the final PATCH answers with the new project's id in Upload-Project-Id.
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
    namingFunction: (req) => `${ownerTag(userOf(req))}${randomBytes(16).toString('hex')}`,
    onIncomingRequest: (req, uploadId) => {
      if (uploadId && !uploadId.startsWith(ownerTag(userOf(req)))) {
        return Promise.reject(tusError(404, 'NOT_FOUND', 'Upload not found'));
      }
      return Promise.resolve();
    },
    onUploadCreate: (_req, upload) => {
      try {
        parseClientVideoConfig(upload.metadata?.[TUS_VIDEO_CONFIG_KEY]);
      } catch (error) {
        return Promise.reject(fromAppError(error));
      }
      return Promise.resolve({});
    },
    onUploadFinish: async (req, upload) => {
      try {
        const clientConfig = parseClientVideoConfig(upload.metadata?.[TUS_VIDEO_CONFIG_KEY]);
        const project = await createProjectFromUpload(ctx, userOf(req), {
          filePath: path.join(directory, upload.id),
          clientConfig,
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
      if (req.method === 'PATCH' && /^[0-9a-f]{48}$/.test(id) && id.startsWith(ownerTag(userOf(req)))) {
        await discard(id);
      }
      return tusError(413, 'PAYLOAD_TOO_LARGE', uploadMessages.tooLarge(maxBytes));
    },
  });

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
      users.set(request.raw, currentUser(request).id);
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
