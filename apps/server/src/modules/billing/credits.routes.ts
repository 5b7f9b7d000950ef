import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  creditsResponseSchema,
  purchaseCreditsBodySchema,
  purchaseCreditsResponseSchema,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/session.ts';
import { authRateLimit } from '../accounts/auth-rate-limit.ts';
import { getCredits, purchaseCredits } from './credits.service.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { TestModePaymentProvider } from './test-mode-payment-provider.ts';

/** Credits balance and purchase; payments go through the provider given (test mode by default). */
export function registerCreditsRoutes(
  scope: FastifyInstance,
  ctx: AppContext,
  payments: PaymentProvider = new TestModePaymentProvider(),
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/users/credits',
    { preHandler: app.requireUser, schema: { response: { 200: creditsResponseSchema } } },
    async (request) => ({ credits: await getCredits(ctx.db, currentUser(request).id) }),
  );

  app.post(
    '/api/users/credits/purchase',
    {
      preHandler: app.requireUser,
      config: authRateLimit(ctx.config, 10),
      schema: { body: purchaseCreditsBodySchema, response: { 200: purchaseCreditsResponseSchema } },
    },
    async (request) =>
      purchaseCredits({ db: ctx.db, payments }, currentUser(request).id, request.body.credits),
  );
}
