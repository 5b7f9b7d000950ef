import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ApiKeyInfo, CreatedApiKey } from '@wordreel/core';
import type { Database } from '../../db/database.ts';

/** Keys look like `wr_` + 43 base64url characters (32 random bytes); the prefix helps users tell them apart. */
const KEY_TAG = 'wr_';
const PREFIX_LENGTH = KEY_TAG.length + 6;

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function describe(prefix: string, createdAt: number): ApiKeyInfo {
  return {
    prefix,
    masked: `${prefix}${'•'.repeat(16)}`,
    createdAt: new Date(Number(createdAt)).toISOString(),
  };
}

/** Creates the user's key, revoking any earlier one; the full key is returned only here. */
export async function generateApiKey(db: Database, userId: string, now = Date.now()): Promise<CreatedApiKey> {
  const key = `${KEY_TAG}${randomBytes(32).toString('base64url')}`;
  const prefix = key.slice(0, PREFIX_LENGTH);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('apiKey').where('userId', '=', userId).execute();
    await trx
      .insertInto('apiKey')
      .values({ id: randomUUID(), userId, keyHash: hashKey(key), prefix, createdAt: now })
      .execute();
  });
  return { key, ...describe(prefix, now) };
}

/** Revokes every key of the user (a password reset: whoever took the account may have minted one). */
export async function revokeApiKeys(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('apiKey').where('userId', '=', userId).execute();
}

export async function getApiKeyInfo(db: Database, userId: string): Promise<ApiKeyInfo | null> {
  const row = await db
    .selectFrom('apiKey')
    .select(['prefix', 'createdAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? describe(row.prefix, row.createdAt) : null;
}

/** The user id a presented key belongs to, or null. */
export async function userIdForApiKey(db: Database, key: string): Promise<string | null> {
  if (!key.startsWith(KEY_TAG) || key.length > 200) return null;
  const row = await db
    .selectFrom('apiKey')
    .select('userId')
    .where('keyHash', '=', hashKey(key))
    .executeTakeFirst();
  return row?.userId ?? null;
}
