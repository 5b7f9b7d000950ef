import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  API_KEY_NOT_FOUND,
  apiKeyExpiredMessage,
  MAX_NAMED_API_KEYS,
  NAMED_API_KEY_LIMIT_MESSAGE,
  type ApiKeyInfo,
  type CreatedApiKey,
  type ApiKeyAccess,
  type CreateNamedApiKeyBody,
  type CreatedNamedApiKey,
  type NamedApiKey,
  monthStartUtc,
  type UpdateNamedApiKeyBody,
} from '@wordreel/core';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { createdAfter } from '../../db/keyset-page.ts';
import { holdUserRow } from '../../db/owner-lock.ts';
import { AppError } from '../../http/app-error.ts';
import { keyLedgerNet, spentOfNet } from '../billing/key-spending-limit.ts';
import type { ApiKeyTable } from './accounts.tables.ts';

/** Keys look like `wr_` + 43 base64url characters (32 random bytes); the prefix helps users tell them apart. */
const KEY_TAG = 'wr_';
const PREFIX_LENGTH = KEY_TAG.length + 6;

/** `lastUsedAt` is written at most this often per key: a request is not a database write. */
export const LAST_USED_RESOLUTION_MS = 60_000;

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

function describe(row: Pick<Selectable<ApiKeyTable>, 'prefix' | 'createdAt' | 'lastUsedAt'>): ApiKeyInfo {
  return {
    prefix: row.prefix,
    masked: `${row.prefix}${'•'.repeat(16)}`,
    createdAt: iso(row.createdAt) as string,
    lastUsedAt: iso(row.lastUsedAt),
  };
}

const DAY_MS = 86_400_000;

/** A new key's value and stored row (only the hash of the value is kept). */
function mintKey(
  userId: string,
  name: string | null,
  now: number,
  limits: { expiresAt: number | null; access: ApiKeyAccess; monthlyCreditLimit: number | null } = {
    expiresAt: null,
    access: 'full',
    monthlyCreditLimit: null,
  },
) {
  const key = `${KEY_TAG}${randomBytes(32).toString('base64url')}`;
  const row = {
    id: randomUUID(),
    userId,
    keyHash: hashKey(key),
    prefix: key.slice(0, PREFIX_LENGTH),
    createdAt: now,
    name,
    lastUsedAt: null,
    ...limits,
  };
  return { key, row };
}

/**
 * Creates the account's own key (the spec's), revoking the earlier one; keys for integrations stay.
 * The full key is returned only here.
 */
export async function generateApiKey(db: Database, userId: string, now = Date.now()): Promise<CreatedApiKey> {
  const { key, row } = mintKey(userId, null, now);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('apiKey').where('userId', '=', userId).where('name', 'is', null).execute();
    await trx.insertInto('apiKey').values(row).execute();
  });
  return { key, ...describe(row) };
}

/** Revokes every key of the user (a password reset: whoever took the account may have minted one). */
export async function revokeApiKeys(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('apiKey').where('userId', '=', userId).execute();
}

