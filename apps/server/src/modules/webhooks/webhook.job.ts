import type { AppContext } from '../../context.ts';
import { sendWebhook } from './webhook-sender.ts';

/**
 * The `webhook` job: one attempt to deliver one event. A failed attempt (no 2xx, timeout, refused
 * address) is recorded and thrown, so the queue retries it with doubling delays
 * (WEBHOOK_RETRY_DELAY_MS, WEBHOOK_MAX_ATTEMPTS: about 23 hours by default); the last failure marks
 * the delivery failed. The address is checked again on every attempt.
 */
export function registerWebhookJob(ctx: AppContext): void {
  const { config } = ctx;
  ctx.jobs.register(
    'webhook',
    async ({ deliveryId }, run) => {
      const delivery = await ctx.db
        .selectFrom('webhookDelivery')
        .innerJoin('webhookEndpoint', 'webhookEndpoint.id', 'webhookDelivery.endpointId')
        .select([
          'webhookDelivery.payload',
          'webhookDelivery.attempts',
          'webhookDelivery.status',
          'webhookEndpoint.url',
          'webhookEndpoint.secret',
        ])
        .where('webhookDelivery.id', '=', deliveryId)
        .executeTakeFirst();
      // The endpoint was removed (its deliveries with it), or a previous run already delivered it.
      if (!delivery || delivery.status === 'succeeded') return;
      const attempt = await sendWebhook({
        url: delivery.url,
        secret: delivery.secret,
        id: deliveryId,
        body: delivery.payload,
        timeoutMs: config.WEBHOOK_TIMEOUT_MS,
        allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
        signal: run.signal,
      });
      await ctx.db
        .updateTable('webhookDelivery')
        .set({
          attempts: Number(delivery.attempts) + 1,
          responseStatus: attempt.status,
          error: attempt.error,
          status: attempt.ok ? 'succeeded' : 'pending',
          updatedAt: Date.now(),
        })
        .where('id', '=', deliveryId)
        .execute();
      if (!attempt.ok) throw new Error(attempt.error ?? 'Webhook delivery failed');
    },
    {
      maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
      retryDelayMs: config.WEBHOOK_RETRY_DELAY_MS,
      // Above the attempt's own limit, so the attempt's own timeout is what a slow receiver meets.
      timeoutMs: config.WEBHOOK_TIMEOUT_MS + 5_000,
      onFailed: async ({ deliveryId }, error) => {
        await ctx.db
          .updateTable('webhookDelivery')
          .set({ status: 'failed', error: error.message, updatedAt: Date.now() })
          .where('id', '=', deliveryId)
          .execute();
      },
    },
  );
}
