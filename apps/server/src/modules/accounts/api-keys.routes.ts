import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiKeyInfoResponseSchema, createdApiKeySchema } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/session.ts';
import { generateApiKey, getApiKeyInfo } from './api-keys.service.ts';

/** The signed-in user's API key (spec /api-config): generate or regenerate, and read its masked form. */
export function registerApiKeyRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/users/api-key',
    // A key may not mint its successor: only a signed-in session can.
    { preHandler: app.requireSession, schema: { response: { 201: createdApiKeySchema } } },
    async (request, reply) => reply.status(201).send(await generateApiKey(ctx.db, currentUser(request).id)),
  );

  app.get(
    '/api/users/api-key',
    { preHandler: app.requireUser, schema: { response: { 200: apiKeyInfoResponseSchema } } },
    async (request) => getApiKeyInfo(ctx.db, currentUser(request).id),
  );
}
