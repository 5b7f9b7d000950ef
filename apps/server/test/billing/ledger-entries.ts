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

/**
 * `count` purchases of 10 credits a second apart from `start`, written in one insert: the balance after
 * the i-th (0-based) is 10 × (i + 1), so a list newest first reads 10 × count down to 10.
 */
export async function insertPurchases(
  ctx: AppContext,
  userId: string,
  count: number,
  start: number,
): Promise<void> {
  await ctx.db
    .insertInto('creditLedger')
    .values(
      Array.from({ length: count }, (_, i) => ({
        id: randomUUID(),
        userId,
        kind: 'purchase' as const,
        delta: 10,
        balance: 10 * (i + 1),
        projectId: null,
        description: 'credits',
        reference: null,
        createdAt: start + i * 1000,
      })),
    )
    .execute();
}
