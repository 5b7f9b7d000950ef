import { messageResponseSchema, updateSubtitleBodySchema } from '@wordreel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/session.ts';
import { updateSubtitles } from './captions-edit.service.ts';

/** POST /update-subtitle (spec section 7): the studio's edited caption list. */
export function registerCaptionsEditRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/update-subtitle',
    {
      preHandler: app.requireUser,
      schema: { body: updateSubtitleBodySchema, response: { 200: messageResponseSchema } },
    },
    (request) => updateSubtitles(ctx, currentUser(request).id, request.body.id, request.body.subtitleData),
  );
}
