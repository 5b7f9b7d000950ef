import { monthlyLimitReachedMessage, monthStartUtc } from '@wordreel/core';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Credits a key's requests spent from `since` on, less refunds (debits are negative, their refunds
 * positive, both name the key). Purchases name no key.
 */
export async function keySpentSince(db: Database, keyId: string, since: number): Promise<number> {
  const { net } = await db
    .selectFrom('creditLedger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('delta'), eb.lit(0)).as('net'))
    .where('apiKeyId', '=', keyId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  // 0 - net, not -net: nothing spent is 0, not -0 (which a number format prints as "-0").
  return 0 - Number(net);
}

/**
 * Refuses (402) a debit of `need` credits asked for with this key when it would take the key past its
 * monthly limit (decision 073). Called inside the debit's transaction once the account's row is held,
 * so two charges at once are counted one after the other.
 */
export async function assertWithinMonthlyLimit(
  trx: Database,
  keyId: string,
  need: number,
  now = Date.now(),
): Promise<void> {
  const key = await trx
    .selectFrom('apiKey')
    .select(['name', 'monthlyCreditLimit'])
    .where('id', '=', keyId)
    .executeTakeFirst();
  if (!key || key.monthlyCreditLimit === null || key.name === null) return;
  const at = new Date(now);
  const used = await keySpentSince(trx, keyId, monthStartUtc(at).getTime());
  if (used + need <= key.monthlyCreditLimit) return;
  throw new AppError(
    'PAYMENT_REQUIRED',
    monthlyLimitReachedMessage({
      name: key.name,
      limit: key.monthlyCreditLimit,
      used,
      need,
      resetsAt: monthStartUtc(at, 1),
    }),
  );
}
