import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { BullJobQueue } from '../../src/jobs/bullmq-job-queue.ts';
import { DbJobQueue } from '../../src/jobs/db-job-queue.ts';
import { checkReadiness } from '../../src/http/health.routes.ts';
import { createS3Client, S3Storage } from '../../src/storage/s3-storage.ts';
import { LocalStorage } from '../../src/storage/local-storage.ts';
import { startS3Server, type TestS3Server } from '../storage/s3-server.ts';
import { createTestApp, dbKinds, type TestApp } from '../test-app.ts';

const log = pino({ level: 'silent' });

describe.each(dbKinds)('GET /api/ready on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db });
  });
  afterAll(() => t.close());

  it('should answer 200 when the database, storage and queue answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      checks: { database: { ok: true }, storage: { ok: true }, queue: { ok: true } },
    });
  });

  it('should answer 503 naming the storage when its directory is gone, and 200 again once it is back', async () => {
    const root = path.join(t.dataDir, 'storage');
    await fs.rename(root, `${root}-away`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      const body = res.json<{ message: string; checks: Record<string, { ok: boolean }> }>();
      expect(body.message).toBe('Not ready: storage unreachable.');
      expect(body.checks.database?.ok).toBe(true);
      expect(body.checks.queue?.ok).toBe(true);
    } finally {
      await fs.rename(`${root}-away`, root);
    }
    const again = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(again.statusCode).toBe(200);
    // Liveness never asks the dependencies.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('readiness checks against unreachable services', () => {
  let dir: string;
  let s3: TestS3Server;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-ready-'));
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('should report a PostgreSQL that does not answer as database and queue failures', async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused.
    const db = openDatabase({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test', DATA_DIR: dir });
    try {
      const checks = await checkReadiness(
        { db, storage: new LocalStorage(path.join(dir, 'storage')), jobs: new DbJobQueue(db, log) },
        2000,
      );
      expect(checks.database.ok).toBe(false);
      expect(checks.queue.ok).toBe(false);
      expect(checks.storage).toEqual({ ok: true });
    } finally {
      await db.destroy();
    }
  });

  it('should report a missing S3 bucket as a storage failure, and an existing one as ready', async () => {
    const db = openDatabase({ DATA_DIR: dir });
    const client = createS3Client({
      S3_BUCKET: s3.env.S3_BUCKET,
      S3_ENDPOINT: s3.env.S3_ENDPOINT,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: true,
    });
    try {
      const jobs = new DbJobQueue(db, log);
      await migrateToLatest(db);
      const good = await checkReadiness({ db, storage: new S3Storage(client, s3.env.S3_BUCKET ?? ''), jobs });
      expect(good.storage).toEqual({ ok: true });
      const bad = await checkReadiness({ db, storage: new S3Storage(client, 'no-such-bucket'), jobs });
      expect(bad.storage.ok).toBe(false);
      expect(bad.database).toEqual({ ok: true });
    } finally {
      client.destroy();
      await db.destroy();
    }
  });

  it('should report a Redis that does not answer as a queue failure within the time limit', async () => {
    const jobs = new BullJobQueue('redis://127.0.0.1:1', log, { prefix: 'ready-test' });
    const db = openDatabase({ DATA_DIR: dir });
    try {
      const started = Date.now();
      const checks = await checkReadiness(
        { db, storage: new LocalStorage(path.join(dir, 'storage')), jobs },
        1000,
      );
      expect(checks.queue.ok).toBe(false);
      expect(checks.database).toEqual({ ok: true });
      expect(Date.now() - started).toBeLessThan(30_000);
    } finally {
      await jobs.close().catch(() => undefined);
      await db.destroy();
    }
  });
});
