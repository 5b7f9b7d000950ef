import {
  renderRequestSchema,
  projectIdSchema,
  renderAcceptedSchema,
  renderStatusSchema,
} from '@wordreel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userRateLimit } from '../../http/user-rate-limit.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { currentUser } from '../../http/session.ts';
import { VIDEO_NOT_FOUND } from '../projects/projects.service.ts';
import { sendMedia } from '../../http/send-media.ts';
import { cancelRender, getRenderStatus, getRenderedFile, startRender } from './render.service.ts';
import { idempotent } from '../../http/idempotency.ts';

const projectParams = z.object({ id: z.string() });
const fileParams = z.object({ file: z.string() });

/** `{id}.mp4` → the project id; anything else is simply not found. */
function projectIdOfFile(file: string): string {
  const id = /^([0-9a-f]{32})\.mp4$/.exec(file)?.[1];
  if (!id || !projectIdSchema.safeParse(id).success) throw new AppError('NOT_FOUND', VIDEO_NOT_FOUND);
  return id;
}

/** POST /render, the render state and cancel, and the finished file (owner only). */
export function registerRenderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/render',
    {
      preValidation: app.requireUser,
      preHandler: [userRateLimit(ctx, 'renders'), idempotent(ctx.db)],
      schema: { body: renderRequestSchema, response: { 202: renderAcceptedSchema } },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await startRender(ctx, currentUser(request).id, currentUser(request).apiKey, request.body)),
  );
  r.get(
    '/api/projects/:id/render',
    {
      preValidation: app.requireUser,
      schema: { params: projectParams, response: { 200: renderStatusSchema } },
    },
    (request) => getRenderStatus(ctx, currentUser(request).id, request.params.id),
  );
  r.delete(
    '/api/projects/:id/render',
    {
      preValidation: app.requireUser,
      schema: { params: projectParams, response: { 200: renderStatusSchema } },
    },
    (request) => cancelRender(ctx, currentUser(request).id, request.params.id),
  );
  // GET also answers HEAD (Fastify's automatic HEAD route): 200 only when the finished file exists.
  for (const [prefix, download] of [
    ['/rendered', false],
    ['/download', true],
  ] as const) {
    r.get(
      `${prefix}/:file`,
      { preValidation: app.requireUser, schema: { params: fileParams } },
      async (request, reply) => {
        const projectId = projectIdOfFile(request.params.file);
        const { key, file, downloadName } = await getRenderedFile(ctx, currentUser(request).id, projectId);
        return sendMedia(request, reply, {
          ...file,
          contentType: 'video/mp4',
          open: (range) => ctx.storage.createReadStream(key, { range, version: file }),
          downloadName: download ? downloadName : undefined,
        });
      },
    );
  }
}
