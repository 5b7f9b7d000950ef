import type { Kysely } from 'kysely';

/**
 * Accounts: pending one-time codes, the short-lived "verified" grants a validated code gives, API keys
 * and credit purchases. Codes, grants and keys are stored only as hashes.
 */
export const m0002Accounts = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('oneTimeCode')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('codeHash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sentAt', 'bigint', (c) => c.notNull())
      .addColumn('expiresAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('oneTimeCode_pk', ['email', 'purpose'])
      .execute();

    await db.schema
      .createTable('verifiedGrant')
      .addColumn('tokenHash', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('expiresAt', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('apiKey')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().unique().references('user.id').onDelete('cascade'))
      .addColumn('keyHash', 'text', (c) => c.notNull().unique())
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('creditPurchase')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('credits', 'integer', (c) => c.notNull())
      .addColumn('amountCents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('providerReference', 'text', (c) => c.notNull())
      .addColumn('testMode', 'integer', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('creditPurchase_user').on('creditPurchase').column('userId').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('creditPurchase').execute();
    await db.schema.dropTable('apiKey').execute();
    await db.schema.dropTable('verifiedGrant').execute();
    await db.schema.dropTable('oneTimeCode').execute();
  },
};
