import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import {
  creditsForSeconds,
  type ApiKeyRef,
  type CreditUsage,
  type CreditLedgerEntry,
  type CreditLedgerKind,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { createdAfter, olderThan, pageOf, type PagePosition } from '../../db/keyset-page.ts';
import type { EnqueueResult } from '../../jobs/job-queue.ts';
import { announceKeySpending, type KeyLimitNoticeContext } from './key-limit-notices.ts';
import { assertWithinMonthlyLimit, KeyLimitReached, spentOfNet } from './key-spending-limit.ts';

type LedgerContext = Pick<AppContext, 'db' | 'jobs' | 'config'> & KeyLimitNoticeContext;

/** What a piece of work costs and who pays. */
export interface Charge {
  userId: string;
  projectId: string;
  kind: Extract<CreditLedgerKind, 'transcription' | 'export'>;
  credits: number;
  description: string;
  /** The API key the work was asked for with (`request.sessionUser.apiKey`); null from the website. */
  apiKey: ApiKeyRef | null;
}

/** The 402 answer: what it costs, what there is, and where to buy more. */
export function notEnoughCredits(
  config: Pick<AppContext['config'], 'PUBLIC_URL'>,
  need: number,
  have: number,
) {
  return new AppError(
    'PAYMENT_REQUIRED',
    `Not enough credits: this needs ${need} and you have ${have}. Buy more credits at ${buyCreditsUrl(config)}`,
  );
}

/** Where credits are bought (the API Config page), as messages about a missing balance name it. */
export function buyCreditsUrl(config: Pick<AppContext['config'], 'PUBLIC_URL'>): string {
  return `${config.PUBLIC_URL ?? ''}/api-config`;
}

async function balanceOf(db: Database, userId: string): Promise<number> {
  const row = await db.selectFrom('user').select('credits').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return Number(row.credits);
}

/**
 * Adds `delta` to the balance and writes the ledger entry, in the transaction given. A debit only
 * happens when the balance covers it (one conditional UPDATE, so parallel debits cannot overdraw);
 * a `reference` already in the ledger makes it a no-op (false).
 */
async function post(
  trx: Database,
  entry: {
    userId: string;
    kind: CreditLedgerKind;
    delta: number;
    projectId: string | null;
    description: string;
    reference: string | null;
    apiKey: ApiKeyRef | null;
  },
  config: Pick<AppContext['config'], 'PUBLIC_URL'>,
): Promise<boolean> {
  if (entry.reference) {
    const seen = await trx
      .selectFrom('creditLedger')
      .select('id')
      .where('reference', '=', entry.reference)
      .executeTakeFirst();
    if (seen) return false;
  }
  let update = trx
    .updateTable('user')
    .set((eb) => ({ credits: eb('credits', '+', entry.delta) }))
    .where('id', '=', entry.userId);
  if (entry.delta < 0) update = update.where('credits', '>=', -entry.delta);
  const updated = await update.returning('credits').executeTakeFirst();
  if (!updated && entry.delta >= 0) throw new AppError('NOT_FOUND', 'User not found');
  if (!updated) throw notEnoughCredits(config, -entry.delta, await balanceOf(trx, entry.userId));
  // The row is held now: a key's monthly limit is checked against every charge before this one.
  if (entry.delta < 0 && entry.apiKey) await assertWithinMonthlyLimit(trx, entry.apiKey.id, -entry.delta);
  // The user's row is held from the update above until commit, so entries are written one after the
  // other: each is timed after the one before, even in the same millisecond, and the ledger lists them
  // in the order the balance changed.
  const { latest } = await trx
    .selectFrom('creditLedger')
    .select((eb) => eb.fn.max('createdAt').as('latest'))
    .where('userId', '=', entry.userId)
    .executeTakeFirstOrThrow();
  const createdAt = createdAfter(latest);
  const { apiKey, ...fields } = entry;
  await trx
    .insertInto('creditLedger')
    .values({
      id: randomUUID(),
      ...fields,
      apiKeyId: apiKey?.id ?? null,
      apiKeyName: apiKey?.name ?? null,
      balance: Number(updated.credits),
      createdAt,
    })
    .execute();
  return true;
}

/**
 * Debits the work's credits and queues its job together: with the embedded queue in one database
 * transaction (no debit without the job, no job without the debit); with BullMQ the debit commits
 * first and is refunded when the enqueue fails. `enqueue` answering `created: false` (the job is
 * already live) undoes the debit and throws `busy`. A charge made with a key, or refused for its
 * monthly limit, may tell the key's owner it is near or at that limit (decision 074).
 */
export async function chargeAndEnqueue(
  ctx: LedgerContext,
  charge: Charge,
  enqueue: (db: Database | undefined) => Promise<EnqueueResult>,
  busy: () => AppError,
): Promise<EnqueueResult> {
  try {
    const result = await debitAndEnqueue(ctx, charge, enqueue, busy);
    if (charge.credits > 0) announceKeySpending(ctx, charge.apiKey, false);
    return result;
  } catch (error) {
    if (error instanceof KeyLimitReached) announceKeySpending(ctx, charge.apiKey, true);
    throw error;
  }
}

async function debitAndEnqueue(
  ctx: LedgerContext,
  charge: Charge,
  enqueue: (db: Database | undefined) => Promise<EnqueueResult>,
  busy: () => AppError,
): Promise<EnqueueResult> {
  const debit = (trx: Database) =>
    charge.credits > 0
      ? post(
          trx,
          {
            userId: charge.userId,
            kind: charge.kind,
            delta: -charge.credits,
            projectId: charge.projectId,
            description: charge.description,
            reference: null,
            apiKey: charge.apiKey,
          },
          ctx.config,
        )
      : Promise.resolve(false);
  if (ctx.jobs.transactional) {
    return ctx.db.transaction().execute(async (trx) => {
      await debit(trx);
      const result = await enqueue(trx);
      if (!result.created) throw busy();
      return result;
    });
  }
  await ctx.db.transaction().execute(debit);
  let result: EnqueueResult;
  try {
    result = await enqueue(undefined);
  } catch (error) {
    await refundCharge(ctx, charge.projectId, charge.kind, 'queue unavailable');
    throw error;
  }
  if (!result.created) {
    await refundCharge(ctx, charge.projectId, charge.kind, 'already running');
    throw busy();
  }
  return result;
}

/**
 * Gives back the latest debit of this kind for the project, once: the refund's reference is the
 * debit's id, so a second report of the same failure (retries, cancel racing a failure) adds nothing.
 */
export async function refundCharge(
  ctx: Pick<AppContext, 'db' | 'config'>,
  projectId: string,
  kind: Charge['kind'],
  why: string,
): Promise<boolean> {
  return ctx.db.transaction().execute((trx) => refundChargeIn(trx, ctx.config, projectId, kind, why));
}

/** The project's latest debit of this kind, and whether it has been refunded since. */
async function latestDebit(trx: Database, projectId: string, kind: Charge['kind']) {
  const debit = await trx
    .selectFrom('creditLedger')
    .select(['id', 'userId', 'delta', 'apiKeyId', 'apiKeyName'])
    .where('projectId', '=', projectId)
    .where('kind', '=', kind)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!debit || debit.delta >= 0) return null;
  const refund = await trx
    .selectFrom('creditLedger')
    .select('id')
    .where('reference', '=', `refund:${debit.id}`)
    .executeTakeFirst();
  const apiKey = debit.apiKeyId === null ? null : { id: debit.apiKeyId, name: debit.apiKeyName };
  return { ...debit, apiKey, refunded: refund !== undefined };
}

