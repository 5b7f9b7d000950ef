import type { Kysely } from 'kysely';

/** Edit lists (AI Edits): one row per project, removed with the project. */
export const m0006Edits = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('projectEdits')
      .addColumn('projectId', 'text', (c) => c.primaryKey().references('project.id').onDelete('cascade'))
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('kept', 'text', (c) => c.notNull())
      .addColumn('zooms', 'text', (c) => c.notNull())
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('projectEdits').execute();
  },
};
