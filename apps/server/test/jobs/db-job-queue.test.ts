import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbJobQueue } from '../../src/jobs/db-job-queue.ts';
import { createTestApp, dbKinds, type TestApp } from '../test-app.ts';

describe.each(dbKinds)('in-process job queue housekeeping on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db });
  });
  afterAll(() => t.close());

  it('should drop finished jobs older than a week at start and keep recent and live ones', async () => {
    const now = Date.now();
    const old = now - 8 * 24 * 60 * 60 * 1000;
    const row = (id: string, state: 'done' | 'failed' | 'queued', at: number) => ({
      id,
      name: 'nothing-handles-this',
      payload: '{}',
      state,
      attempts: 1,
      maxAttempts: 3,
      progress: 0,
      error: null,
      runAfter: at,
      createdAt: at,
      updatedAt: at,
    });
    await t.ctx.db
      .insertInto('job')
      .values([
        row('old-done', 'done', old),
        row('old-failed', 'failed', old),
        row('new-done', 'done', now),
        row('old-queued', 'queued', old),
      ])
      .execute();
    const q = new DbJobQueue(t.ctx.db, t.ctx.log);
    await q.start();
    await q.close();
    const left = await t.ctx.db.selectFrom('job').select('id').orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual(['new-done', 'old-queued']);
  });
});
