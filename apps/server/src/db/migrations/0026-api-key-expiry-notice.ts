import type { Kysely } from 'kysely';

/**
 * When the owner was told a key for an integration is about to expire (epoch ms; null not yet,
 * decision 071): the notice goes once per key, whichever process sends it.
 */
export const m0026ApiKeyExpiryNotice = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('apiKey').addColumn('expiryNoticeAt', 'bigint').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('apiKey').dropColumn('expiryNoticeAt').execute();
  },
};