/** `refundCharge` inside a transaction the caller holds (with the change the refund goes with). */
export async function refundChargeIn(
  trx: Database,
  config: Pick<AppContext['config'], 'PUBLIC_URL'>,
  projectId: string,
  kind: Charge['kind'],
  why: string,
): Promise<boolean> {
  const debit = await latestDebit(trx, projectId, kind);
  if (!debit || debit.refunded) return false;
  return post(
    trx,
    {
      userId: debit.userId,
      kind: 'refund',
      delta: -debit.delta,
      projectId,
      description: `Refund of ${kind} (${why})`,
      reference: `refund:${debit.id}`,
      apiKey: debit.apiKey,
    },
    config,
  );
}

/**
 * The upload was charged for the length its file's headers claimed; the media job measures the real
 * one. When that costs more, the charge is replaced by the measured length's (the first given back
 * and the new one taken in one transaction, so a later failure's refund returns all of it). Answers
 * what is missing, changing nothing, when the balance (with the first charge back) does not cover it.
 * A larger charge made with a key, or refused for its monthly limit, may tell the key's owner it is
 * near or at that limit, as `chargeAndEnqueue` does.
 */
export async function settleTranscriptionCharge(
  ctx: LedgerContext,
  project: { id: string; name: string },
  seconds: number,
): Promise<{ need: number; have: number } | null> {
  const credits = creditsForSeconds(seconds, ctx.config.CREDITS_PER_MINUTE_TRANSCRIPTION);
  // The key the larger charge is made with, told of its limit as after any other charge (decision 074).
  const charging: { key: ApiKeyRef | null } = { key: null };
  try {
    const shortfall = await replaceTranscriptionCharge(ctx, project, credits, charging);
    announceKeySpending(ctx, charging.key, false);
    return shortfall;
  } catch (error) {
    if (error instanceof KeyLimitReached) announceKeySpending(ctx, charging.key, true);
    throw error;
  }
}

