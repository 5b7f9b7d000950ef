import {
  createdWebhookEndpointSchema,
  createWebhookEndpointBodySchema,
  messageResponseSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
} from '@wordreel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { idempotent } from '../../http/idempotency.ts';
import { currentUser } from '../../http/session.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  sendTestEvent,
} from './webhooks.service.ts';

const params = z.object({ id: z.string().max(100) });

/** The owner's webhook endpoints and their delivery log (session or API key; another user gets 404). */
export function registerWebhookRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/webhooks',
    { preValidation: app.requireUser, schema: { response: { 200: webhookEndpointListSchema } } },
    async (request) => ({ endpoints: await listEndpoints(ctx, currentUser(request).id) }),
  );
  r.post(
    '/api/webhooks',
    {
      preValidation: app.requireUser,
      preHandler: idempotent(ctx.db),
      schema: { body: createWebhookEndpointBodySchema, response: { 201: createdWebhookEndpointSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createEndpoint(ctx, currentUser(request).id, request.body)),
  );
  r.delete(
    '/api/webhooks/:id',
    { preValidation: app.requireUser, schema: { params, response: { 200: messageResponseSchema } } },
    async (request) => {
      await deleteEndpoint(ctx, currentUser(request).id, request.params.id);
      return { message: 'Webhook endpoint removed' };
    },
  );
  r.get(
    '/api/webhooks/:id/deliveries',
    { preValidation: app.requireUser, schema: { params, response: { 200: webhookDeliveryListSchema } } },
    async (request) => ({
      deliveries: await listDeliveries(ctx, currentUser(request).id, request.params.id),
    }),
  );
  r.post(
    '/api/webhooks/:id/test',
    { preValidation: app.requireUser, schema: { params, response: { 202: webhookDeliverySchema } } },
    async (request, reply) =>
      reply.code(202).send(await sendTestEvent(ctx, currentUser(request).id, request.params.id)),
  );
  r.post(
    '/api/webhooks/deliveries/:id/redeliver',
    { preValidation: app.requireUser, schema: { params, response: { 202: webhookDeliverySchema } } },
    async (request, reply) =>
      reply.code(202).send(await redeliver(ctx, currentUser(request).id, request.params.id)),
  );
}
