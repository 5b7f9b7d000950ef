import {
  createSavedStyleBodySchema,
  messageResponseSchema,
  savedStyleListSchema,
  savedStyleSchema,
  updateSavedStyleBodySchema,
} from '@wordreel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { idempotent } from '../../http/idempotency.ts';
import { currentUser } from '../../http/session.ts';
import {
  createSavedStyle,
  deleteSavedStyle,
  listSavedStyles,
  updateSavedStyle,
} from './saved-styles.service.ts';

const params = z.object({ id: z.string().max(100) });

/** The account's saved styles (session or API key; another account's style is not found). */
export function registerSavedStyleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/styles',
    { preValidation: app.requireUser, schema: { response: { 200: savedStyleListSchema } } },
    async (request) => ({ styles: await listSavedStyles(ctx.db, currentUser(request).id) }),
  );
  r.post(
    '/api/styles',
    {
      preValidation: app.requireUser,
      preHandler: idempotent(ctx.db),
      schema: { body: createSavedStyleBodySchema, response: { 201: savedStyleSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createSavedStyle(ctx.db, currentUser(request).id, request.body)),
  );
  r.patch(
    '/api/styles/:id',
    {
      preValidation: app.requireUser,
      schema: { params, body: updateSavedStyleBodySchema, response: { 200: savedStyleSchema } },
    },
    async (request) => updateSavedStyle(ctx.db, currentUser(request).id, request.params.id, request.body),
  );
  r.delete(
    '/api/styles/:id',
    { preValidation: app.requireUser, schema: { params, response: { 200: messageResponseSchema } } },
    async (request) => {
      await deleteSavedStyle(ctx.db, currentUser(request).id, request.params.id);
      return { message: 'Style deleted' };
    },
  );
}
