import type { Database } from '../../db/database.ts';

/** The user's terms, [] when none were saved. */
export async function findVocabulary(db: Database, userId: string): Promise<string[]> {
  const row = await db
    .selectFrom('userVocabulary')
    .select('terms')
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return [];
  const terms: unknown = JSON.parse(row.terms);
  return Array.isArray(terms) ? terms.filter((t): t is string => typeof t === 'string') : [];
}

export async function saveVocabulary(db: Database, userId: string, terms: readonly string[]): Promise<void> {
  const values = { userId, terms: JSON.stringify(terms), updatedAt: Date.now() };
  await db
    .insertInto('userVocabulary')
    .values(values)
    .onConflict((oc) => oc.column('userId').doUpdateSet({ terms: values.terms, updatedAt: values.updatedAt }))
    .execute();
}
