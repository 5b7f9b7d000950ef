import {
  coverCandidatesResponseSchema,
  coverFormatSchema,
  coverPreviewQuerySchema,
  coverShapeSchema,
  coverSpecSchema,
  coverStateSchema,
  hookStateSchema,
} from '@wordreel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { currentUser } from '../../http/session.ts';
import { sendMedia } from '../../http/send-media.ts';
import { downloadFileName } from '../render/render.service.ts';
import {
  coverCandidates,
  coverStill,
  findCoverFile,
  getCover,
  previewCover,
  saveCover,
} from './covers.service.ts';
import { getHook, saveHook } from './hook.service.ts';

const params = z.object({ id: z.string() });
const stillQuery = z.object({ t: z.coerce.number().int().min(0) });
const COVER_FILE = /^(portrait|landscape)\.(jpg|png)$/;

/** AI Thumbnails: candidate frames, the live preview, the saved cover and its files; owner only. */
export function registerCoversRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/projects/:id/cover',
    { preValidation: app.requireUser, schema: { params, response: { 200: coverStateSchema } } },
    (request) => getCover(ctx, currentUser(request).id, request.params.id),
  );
  r.put(
    '/api/projects/:id/cover',
    {
      preValidation: app.requireUser,
      schema: { params, body: coverSpecSchema, response: { 200: coverStateSchema } },
    },
    (request) => saveCover(ctx, currentUser(request).id, request.params.id, request.body),
  );
  r.get(
    '/api/projects/:id/hook',
    { preValidation: app.requireUser, schema: { params, response: { 200: hookStateSchema } } },
    (request) => getHook(ctx, currentUser(request).id, request.params.id),
  );
  r.put(
    '/api/projects/:id/hook',
    {
      preValidation: app.requireUser,
      schema: { params, body: hookStateSchema, response: { 200: hookStateSchema } },
    },
    (request) => saveHook(ctx, currentUser(request).id, request.params.id, request.body.hook),
  );
  r.get(
    '/api/projects/:id/cover/candidates',
    { preValidation: app.requireUser, schema: { params, response: { 200: coverCandidatesResponseSchema } } },
    (request) => coverCandidates(ctx, currentUser(request).id, request.params.id),
  );
  r.post(
    '/api/projects/:id/cover/preview',
    {
      preValidation: app.requireUser,
      schema: { params, querystring: coverPreviewQuerySchema, body: coverSpecSchema },
    },
    async (request, reply) => {
      const image = await previewCover(
        ctx,
        currentUser(request).id,
        request.params.id,
        request.body,
        request.query.shape,
      );
      return reply.header('Cache-Control', 'no-store').type('image/jpeg').send(image);
    },
  );
  r.get(
    '/api/projects/:id/cover/still.jpg',
    { preValidation: app.requireUser, schema: { params, querystring: stillQuery } },
    async (request, reply) => {
      const image = await coverStill(ctx, currentUser(request).id, request.params.id, request.query.t);
      return reply.header('Cache-Control', 'private, max-age=3600').type('image/jpeg').send(image);
    },
  );
  r.get(
    '/api/projects/:id/cover/:file',
    { preValidation: app.requireUser, schema: { params: params.extend({ file: z.string() }) } },
    async (request, reply) => {
      const match = COVER_FILE.exec(request.params.file);
      if (!match) throw new AppError('NOT_FOUND', 'Not found');
      const shape = coverShapeSchema.parse(match[1]);
      const format = coverFormatSchema.parse(match[2]);
      const { key, file, projectName } = await findCoverFile(
        ctx,
        currentUser(request).id,
        request.params.id,
        shape,
        format,
      );
      const base = downloadFileName(projectName).replace(/\.mp4$/i, '');
      return sendMedia(request, reply, {
        ...file,
        contentType: format === 'png' ? 'image/png' : 'image/jpeg',
        open: (range) => ctx.storage.createReadStream(key, { range, version: file }),
        downloadName: `${base}-cover-${shape}.${format}`,
      });
    },
  );
}
