import {
  alignAcceptedSchema,
  alignScriptBodySchema,
  alignStatusSchema,
  importCaptionsBodySchema,
} from '@wordreel/core/captions/caption-import.schema';
import { captionListSchema } from '@wordreel/core';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userRateLimit } from '../../http/user-rate-limit.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { currentUser } from '../../http/session.ts';
import {
  exportSubtitles,
  getScriptAlignment,
  importSubtitles,
  startScriptAlignment,
  type StoredCaptions,
} from './captions.service.ts';
import { attachmentDisposition } from '../../http/content-disposition.ts';
import { loadVoiceActivityModel } from '../speech/silero-vad.ts';

const params = z.object({ id: z.string() });
const captionsResponse = z.object({ captions: captionListSchema });

export const NO_SUBTITLE_FILE = 'Please choose an SRT or VTT file.';
/** The import also takes the subtitle file itself as the body. */
const SUBTITLE_BODY_TYPES = ['text/plain', 'text/vtt', 'application/x-subrip', 'text/srt'];
const MAX_SUBTITLE_BYTES = 2 * 1024 * 1024;

/** The subtitle text of an import: a multipart `file`, JSON `{ text }`, or the file as the body. */
async function subtitleText(
  request: FastifyRequest,
  body: { text: string } | null | undefined,
): Promise<string> {
  if (request.isMultipart()) {
    const file = await request.file();
    if (!file) throw new AppError('BAD_REQUEST', NO_SUBTITLE_FILE);
    const data = await file.toBuffer();
    return data.toString('utf8');
  }
  if (!body) throw new AppError('BAD_REQUEST', NO_SUBTITLE_FILE);
  return body.text;
}

/**
 * Caption import (SRT/WebVTT), script alignment (queued as a job: POST starts it, 202; GET follows
 * it) and subtitle export, owner only. The import takes a
 * multipart `file`, JSON `{ text }`, or the file itself as the body (text/plain, application/x-subrip,
 * text/vtt).
 */
export async function registerCaptionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // An import reads the video's voice activity on the request path: its model loads at start instead.
  app.addHook('onReady', loadVoiceActivityModel);
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_SUBTITLE_BYTES, files: 1, fields: 2, parts: 3 },
    });
    scope.addContentTypeParser(SUBTITLE_BODY_TYPES, { parseAs: 'string' }, (_request, body, done) =>
      done(null, { text: body as string }),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/projects/:id/captions/import',
      {
        preValidation: app.requireUser,
        preHandler: userRateLimit(ctx, 'captionImports'),
        schema: { params, body: importCaptionsBodySchema.nullish(), response: { 200: captionsResponse } },
        config: { extraBodyTypes: SUBTITLE_BODY_TYPES },
        // The answer is the text the captions were stored as (checked and serialised a slice at a
        // time): checking or serialising up to 50,000 words again in one go would hold every other
        // request up.
        serializerCompiler: () => (data) => `{"captions":${(data as StoredCaptions).json}}`,
      },
      async (request) => {
        const user = currentUser(request);
        return importSubtitles(ctx, user.id, request.params.id, await subtitleText(request, request.body));
      },
    );
    r.post(
      '/api/projects/:id/captions/script',
      {
        preValidation: app.requireUser,
        preHandler: userRateLimit(ctx, 'alignments'),
        schema: { params, body: alignScriptBodySchema, response: { 202: alignAcceptedSchema } },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(
            await startScriptAlignment(ctx, currentUser(request).id, request.params.id, request.body.text),
          ),
    );
    r.get(
      '/api/projects/:id/captions/script',
      { preValidation: app.requireUser, schema: { params, response: { 200: alignStatusSchema } } },
      (request) => getScriptAlignment(ctx, currentUser(request).id, request.params.id),
    );
    for (const format of ['srt', 'vtt'] as const) {
      r.get(
        `/api/projects/:id/captions.${format}`,
        { preValidation: app.requireUser, schema: { params } },
        async (request, reply) => {
          const { body, fileName } = await exportSubtitles(
            ctx,
            currentUser(request).id,
            request.params.id,
            format,
          );
          return reply
            .type(format === 'srt' ? 'application/x-subrip; charset=utf-8' : 'text/vtt; charset=utf-8')
            .header('Content-Disposition', attachmentDisposition(fileName))
            .send(body);
        },
      );
    }
  });
}
