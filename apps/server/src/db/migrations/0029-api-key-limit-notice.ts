import type { Kysely } from 'kysely';

/**
 * When the owner was last told a key for an integration neared or reached its monthly credit limit
 * (epoch ms; null never, decision 074) and which of the two: one mail of each per key and month,
 * whichever process sends it.
 */
export const m0029ApiKeyLimitNotice = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('apiKey').addColumn('limitNoticeAt', 'bigint').execute();
    await db.schema.alterTable('apiKey').addColumn('limitNoticeLevel', 'text').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('apiKey').dropColumn('limitNoticeLevel').execute();
    await db.schema.alterTable('apiKey').dropColumn('limitNoticeAt').execute();
  },
};
