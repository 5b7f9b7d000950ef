import type { Kysely } from 'kysely';

/** Which optional mails a user gets (decision 076), removed with the account; no row: all of them. */
export const m0030MailPreferences = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('mailPreference')
      .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('apiKeyNotices', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('mailPreference').execute();
  },
};
