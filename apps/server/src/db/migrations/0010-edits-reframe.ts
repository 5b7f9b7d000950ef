import type { Kysely } from 'kysely';

/** The reframe (auto-reframe crop path) is part of the edit list: one more JSON column, null when unset. */
export const m0010EditsReframe = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('projectEdits').addColumn('reframe', 'text').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('projectEdits').dropColumn('reframe').execute();
  },
};
