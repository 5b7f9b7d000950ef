import type { Kysely } from 'kysely';

/**
 * `job.claimId`: a random token written by each claim of the embedded queue's row. A job cancelled and
 * enqueued again under its id is claimed anew while the cancelled attempt may still be winding down;
 * an attempt writes its progress and outcome only while the row still carries its own token.
 */
export const m0018JobClaimId = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('job').addColumn('claimId', 'text').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('job').dropColumn('claimId').execute();
  },
};
