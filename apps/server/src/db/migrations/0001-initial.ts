import { type Kysely, sql } from 'kysely';

/**
 * Projects, the persisted job queue and contact messages. Users, sessions, accounts and one-time
 * codes live in better-auth's tables (user, session, account, verification), created before this.
 */
export const m0001Initial = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('project')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('videoConfig', 'text', (c) => c.notNull())
      .addColumn('style', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('statusDetail', 'text')
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .addColumn('updatedAtNanos', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('project_user_updated')
      .on('project')
      .columns(['userId', 'updatedAt'])
      .execute();

    await db.schema
      .createTable('job')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('maxAttempts', 'integer', (c) => c.notNull().defaultTo(3))
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .addColumn('runAfter', 'bigint', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('job_state_run_after').on('job').columns(['state', 'runAfter']).execute();

    await db.schema
      .createTable('contactMessage')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull().defaultTo(sql`0`))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('contactMessage').execute();
    await db.schema.dropTable('job').execute();
    await db.schema.dropTable('project').execute();
  },
};
