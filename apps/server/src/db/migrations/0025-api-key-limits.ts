import type { Kysely } from 'kysely';

/**
 * What a key for an integration may do and for how long: `expiresAt` (epoch ms; null never expires,
 * decision 068) and `access` ('full', or 'read': GET requests only, decision 069). Every existing key
 * keeps full access and never expires.
 */
export const m0025ApiKeyLimits = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('apiKey').addColumn('expiresAt', 'bigint').execute();
    await db.schema
      .alterTable('apiKey')
      .addColumn('access', 'text', (c) => c.notNull().defaultTo('full'))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('apiKey').dropColumn('access').execute();
    await db.schema.alterTable('apiKey').dropColumn('expiresAt').execute();
  },
};
