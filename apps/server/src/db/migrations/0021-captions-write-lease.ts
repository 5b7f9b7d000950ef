import type { Kysely } from 'kysely';

/**
 * `project.captionsWriteHeldUntil`: while a caption edit reads, checks and writes the project's
 * captions, the epoch ms until which it holds them; null when nobody does. API processes may be
 * several, so the hold is a conditional update of the row (decision 061).
 */
export const m0021CaptionsWriteLease = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('project').addColumn('captionsWriteHeldUntil', 'bigint').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('project').dropColumn('captionsWriteHeldUntil').execute();
  },
};
