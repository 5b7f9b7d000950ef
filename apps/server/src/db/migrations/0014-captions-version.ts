import type { Kysely } from 'kysely';

/**
 * `project.captionsVersion`: moved by the captions store on every write of the project's captions
 * (decision 047), so a reader can tell with the ownership query whether the captions it holds in
 * memory are still current, without looking at the file; whichever process wrote them.
 */
export const m0014CaptionsVersion = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('project')
      .addColumn('captionsVersion', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('project').dropColumn('captionsVersion').execute();
  },
};
