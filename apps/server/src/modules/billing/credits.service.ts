import { randomUUID } from 'node:crypto';
import { CREDIT_PRICE_CENTS, type PurchaseCreditsResponse } from '@wordreel/core';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { PaymentProvider } from './payment-provider.ts';

export interface BillingContext {
  db: Database;
  payments: PaymentProvider;
}

export async function getCredits(db: Database, userId: string): Promise<number> {
  const row = await db.selectFrom('user').select('credits').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return Number(row.credits);
}

/**
 * Charges `credits` × $0.05 through the payment provider, records the purchase and adds the credits
 * (the amount was validated by purchaseCreditsBodySchema: 100–12,000 in steps of 10).
 */
export async function purchaseCredits(
  ctx: BillingContext,
  userId: string,
  credits: number,
  now = Date.now(),
): Promise<PurchaseCreditsResponse> {
  const amountCents = credits * CREDIT_PRICE_CENTS;
  const charge = await ctx.payments.charge({
    userId,
    credits,
    amountCents,
    currency: 'USD',
    description: `${credits} Wordreel credits`,
  });
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('creditPurchase')
      .values({
        id,
        userId,
        credits,
        amountCents,
        currency: 'USD',
        provider: charge.provider,
        providerReference: charge.reference,
        testMode: charge.testMode ? 1 : 0,
        createdAt: now,
      })
      .execute();
    // One atomic increment, so parallel purchases cannot lose credits.
    await trx
      .updateTable('user')
      .set((eb) => ({ credits: eb('credits', '+', credits) }))
      .where('id', '=', userId)
      .execute();
  });
  const balance = await getCredits(ctx.db, userId);
  const label = charge.testMode ? ' (test mode: no money was charged)' : '';
  return {
    message: `Added ${credits} credits${label}.`,
    credits: balance,
    purchase: {
      id,
      credits,
      amountCents,
      currency: 'USD',
      provider: charge.provider,
      testMode: charge.testMode,
    },
  };
}
