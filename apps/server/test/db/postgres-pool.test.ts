import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

describe('PostgreSQL connection pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db: 'postgres' });
  });
  afterAll(() => t.close());

  it('should survive the server dropping its idle connections and reconnect on the next query', async () => {
    // Open a few pooled connections, so some sit idle when the server kills them.
    await Promise.all(Array.from({ length: 4 }, () => sql`select pg_sleep(0.05)`.execute(t.ctx.db)));
    const killed = await sql<{ count: number }>`
      select count(pg_terminate_backend(pid))::int as count from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`.execute(t.ctx.db);
    expect(killed.rows[0]?.count).toBeGreaterThan(0);
    // The idle clients' errors arrive asynchronously; unhandled, they would fail this run.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await sql<{ one: number }>`select 1 as one`.execute(t.ctx.db);
    expect(after.rows[0]?.one).toBe(1);
  });
});
