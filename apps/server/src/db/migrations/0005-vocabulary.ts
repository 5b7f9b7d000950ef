import type { Kysely } from 'kysely';

/** A custom vocabulary per user (names and terms for speech recognition); gone with the user. */
export const m0005Vocabulary = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('userVocabulary')
      .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('terms', 'text', (c) => c.notNull())
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .execute();
  },
};
