import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * Keys for integrations (decision 066): a user may hold several API keys, so `apiKey.userId` is no
 * longer unique; `name` tells an integration's key from the account's own (null), `lastUsedAt` shows
 * which keys are still in use. SQLite cannot drop a column's UNIQUE, so the table is made anew and
 * its rows copied (the same on PostgreSQL: nothing refers to the table). On SQLite with foreign keys
 * off meanwhile, as its documented table rebuild asks (the copy is not a new reference to check).
 */
export const m0023NamedApiKeys = {
  async up(db: Kysely<unknown>): Promise<void> {
    // PostgreSQL runs each migration in a transaction already; Kysely runs SQLite's outside one, so
    // the rebuild gets its own there (a stop between the drop and the rename must not lose the keys).
    // The pragma only takes effect outside a transaction.
    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return rebuild(db);
    await sql`pragma foreign_keys = off`.execute(db);
    try {
      await db.transaction().execute((trx) => rebuild(trx));
    } finally {
      await sql`pragma foreign_keys = on`.execute(db);
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('api_key_user').execute();
    // Only the account's own key fits the old table (one per user); its UNIQUE is not put back.
    await sql`delete from "apiKey" where "name" is not null`.execute(db);
    await db.schema.alterTable('apiKey').dropColumn('lastUsedAt').execute();
    await db.schema.alterTable('apiKey').dropColumn('name').execute();
  },
};

async function rebuild(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('apiKeyNext')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('keyHash', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('lastUsedAt', 'bigint')
    .execute();
  await sql`insert into "apiKeyNext" ("id", "userId", "keyHash", "prefix", "createdAt")
    select "id", "userId", "keyHash", "prefix", "createdAt" from "apiKey"`.execute(db);
  await db.schema.dropTable('apiKey').execute();
  await db.schema.alterTable('apiKeyNext').renameTo('apiKey').execute();
  await db.schema.createIndex('api_key_user').on('apiKey').columns(['userId', 'createdAt']).execute();
}
