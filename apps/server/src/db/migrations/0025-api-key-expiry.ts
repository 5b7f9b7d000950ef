import type { Kysely } from 'kysely';

/** A key for an integration may expire (decision 068): `expiresAt`, epoch ms; null never expires. */
export const m0025ApiKeyExpiry = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('apiKey').addColumn('expiresAt', 'bigint').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('apiKey').dropColumn('expiresAt').execute();
  },
};
