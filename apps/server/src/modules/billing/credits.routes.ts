import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  creditLedgerCsvQuerySchema,
  creditLedgerQuerySchema,
  creditLedgerResponseSchema,
  creditsResponseSchema,
  creditUsageQuerySchema,
  creditUsageResponseSchema,
  purchaseCreditsBodySchema,
  purchaseCreditsResponseSchema,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { nextPageLink } from '../../http/page-cursor.ts';
import { currentUser } from '../../http/session.ts';
import { authRateLimit } from '../accounts/auth-rate-limit.ts';
import { getCredits, purchaseCredits } from './credits.service.ts';
import { attachmentDisposition } from '../../http/content-disposition.ts';
import { ledgerCsv } from './ledger-csv.ts';
import { ledgerFilterOf, ledgerPage } from './ledger-page.ts';
import { ledgerUsage } from './ledger.service.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createPaymentProvider } from './payment-providers.ts';
import { idempotent } from '../../http/idempotency.ts';

/** Credits balance, ledger and purchase; payments go through the provider given (from config by default). */
export function registerCreditsRoutes(
  scope: FastifyInstance,
  ctx: AppContext,
  payments: PaymentProvider = createPaymentProvider(ctx.config),
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/users/credits',
    { preValidation: app.requireUser, schema: { response: { 200: creditsResponseSchema } } },
    async (request) => ({ credits: await getCredits(ctx.db, currentUser(request).id) }),
  );

  app.get(
    '/api/users/credits/ledger',
    {
      preValidation: app.requireUser,
      schema: { querystring: creditLedgerQuerySchema, response: { 200: creditLedgerResponseSchema } },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const [credits, page] = await Promise.all([
        getCredits(ctx.db, userId),
        ledgerPage(ctx.db, userId, request.query),
      ]);
      if (page.next !== undefined) {
        const query = { ...request.query, limit: String(page.limit), cursor: page.next };
        reply.header('Link', nextPageLink('/api/users/credits/ledger', query));
      }
      return {
        credits,
        prices: {
          transcription: ctx.config.CREDITS_PER_MINUTE_TRANSCRIPTION,
          export: ctx.config.CREDITS_PER_MINUTE_EXPORT,
        },
        entries: page.entries,
      };
    },
  );

  app.get(
    '/api/users/credits/ledger.csv',
    { preValidation: app.requireUser, schema: { querystring: creditLedgerCsvQuerySchema } },
    async (request, reply) => {
      const csv = ledgerCsv(ctx.db, currentUser(request).id, ledgerFilterOf(request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentDisposition(ledgerFileName(request.query)))
        .send(csv);
    },
  );

  app.get(
    '/api/users/credits/usage',
    {
      preValidation: app.requireUser,
      schema: { querystring: creditUsageQuerySchema, response: { 200: creditUsageResponseSchema } },
    },
    async (request) => ledgerUsage(ctx.db, currentUser(request).id, ledgerFilterOf(request.query)),
  );

  app.post(
    '/api/users/credits/purchase',
    {
      preValidation: app.requireUser,
      preHandler: idempotent(ctx.db),
      config: authRateLimit(ctx.config, 10),
      schema: { body: purchaseCreditsBodySchema, response: { 200: purchaseCreditsResponseSchema } },
    },
    async (request) =>
      purchaseCredits(
        { db: ctx.db, payments, config: ctx.config },
        currentUser(request).id,
        request.body.credits,
      ),
  );
}

/** `wordreel-credits.csv`, with the range's days when it has one (`…-2026-11-01-to-2026-12-01.csv`). */
function ledgerFileName(query: { from?: string; to?: string }): string {
  const day = (iso: string) => new Date(iso).toISOString().slice(0, 10);
  const range = [
    ...(query.from === undefined ? [] : [`from-${day(query.from)}`]),
    ...(query.to === undefined ? [] : [`to-${day(query.to)}`]),
  ];
  return ['wordreel-credits', ...range].join('-') + '.csv';
}