export async function getApiKeyInfo(db: Database, userId: string): Promise<ApiKeyInfo | null> {
  const row = await db
    .selectFrom('apiKey')
    .select(['prefix', 'createdAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .where('name', 'is', null)
    .executeTakeFirst();
  return row ? describe(row) : null;
}

/** The user's keys for integrations, newest first, never their values, each with what it spent. */
export async function listNamedApiKeys(
  db: Database,
  userId: string,
  now = Date.now(),
): Promise<NamedApiKey[]> {
  const monthStart = monthStartUtc(new Date(now)).getTime();
  const rows = await db
    .selectFrom('apiKey')
    .select(NAMED_KEY_COLUMNS)
    .select((eb) => [
      keyLedgerNet(db, eb.ref('apiKey.id')).as('net'),
      keyLedgerNet(db, eb.ref('apiKey.id'), monthStart).as('monthNet'),
    ])
    .where('userId', '=', userId)
    .where('name', 'is not', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) =>
    namedKeyOf(row, { total: spentOfNet(row.net), thisMonth: spentOfNet(row.monthNet) }, now),
  );
}

const NAMED_KEY_COLUMNS = [
  'id',
  'name',
  'prefix',
  'createdAt',
  'lastUsedAt',
  'expiresAt',
  'access',
  'monthlyCreditLimit',
] as const;

/** A key for an integration as the API shows it. */
function namedKeyOf(
  row: Pick<Selectable<ApiKeyTable>, (typeof NAMED_KEY_COLUMNS)[number]>,
  spent: { total: number; thisMonth: number },
  now: number,
): NamedApiKey {
  return {
    id: row.id,
    name: row.name as string,
    ...describe(row),
    expiresAt: iso(row.expiresAt),
    expired: row.expiresAt !== null && row.expiresAt <= now,
    access: row.access,
    creditsUsed: spent.total,
    monthlyCreditLimit: row.monthlyCreditLimit,
    creditsUsedThisMonth: spent.thisMonth,
  };
}

/**
 * A new key for an integration, returned in full only here; at most MAX_NAMED_API_KEYS. Its creation time
 * is after every earlier key's, even one made in the same millisecond, so "newest first" is the order
 * they were made in.
 */
export async function createNamedApiKey(
  db: Database,
  userId: string,
  { name, expiresInDays = null, access = 'full', monthlyCreditLimit = null }: CreateNamedApiKeyBody,
  now = Date.now(),
): Promise<CreatedNamedApiKey> {
  const minted = await db.transaction().execute(async (trx) => {
    await holdUserRow(trx, userId);
    const { count, latest } = await trx
      .selectFrom('apiKey')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('createdAt').as('latest')])
      .where('userId', '=', userId)
      .where('name', 'is not', null)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_NAMED_API_KEYS) {
      throw new AppError('CONFLICT', NAMED_API_KEY_LIMIT_MESSAGE);
    }
    const createdAt = createdAfter(latest, now);
    const expiresAt = expiresInDays === null ? null : createdAt + expiresInDays * DAY_MS;
    const next = mintKey(userId, name, createdAt, { expiresAt, access, monthlyCreditLimit });
    await trx.insertInto('apiKey').values(next.row).execute();
    return next;
  });
  return { key: minted.key, ...namedKeyOf(minted.row, { total: 0, thisMonth: 0 }, now) };
}

/** Sets or clears a key's monthly limit; another user's key or the account's own is not found. */
export async function updateNamedApiKey(
  db: Database,
  userId: string,
  keyId: string,
  { monthlyCreditLimit }: UpdateNamedApiKeyBody,
  now = Date.now(),
): Promise<NamedApiKey> {
  const result = await db
    .updateTable('apiKey')
    .set({ monthlyCreditLimit })
    .where('id', '=', keyId)
    .where('userId', '=', userId)
    .where('name', 'is not', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND);
  const updated = (await listNamedApiKeys(db, userId, now)).find((key) => key.id === keyId);
  if (!updated) throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND);
  return updated;
}

/** Revokes one key for an integration; another user's key or the account's own is not found. */
export async function revokeNamedApiKey(db: Database, userId: string, keyId: string): Promise<void> {
  const result = await db
    .deleteFrom('apiKey')
    .where('id', '=', keyId)
    .where('userId', '=', userId)
    .where('name', 'is not', null)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND);
}

/**
 * The stored key a presented one is (its id, owner and name; null name: the account's own key), or
 * null; notes the use (at most once a minute per key). A key past its expiry is refused with a 401
 * that says so, rather than the "log in" a wrong key gets: its integration needs a new key.
 */
export async function findApiKey(
  db: Database,
  key: string,
  now = Date.now(),
): Promise<{ id: string; userId: string; name: string | null; access: ApiKeyAccess } | null> {
  if (!key.startsWith(KEY_TAG) || key.length > 200) return null;
  const row = await db
    .selectFrom('apiKey')
    .select(['id', 'userId', 'name', 'lastUsedAt', 'expiresAt', 'access'])
    .where('keyHash', '=', hashKey(key))
    .executeTakeFirst();
  if (!row) return null;
  if (row.expiresAt !== null && row.expiresAt <= now) {
    throw new AppError('UNAUTHORIZED', apiKeyExpiredMessage(iso(row.expiresAt) as string));
  }
  if (row.lastUsedAt === null || now - row.lastUsedAt >= LAST_USED_RESOLUTION_MS) {
    await db
      .updateTable('apiKey')
      .set({ lastUsedAt: now })
      .where('id', '=', row.id)
      .where((eb) =>
        eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<=', now - LAST_USED_RESOLUTION_MS)]),
      )
      .execute();
  }
  return { id: row.id, userId: row.userId, name: row.name, access: row.access };
}
