import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import { type UploadResponse, UPLOAD_STYLE_ID_KEY } from '@wordreel/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { userRateLimit } from '../../http/user-rate-limit.ts';
import type { AppContext } from '../../context.ts';
import { AppError, isStorageFull, STORAGE_FULL } from '../../http/app-error.ts';
import { currentUser } from '../../http/session.ts';
import { openFileSink } from '../../storage/file-sink.ts';
import { uploadTempDir } from './upload-temp-dir.ts';
import {
  createProjectFromUpload,
  parseClientVideoConfig,
  parseUploadStyleId,
} from './upload-intake.service.ts';
import { uploadMessages } from './upload-messages.ts';
import { claimIdempotencyKey, idempotent, streamedBodyFingerprint } from '../../http/idempotency.ts';

/** Room for the multipart framing and the videoConfig field on top of the file itself. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/**
 * `POST /upload` for API clients: multipart `video` (file) + `videoConfig` (JSON text) + `styleId` (a
 * saved style to start in). The file is
 * streamed to disk (never buffered), then checked and turned into a project like a tus upload.
 */
export async function registerMultipartUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const maxBytes = ctx.config.MAX_UPLOAD_BYTES;
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 64 * 1024, parts: 8 },
    });
    scope.post(
      '/upload',
      {
        preValidation: app.requireUser,
        preHandler: [userRateLimit(ctx, 'uploads'), idempotent(ctx.db, { streamed: true })],
        // Refuse an announced oversize body before reading any of it.
        onRequest: (request, _reply, done) => {
          const length = Number(request.headers['content-length'] ?? 0);
          done(
            length > maxBytes + FORM_OVERHEAD_BYTES
              ? new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge(maxBytes))
              : undefined,
          );
        },
      },
      async (request, reply): Promise<UploadResponse | FastifyReply> => {
        const user = currentUser(request);
        const tmpDir = await uploadTempDir(ctx);
        const filePath = path.join(tmpDir, `multipart-${randomBytes(12).toString('hex')}`);
        let configText: string | undefined;
        let styleIdText: string | undefined;
        let fileName: string | undefined;
        let gotFile = false;
        // What an Idempotency-Key retry is compared by: the bytes and fields, hashed as they stream.
        const fingerprint = streamedBodyFingerprint();
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (part.fieldname !== 'video' || gotFile) {
                part.file.resume();
                continue;
              }
              gotFile = true;
              fileName = part.filename;
              await pipeline(part.file, fingerprint.file(part.fieldname), await openFileSink(filePath));
              if (part.file.truncated)
                throw new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge(maxBytes));
            } else {
              const value = typeof part.value === 'string' ? part.value : undefined;
              fingerprint.field(part.fieldname, value ?? '');
              if (part.fieldname === 'videoConfig') configText = value;
              if (part.fieldname === UPLOAD_STYLE_ID_KEY) styleIdText = value;
            }
          }
        } catch (error) {
          await fsp.rm(filePath, { force: true });
          throw translateStreamError(error, maxBytes);
        }
        try {
          const replay = await claimIdempotencyKey(ctx.db, request, reply, fingerprint.digest());
          if (replay) {
            await fsp.rm(filePath, { force: true });
            return replay.send();
          }
          if (!gotFile) throw new AppError('BAD_REQUEST', uploadMessages.noFile);
          const clientConfig = parseClientVideoConfig(configText, fileName);
          const project = await createProjectFromUpload(ctx, user.id, {
            filePath,
            clientConfig,
            styleId: parseUploadStyleId(styleIdText),
            apiKey: user.apiKey,
          });
          reply.status(201);
          return {
            filename: `${project.id}.${project.videoConfig.sourceExt ?? 'mp4'}`,
            projectId: project.id,
          };
        } finally {
          await fsp.rm(filePath, { force: true });
        }
      },
    );
  });
}

function translateStreamError(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  if (isStorageFull(error)) return new AppError('INSUFFICIENT_STORAGE', STORAGE_FULL, { cause: error });
  const code = (error as { code?: string }).code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('BAD_REQUEST', uploadMessages.noFile);
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge(maxBytes));
  // Cut-off bodies, broken framing, dropped connections.
  return new AppError('BAD_REQUEST', uploadMessages.incomplete, { cause: error });
}
