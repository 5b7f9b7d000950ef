import { DEFAULT_MAIL_PREFERENCES, type MailPreferences } from '@wordreel/core';
import type { Database } from '../../db/database.ts';

/** The user's optional mails; every one is on until turned off. */
export async function findMailPreferences(db: Database, userId: string): Promise<MailPreferences> {
  const row = await db
    .selectFrom('mailPreference')
    .select('apiKeyNotices')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? { apiKeyNotices: Number(row.apiKeyNotices) === 1 } : { ...DEFAULT_MAIL_PREFERENCES };
}

export async function saveMailPreferences(
  db: Database,
  userId: string,
  preferences: MailPreferences,
): Promise<void> {
  const values = { apiKeyNotices: preferences.apiKeyNotices ? 1 : 0, updatedAt: Date.now() };
  await db
    .insertInto('mailPreference')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
}
