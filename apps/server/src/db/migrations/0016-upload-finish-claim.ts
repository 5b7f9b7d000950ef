import type { Kysely } from 'kysely';

/**
 * `project.finishClaimedUntil`: while an API process turns a finished tus upload into its project,
 * the epoch ms until which it holds that finish (renewed as it runs); null when nobody does. Several
 * processes share the upload directory and the database, so the claim is a conditional update of the
 * row: one of them runs the intake, the others answer 409 (decision 041).
 */
export const m0016UploadFinishClaim = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('project').addColumn('finishClaimedUntil', 'bigint').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('project').dropColumn('finishClaimedUntil').execute();
  },
};
