import type { Kysely } from 'kysely';

/** Webhook endpoints per account and the delivery log (removed with the account or the endpoint). */
export const m0009Webhooks = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('webhookEndpoint')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('events', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('webhookEndpoint_user').on('webhookEndpoint').column('userId').execute();
    await db.schema
      .createTable('webhookDelivery')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('endpointId', 'text', (c) =>
        c.notNull().references('webhookEndpoint.id').onDelete('cascade'),
      )
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('eventType', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('responseStatus', 'integer')
      .addColumn('error', 'text')
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('webhookDelivery_endpoint')
      .on('webhookDelivery')
      .columns(['endpointId', 'createdAt'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('webhookDelivery').execute();
    await db.schema.dropTable('webhookEndpoint').execute();
  },
};
