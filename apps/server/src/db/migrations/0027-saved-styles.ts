import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * A creator's saved styles (decision 072), removed with the account. Names are unique per account
 * ignoring case (`nameKey`), and at most one style per account is the default (a partial unique index,
 * which PostgreSQL and SQLite both keep).
 */
export const m0027SavedStyles = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('savedStyle')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('nameKey', 'text', (c) => c.notNull())
      .addColumn('style', 'text', (c) => c.notNull())
      .addColumn('isDefault', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('savedStyle_user_name')
      .on('savedStyle')
      .columns(['userId', 'nameKey'])
      .unique()
      .execute();
    await db.schema
      .createIndex('savedStyle_user_default')
      .on('savedStyle')
      .column('userId')
      .unique()
      .where(sql.ref('isDefault'), '=', 1)
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('savedStyle').execute();
  },
};
