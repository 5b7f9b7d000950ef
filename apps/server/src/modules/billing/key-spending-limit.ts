import { monthlyLimitReachedMessage, monthStartUtc } from '@wordreel/core';
import type { Expression } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * The sum of a key's ledger entries from `since` on (all of them without): debits are negative, their
 * refunds positive, both name the key; purchases name none. `keyId` is the key's id or, in a query over
 * apiKey, a reference to its id column. The one definition of a key's spending, for the limit check and
 * the keys list alike.
 */
export function keyLedgerNet(db: Database, keyId: string | Expression<string>, since?: number) {
  return db
    .selectFrom('creditLedger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('delta'), eb.lit(0)).as('net'))
    .where('creditLedger.apiKeyId', '=', keyId)
    .$if(since !== undefined, (query) => query.where('creditLedger.createdAt', '>=', since as number));
}

/** Credits spent, from a `keyLedgerNet`: 0 - net, not -net, so nothing spent is 0, not -0 (printed "-0"). */
export const spentOfNet = (net: number | string | null | undefined): number => 0 - Number(net ?? 0);

/** Credits a key's requests spent from `since` on, less refunds. */
export async function keySpentSince(db: Database, keyId: string, since: number): Promise<number> {
  const { net } = await keyLedgerNet(db, keyId, since).executeTakeFirstOrThrow();
  return spentOfNet(net);
}

/** The 402 for a charge past a key's monthly limit: told apart from an account short of credits. */
export class KeyLimitReached extends AppError {
  constructor(message: string) {
    super('PAYMENT_REQUIRED', message);
  }
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
  throw new KeyLimitReached(
    monthlyLimitReachedMessage({
      name: key.name,
      limit: key.monthlyCreditLimit,
      used,
      need,
      resetsAt: monthStartUtc(at, 1),
    }),
  );
}
