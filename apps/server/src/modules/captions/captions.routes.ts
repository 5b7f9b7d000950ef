import {
  alignScriptBodySchema,
  importCaptionsBodySchema,
} from '@wordreel/core/captions/caption-import.schema';
import { captionListSchema } from '@wordreel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/session.ts';
import { alignScriptToProject, exportSubtitles, importSubtitles } from './captions.service.ts';

const params = z.object({ id: z.string() });
const captionsResponse = z.object({ captions: captionListSchema });

/** An attachment header with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Caption import (SRT/WebVTT), script alignment and subtitle export, owner only. The import takes
 * JSON `{ text }` or the file itself as the body (text/plain, application/x-subrip, text/vtt).
 */
export async function registerCaptionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register((scope) => {
    scope.addContentTypeParser(
      ['text/plain', 'text/vtt', 'application/x-subrip', 'text/srt'],
      { parseAs: 'string' },
      (_request, body, done) => done(null, { text: body as string }),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/projects/:id/captions/import',
      {
        preHandler: app.requireUser,
        schema: { params, body: importCaptionsBodySchema, response: { 200: captionsResponse } },
      },
      (request) => importSubtitles(ctx, currentUser(request).id, request.params.id, request.body.text),
    );
    r.post(
      '/api/projects/:id/captions/script',
      {
        preHandler: app.requireUser,
        schema: { params, body: alignScriptBodySchema, response: { 200: captionsResponse } },
      },
      (request) => alignScriptToProject(ctx, currentUser(request).id, request.params.id, request.body.text),
    );
    for (const format of ['srt', 'vtt'] as const) {
      r.get(
        `/api/projects/:id/captions.${format}`,
        { preHandler: app.requireUser, schema: { params } },
        async (request, reply) => {
          const { body, fileName } = await exportSubtitles(
            ctx,
            currentUser(request).id,
            request.params.id,
            format,
          );
          return reply
            .type(format === 'srt' ? 'application/x-subrip; charset=utf-8' : 'text/vtt; charset=utf-8')
            .header('Content-Disposition', contentDisposition(fileName))
            .send(body);
        },
      );
    }
    return Promise.resolve();
  });
}
