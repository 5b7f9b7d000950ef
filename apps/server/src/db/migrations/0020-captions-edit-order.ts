import type { Kysely } from 'kysely';

/**
 * `project.captionsEditPage` and `captionsEditNumber`: the studio page and edit number of the last
 * caption save that carried an order (decision 061). A save from the same page with a lower number
 * arrives late and is dropped. null until a save carries one.
 */
export const m0020CaptionsEditOrder = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('project').addColumn('captionsEditPage', 'text').execute();
    await db.schema.alterTable('project').addColumn('captionsEditNumber', 'bigint').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('project').dropColumn('captionsEditNumber').execute();
    await db.schema.alterTable('project').dropColumn('captionsEditPage').execute();
  },
};
