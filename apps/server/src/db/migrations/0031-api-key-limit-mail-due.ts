import type { Kysely } from 'kysely';

/**
 * 1 while the mail of a key's latest limit notice is still to be sent (its send failed, or it is being
 * sent): the next charge sends the mail alone, and the notice's webhook event is not queued again.
 */
export const m0031ApiKeyLimitMailDue = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('apiKey')
      .addColumn('limitNoticeMailDue', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('apiKey').dropColumn('limitNoticeMailDue').execute();
  },
};