function replaceTranscriptionCharge(
  ctx: LedgerContext,
  project: { id: string; name: string },
  credits: number,
  charging: { key: ApiKeyRef | null },
): Promise<{ need: number; have: number } | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const debit = await latestDebit(trx, project.id, 'transcription');
    // Not charged (free, or given back already), or charged enough.
    if (!debit || debit.refunded || -debit.delta >= credits) return null;
    const have = (await balanceOf(trx, debit.userId)) - debit.delta;
    if (have < credits) return { need: credits, have };
    charging.key = debit.apiKey;
    await refundChargeIn(trx, ctx.config, project.id, 'transcription', 'replaced by its measured length');
    await post(
      trx,
      {
        userId: debit.userId,
        kind: 'transcription',
        delta: -credits,
        projectId: project.id,
        description: `Captions for ${project.name} (its measured length)`,
        reference: null,
        apiKey: debit.apiKey,
      },
      ctx.config,
    );
    return null;
  });
}

/** Credits a completed purchase exactly once (its provider reference is unique in the ledger). */
export function creditPurchase(
  trx: Database,
  config: Pick<AppContext['config'], 'PUBLIC_URL'>,
  purchase: { userId: string; credits: number; reference: string; description: string },
): Promise<boolean> {
  return post(
    trx,
    {
      userId: purchase.userId,
      kind: 'purchase',
      delta: purchase.credits,
      projectId: null,
      description: purchase.description,
      reference: purchase.reference,
      apiKey: null,
    },
    config,
  );
}

/** Which of the user's entries a ledger page holds (all of them without a filter). */
export interface LedgerFilter {
  /** Epoch ms: entries at or after it. */
  from?: number;
  /** Epoch ms: entries before it. */
  to?: number;
  /** Only the entries of this API key's requests. */
  apiKeyId?: string;
}

/** The user's entries the filter covers, as a where condition. */
function matching(userId: string, filter: LedgerFilter) {
  return (eb: ExpressionBuilder<DB, 'creditLedger'>) =>
    eb.and([
      eb('userId', '=', userId),
      ...(filter.from === undefined ? [] : [eb('createdAt', '>=', filter.from)]),
      ...(filter.to === undefined ? [] : [eb('createdAt', '<', filter.to)]),
      ...(filter.apiKeyId === undefined ? [] : [eb('apiKeyId', '=', filter.apiKeyId)]),
    ]);
}

