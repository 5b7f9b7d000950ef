import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type AppContext, createContext } from '../src/context.ts';
import { registerJobs } from '../src/jobs/register-jobs.ts';
import { createLogger } from '../src/logger.ts';

export type DbKind = 'sqlite' | 'postgres';
/** Every repository and route suite runs on both databases. */
export const dbKinds: DbKind[] = ['sqlite', 'postgres'];

/** Admin connection to the local PostgreSQL; each test app gets a database of its own. */
const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  dataDir: string;
  close(): Promise<void>;
}

export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `wordreel_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      // pg's pool.end() resolves as soon as it has asked its clients to close, not once they are gone:
      // forcing the drop on a backend still closing sends that client a FATAL error nobody listens to
      // any more (an uncaught exception). Let them go first; FORCE stays for anything left behind.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A real app on a fresh temporary data directory and a fresh database of the given kind. */
export async function createTestApp(
  options: { db?: DbKind; env?: Record<string, string | undefined> } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-test-'));
  const pgDb = options.db === 'postgres' ? await createPgDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: pgDb?.url,
    RATE_LIMIT_DISABLED: 'true',
    ...options.env,
  });
  const ctx = await createContext(config, createLogger(config));
  registerJobs(ctx);
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    dataDir,
    async close() {
      await app.close();
      await ctx.close();
      await pgDb?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A stored file as a path ffmpeg and fs can read (the local store's own file; a download on S3). */
export function storedFilePath(ctx: AppContext, key: string): Promise<string> {
  return ctx.storage.localFile(key, ctx.config.DATA_DIR);
}

export interface TestUser {
  id: string;
  email: string;
  /** Cookie header value carrying the user's session. */
  cookie: string;
}

/**
 * Creates a user with a signed-in session straight through the auth library, for suites that need
 * "some signed-in user" rather than the sign-up flow itself (which has its own tests).
 */
export async function createTestUser(
  ctx: AppContext,
  email = `user-${randomBytes(4).toString('hex')}@example.com`,
): Promise<TestUser> {
  const { headers, response } = await ctx.auth.api.signUpEmail({
    body: { email, password: 'password123', name: email.split('@')[0] ?? 'user' },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: response.user.id, email, cookie };
}
