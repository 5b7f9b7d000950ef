import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordPurchase } from './credits.service.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';
import { createPaymentProvider } from './payment-providers.ts';

export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook';

/**
 * Stripe's webhook (only when Stripe is configured): the raw body is kept for the signature check,
 * a paid checkout adds its credits once per session id however often Stripe repeats the event.
 */
export async function registerStripeWebhookRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const payments = createPaymentProvider(ctx.config);
  if (!(payments instanceof StripePaymentProvider)) return;
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, next) =>
      next(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('BAD_REQUEST', 'Expected the raw event body');
      const signature = request.headers['stripe-signature'];
      const paid = await payments.completedCheckout(
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      if (paid) {
        const recorded = await recordPurchase(ctx, {
          userId: paid.userId,
          credits: paid.credits,
          amountCents: paid.amountCents,
          provider: 'stripe',
          reference: paid.sessionId,
          testMode: paid.testMode,
        });
        request.log.info({ sessionId: paid.sessionId, recorded: recorded !== null }, 'stripe checkout paid');
      }
      return { received: true };
    });
    done();
  });
}
