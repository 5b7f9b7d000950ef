import { randomUUID } from 'node:crypto';
import type { CreditLedgerKind } from '@wordreel/core';
import type { AppContext } from '../../src/context.ts';

/**
 * A ledger entry written as the ledger writes one, at `createdAt`, by `key` when given: a debit
 * (`export`) when `delta` is negative, else a purchase unless `kind` says otherwise (a refund).
 */
export async function insertLedgerEntry(
  ctx: AppContext,
  userId: string,
  createdAt: number,
  delta: number,
  options: { key?: { id: string; name: string | null }; kind?: CreditLedgerKind; description?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await ctx.db
    .insertInto('creditLedger')
    .values({
      id,
      userId,
      kind: options.kind ?? (delta < 0 ? 'export' : 'purchase'),
      delta,
      balance: 1000,
      projectId: null,
      description: options.description ?? `entry at ${new Date(createdAt).toISOString()}`,
      reference: null,
      apiKeyId: options.key?.id ?? null,
      apiKeyName: options.key?.name ?? null,
      createdAt,
    })
    .execute();
  return id;
}
