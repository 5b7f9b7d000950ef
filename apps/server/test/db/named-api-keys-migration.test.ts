import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MIGRATIONS, migrateToLatest } from '../../src/db/migrate.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp } from '../test-app.ts';

/**
 * Migration 0023 makes the API key table anew (SQLite cannot drop a UNIQUE): an installation's
 * existing keys must come through it and keep working, on both databases.
 */
describe.each(dbKinds)('the named-keys migration on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db });
  });
  afterAll(() => t.close());

  it('should keep the keys made before it', async () => {
    const user = await createTestUser(t.ctx);
    const me = (key: string) =>
      t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${key}` } });

    // Back to the table as 0022 left it (one key per user, no names), with the account's key in it.
    const migrator = new Migrator({
      db: t.ctx.db,
      provider: { getMigrations: () => Promise.resolve(APP_MIGRATIONS) },
    });
    const down = await migrator.migrateTo('0022-project-user-created');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('0023-named-api-keys');
    // A key as the code of that time stored it (only its hash), in that table's columns.
    const key = `wr_${randomBytes(32).toString('base64url')}`;
    await sql`insert into "apiKey" ("id", "userId", "keyHash", "prefix", "createdAt")
      values (${randomUUID()}, ${user.id}, ${createHash('sha256').update(key).digest('hex')},
              ${key.slice(0, 9)}, ${Date.now()})`.execute(t.ctx.db);

    await migrateToLatest(t.ctx.db);
    expect((await me(key)).json()).toMatchObject({ user: { userId: user.id } });
    const info = await t.app.inject({ url: '/api/users/api-key', headers: { cookie: user.cookie } });
    const { prefix, lastUsedAt } = info.json<{ prefix: string; lastUsedAt: string | null }>();
    expect(prefix).toBe(key.slice(0, 9));
    expect(lastUsedAt).not.toBeNull(); // the call just made with it
    // And the new table takes keys for integrations beside it.
    for (const name of ['one', 'two']) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/users/api-keys',
        headers: { cookie: user.cookie },
        payload: { name },
      });
      expect(made.statusCode).toBe(201);
    }
    expect((await me(key)).statusCode).toBe(200);
  });
});
