import type { Database } from '../../db/database.ts';

/** The user's terms, [] when none were saved. */
export async function findVocabulary(db: Database, userId: string): Promise<string[]> {
  const row = await db
    .selectFrom('userVocabulary')
    .select('terms')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return parseTerms(row?.terms);
}

function parseTerms(stored: string | undefined): string[] {
  if (stored === undefined) return [];
  const terms: unknown = JSON.parse(stored);
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

/**
 * Changes the user's list with `change` (the new list, or null to leave it): the write is taken only
 * if the stored list is still the one `change` saw (compared as stored text), else it reads again and
 * retries, so two changes at once both land, whichever database.
 */
export async function changeVocabulary(
  db: Database,
  userId: string,
  change: (terms: string[]) => string[] | null,
): Promise<{ terms: string[]; changed: boolean }> {
  for (;;) {
    const row = await db
      .selectFrom('userVocabulary')
      .select('terms')
      .where('userId', '=', userId)
      .executeTakeFirst();
    const terms = parseTerms(row?.terms);
    const next = change(terms);
    if (next === null) return { terms, changed: false };
    const values = { terms: JSON.stringify(next), updatedAt: Date.now() };
    const written = row
      ? await db
          .updateTable('userVocabulary')
          .set(values)
          .where('userId', '=', userId)
          .where('terms', '=', row.terms)
          .executeTakeFirst()
          .then((r) => Number(r.numUpdatedRows))
      : await db
          .insertInto('userVocabulary')
          .values({ userId, ...values })
          .onConflict((oc) => oc.column('userId').doNothing())
          .executeTakeFirst()
          .then((r) => Number(r.numInsertedOrUpdatedRows ?? 0));
    if (written > 0) return { terms: next, changed: true };
  }
}