/**
 * One page of the user's ledger, newest first (creation time, then id), after `after` when given
 * (see `keyset-page.ts`).
 */
export async function listLedgerPage(
  db: Database,
  userId: string,
  filter: LedgerFilter,
  limit: number,
  after?: PagePosition,
): Promise<{ entries: CreditLedgerEntry[]; last: PagePosition | undefined; more: boolean }> {
  let query = db
    .selectFrom('creditLedger')
    .select([
      'id',
      'kind',
      'delta',
      'balance',
      'projectId',
      'description',
      'apiKeyId',
      'apiKeyName',
      'createdAt',
    ])
    .where(matching(userId, filter));
  if (after) query = query.where(olderThan(after));
  const rows = await query
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = pageOf(rows, limit);
  return {
    entries: page.rows.map(({ apiKeyId, apiKeyName, ...r }) => ({
      ...r,
      apiKey: apiKeyId === null ? null : { id: apiKeyId, name: apiKeyName },
      delta: Number(r.delta),
      balance: Number(r.balance),
      createdAt: Number(r.createdAt),
    })),
    last: page.last,
    more: page.more,
  };
}

/**
 * What was spent in the range, in all and by the API key that asked (null: the website), most first;
 * refunds count against the key of the debit they answer, so each total is what that work cost in the end.
 */
export async function ledgerUsage(
  db: Database,
  userId: string,
  range: Omit<LedgerFilter, 'apiKeyId'>,
): Promise<CreditUsage> {
  // One read, by key and kind: the purchases' sum is what was bought, the rest is spent per key.
  const rows = await db
    .selectFrom('creditLedger')
    .select((eb) => [
      'apiKeyId',
      'kind',
      eb.fn.max('apiKeyName').as('apiKeyName'),
      eb.fn.sum<number | string>('delta').as('net'),
    ])
    .where(matching(userId, range))
    .groupBy(['apiKeyId', 'kind'])
    .execute();
  let creditsBought = 0;
  const netByKey = new Map<string | null, { name: string | null; net: number }>();
  for (const row of rows) {
    if (row.kind === 'purchase') {
      creditsBought += Number(row.net);
      continue;
    }
    const key = netByKey.get(row.apiKeyId) ?? { name: row.apiKeyName, net: 0 };
    netByKey.set(row.apiKeyId, { name: key.name ?? row.apiKeyName, net: key.net + Number(row.net) });
  }
  const byKey = [...netByKey]
    .map(([id, { name, net }]) => ({
      apiKey: id === null ? null : { id, name },
      creditsUsed: spentOfNet(net),
    }))
    .sort((a, b) => b.creditsUsed - a.creditsUsed);
  return {
    creditsUsed: byKey.reduce((sum, key) => sum + key.creditsUsed, 0),
    creditsBought,
    byKey,
  };
}

/**
 * Transcription is paid when a video enters the pipeline that ends in captions (the `media` step
 * queued at upload, or a retry): one credit-price per started minute of its duration.
 */
export function chargeTranscription(
  ctx: LedgerContext,
  project: { id: string; userId: string; name: string; seconds: number },
  apiKey: ApiKeyRef | null,
  enqueue: (db: Database | undefined) => Promise<EnqueueResult>,
): Promise<EnqueueResult> {
  return chargeAndEnqueue(
    ctx,
    {
      userId: project.userId,
      projectId: project.id,
      kind: 'transcription',
      credits: creditsForSeconds(project.seconds, ctx.config.CREDITS_PER_MINUTE_TRANSCRIPTION),
      description: `Captions for ${project.name}`,
      apiKey,
    },
    enqueue,
    () => new AppError('CONFLICT', 'This video is already being processed.'),
  );
}
