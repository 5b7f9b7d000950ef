import type { Kysely } from 'kysely';

/**
 * Storage tombstones (docs/decisions/051-late-job-writes-after-delete.md): a key or prefix deleted for
 * good (a deleted project's folder), so a write that lands there afterwards removes itself. Kept 30 days.
 */
export const m0015StorageTombstones = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('storageTombstone')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('storageTombstone_created')
      .on('storageTombstone')
      .column('createdAt')
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('storageTombstone').execute();
  },
};
