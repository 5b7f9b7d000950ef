import type { Kysely } from 'kysely';

/**
 * The studio's kept state: the Boost texts (JSON) and the key of the inputs the finished export was
 * rendered from (a hash; the export is out of date when the project's current inputs hash differently).
 */
export const m0003Studio = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('project').addColumn('boost', 'text').execute();
    await db.schema.alterTable('project').addColumn('renderKey', 'text').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('project').dropColumn('renderKey').execute();
    await db.schema.alterTable('project').dropColumn('boost').execute();
  },
};
