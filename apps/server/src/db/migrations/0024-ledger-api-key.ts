import type { Kysely } from 'kysely';

/**
 * Credits by key (decision 067): a ledger entry names the API key whose request spent the credits
 * (its refund the same), so an agency can tell what each integration cost. The key's name is kept
 * with the entry: the history still reads right after the key is revoked. No foreign key for the same
 * reason. The index serves each key's total on the keys list.
 */
export const m0024LedgerApiKey = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('creditLedger').addColumn('apiKeyId', 'text').execute();
    await db.schema.alterTable('creditLedger').addColumn('apiKeyName', 'text').execute();
    await db.schema.createIndex('credit_ledger_api_key').on('creditLedger').column('apiKeyId').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('credit_ledger_api_key').execute();
    await db.schema.alterTable('creditLedger').dropColumn('apiKeyName').execute();
    await db.schema.alterTable('creditLedger').dropColumn('apiKeyId').execute();
  },
};
