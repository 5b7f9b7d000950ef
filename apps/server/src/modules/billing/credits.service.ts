import { randomUUID } from 'node:crypto';
import { CREDIT_PRICE_CENTS, type PurchaseCreditsResponse } from '@wordreel/core';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { creditPurchase } from './ledger.service.ts';
import { isCheckout, type PaymentProvider } from './payment-provider.ts';

export interface BillingContext {
  db: Database;
  payments: PaymentProvider;
  config: Pick<Config, 'PUBLIC_URL'>;
}

export async function getCredits(db: Database, userId: string): Promise<number> {
  const row = await db.selectFrom('user').select('credits').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return Number(row.credits);
}

/** A paid purchase, as the provider reports it (at once, or later by its webhook). */
export interface PaidPurchase {
  userId: string;
  credits: number;
  amountCents: number;
  provider: string;
  reference: string;
  testMode: boolean;
}

/**
 * Records a paid purchase and adds its credits, exactly once per provider reference: a webhook the
 * provider repeats (or two deliveries racing) finds the reference in the ledger and adds nothing.
 * Returns the purchase id, or null when it was recorded before.
 */
export async function recordPurchase(
  ctx: Pick<BillingContext, 'db' | 'config'>,
  paid: PaidPurchase,
): Promise<string | null> {
  const id = randomUUID();
  const reference = `${paid.provider}:${paid.reference}`;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const credited = await creditPurchase(trx, ctx.config, {
        userId: paid.userId,
        credits: paid.credits,
        reference,
        description: `Bought ${paid.credits} credits${paid.testMode ? ' (test mode)' : ''}`,
      });
      if (!credited) return null;
      await trx
        .insertInto('creditPurchase')
        .values({
          id,
          userId: paid.userId,
          credits: paid.credits,
          amountCents: paid.amountCents,
          currency: 'USD',
          provider: paid.provider,
          providerReference: paid.reference,
          testMode: paid.testMode ? 1 : 0,
          createdAt: Date.now(),
        })
        .execute();
      return id;
    });
  } catch (error) {
    // Two deliveries at once: the loser's ledger insert hits the unique reference and rolls back.
    const seen = await ctx.db
      .selectFrom('creditLedger')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (seen) return null;
    throw error;
  }
}

/**
 * Buys `credits` × $0.05 through the payment provider (the amount was validated by
 * purchaseCreditsBodySchema: 100–12,000 in steps of 10): credited at once by the test-mode provider,
 * or a checkout URL whose webhook credits later.
 */
export async function purchaseCredits(
  ctx: BillingContext,
  userId: string,
  credits: number,
): Promise<PurchaseCreditsResponse> {
  const amountCents = credits * CREDIT_PRICE_CENTS;
  const charge = await ctx.payments.charge({
    userId,
    credits,
    amountCents,
    currency: 'USD',
    description: `${credits} Wordreel credits`,
  });
  if (isCheckout(charge)) {
    return {
      message: 'Complete the payment on the checkout page; your credits are added once it is paid.',
      credits: await getCredits(ctx.db, userId),
      checkoutUrl: charge.checkoutUrl,
    };
  }
  const id =
    (await recordPurchase(ctx, {
      userId,
      credits,
      amountCents,
      provider: charge.provider,
      reference: charge.reference,
      testMode: charge.testMode,
    })) ?? randomUUID();
  const label = charge.testMode ? ' (test mode: no money was charged)' : '';
  return {
    message: `Added ${credits} credits${label}.`,
    credits: await getCredits(ctx.db, userId),
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
