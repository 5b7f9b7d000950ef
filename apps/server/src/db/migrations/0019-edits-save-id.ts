import type { Kysely } from 'kysely';

/**
 * `projectEdits.saveId`: the id the studio gave the save that stored the row (null for the server's
 * own writes). A page going away may never learn whether its last save landed; its next save names
 * that save's id, and is taken on top of it when it did (see `saveEditsIfRevision`).
 */
export const m0019EditsSaveId = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('projectEdits').addColumn('saveId', 'text').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('projectEdits').dropColumn('saveId').execute();
  },
};
