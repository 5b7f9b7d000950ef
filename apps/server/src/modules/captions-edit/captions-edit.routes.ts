import { messageResponseSchema, updateSubtitleBodySchema } from '@wordreel/core';
import { captionsMetaSchema } from '@wordreel/core/captions/captions-meta';
import { CAPTION_EDIT_ORDER_HEADER, captionEditOrderSchema } from '@wordreel/core/studio/caption-edit-order';
import { captionSpliceBodySchema } from '@wordreel/core/studio/caption-splice';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userRateLimit } from '../../http/user-rate-limit.ts';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/session.ts';
import { getCaptionsMeta, spliceSubtitles, updateSubtitles } from './captions-edit.service.ts';

/** The studio's order of its page's saves (decision 061); API clients leave it out. */
// Loose: the other headers (the cookie, the API key) stay on the request.
const editOrderHeaders = z.looseObject({ [CAPTION_EDIT_ORDER_HEADER]: captionEditOrderSchema.optional() });

/**
 * POST /update-subtitle (spec section 7): the studio's edited caption list; an edit sent as the words
 * it changes (decision 061); and the captions' meta.
 */
export function registerCaptionsEditRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/update-subtitle',
    {
      preValidation: app.requireUser,
      preHandler: userRateLimit(ctx, 'captionWrites'),
      schema: {
        body: updateSubtitleBodySchema,
        headers: editOrderHeaders,
        response: { 200: messageResponseSchema },
      },
    },
    (request) =>
      updateSubtitles(
        ctx,
        currentUser(request).id,
        request.body.id,
        request.body.subtitleData,
        request.headers[CAPTION_EDIT_ORDER_HEADER],
      ),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/projects/:id/captions/splice',
    {
      preValidation: app.requireUser,
      preHandler: userRateLimit(ctx, 'captionWrites'),
      schema: {
        params: z.object({ id: z.string() }),
        body: captionSpliceBodySchema,
        headers: editOrderHeaders,
        response: { 200: messageResponseSchema },
      },
    },
    (request) =>
      spliceSubtitles(
        ctx,
        currentUser(request).id,
        request.params.id,
        request.body.splices,
        request.headers[CAPTION_EDIT_ORDER_HEADER],
      ),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/projects/:id/captions/meta',
    {
      preValidation: app.requireUser,
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ meta: captionsMetaSchema.nullable() }) },
      },
    },
    (request) => getCaptionsMeta(ctx, currentUser(request).id, request.params.id),
  );
}
