import type { Kysely } from 'kysely';

/** The credit ledger: every debit, refund and purchase, with the balance after it. */
export const m0004CreditLedger = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('creditLedger')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('delta', 'integer', (c) => c.notNull())
      .addColumn('balance', 'integer', (c) => c.notNull())
      .addColumn('projectId', 'text')
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.unique())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('creditLedger_user')
      .on('creditLedger')
      .columns(['userId', 'createdAt'])
      .execute();
    await db.schema
      .createIndex('creditLedger_project')
      .on('creditLedger')
      .columns(['projectId', 'kind'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('creditLedger').execute();
  },
};
