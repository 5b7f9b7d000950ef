import type { Kysely } from 'kysely';

/** Idempotency-Key answers: one row per user and key, kept 24 hours. */
export const m0007Idempotency = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('idempotencyKey')
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('requestHash', 'text', (c) => c.notNull())
      .addColumn('statusCode', 'integer', (c) => c.notNull())
      .addColumn('contentType', 'text')
      .addColumn('headers', 'text', (c) => c.notNull())
      .addColumn('body', 'text')
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotencyKey_pk', ['userId', 'key'])
      .execute();
    await db.schema.createIndex('idempotencyKey_created').on('idempotencyKey').column('createdAt').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('idempotencyKey').execute();
  },
};
