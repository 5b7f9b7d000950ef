import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTACT_THANKS_MESSAGE, contactBodySchema, messageResponseSchema } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { authRateLimit } from '../accounts/auth-rate-limit.ts';
import { saveContactMessage } from './contact.service.ts';

/** POST /api/contact: the contact-us form (open to visitors). */
export function registerContactRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/contact',
    {
      config: authRateLimit(ctx.config, 5),
      schema: { body: contactBodySchema, response: { 201: messageResponseSchema } },
    },
    async (request, reply) => {
      await saveContactMessage(ctx.db, request.body);
      return reply.status(201).send({ message: CONTACT_THANKS_MESSAGE });
    },
  );
}
