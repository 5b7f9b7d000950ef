import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiKeyInfoResponseSchema,
  createdApiKeySchema,
  createdNamedApiKeySchema,
  createNamedApiKeyBodySchema,
  namedApiKeyListSchema,
  namedApiKeySchema,
  updateNamedApiKeyBodySchema,
} from '@wordreel/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/session.ts';
import {
  createNamedApiKey,
  generateApiKey,
  getApiKeyInfo,
  listNamedApiKeys,
  revokeNamedApiKey,
  updateNamedApiKey,
} from './api-keys.service.ts';

const keyParams = z.object({ id: z.string().max(100) });

/**
 * The signed-in user's API keys: the account's own (spec /api-config: generate or regenerate, read
 * its masked form) and keys for integrations (named, each revoked on its own, decision 066). A key
 * may not mint or revoke keys: only a signed-in session can.
 */
export function registerApiKeyRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/users/api-key',
    { preValidation: app.requireSession, schema: { response: { 201: createdApiKeySchema } } },
    async (request, reply) => reply.status(201).send(await generateApiKey(ctx.db, currentUser(request).id)),
  );

  app.get(
    '/api/users/api-key',
    { preValidation: app.requireUser, schema: { response: { 200: apiKeyInfoResponseSchema } } },
    async (request) => getApiKeyInfo(ctx.db, currentUser(request).id),
  );

  app.get(
    '/api/users/api-keys',
    { preValidation: app.requireUser, schema: { response: { 200: namedApiKeyListSchema } } },
    async (request) => ({ keys: await listNamedApiKeys(ctx.db, currentUser(request).id) }),
  );

  app.post(
    '/api/users/api-keys',
    {
      preValidation: app.requireSession,
      schema: { body: createNamedApiKeyBodySchema, response: { 201: createdNamedApiKeySchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createNamedApiKey(ctx.db, currentUser(request).id, request.body)),
  );

  app.patch(
    '/api/users/api-keys/:id',
    {
      preValidation: app.requireSession,
      schema: {
        params: keyParams,
        body: updateNamedApiKeyBodySchema,
        response: { 200: namedApiKeySchema },
      },
    },
    async (request) => updateNamedApiKey(ctx.db, currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/users/api-keys/:id',
    { preValidation: app.requireSession, schema: { params: keyParams } },
    async (request, reply) => {
      await revokeNamedApiKey(ctx.db, currentUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
