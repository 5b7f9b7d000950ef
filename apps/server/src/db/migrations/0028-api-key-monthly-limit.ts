import type { Kysely } from 'kysely';

/**
 * The credits a key for an integration may spend in a calendar month, UTC (decision 073); null: no
 * limit. A charge past it is refused with 402.
 */
export const m0028ApiKeyMonthlyLimit = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('apiKey').addColumn('monthlyCreditLimit', 'integer').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('apiKey').dropColumn('monthlyCreditLimit').execute();
  },
};
