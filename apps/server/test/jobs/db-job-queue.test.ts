import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DbJobQueue } from '../../src/jobs/db-job-queue.ts';
import { type JobHandler, PermanentJobError } from '../../src/jobs/job-queue.ts';
import { createTestApp, dbKinds, type TestApp } from '../test-app.ts';
import { waitFor } from './poll.ts';

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

/** A promise the test resolves by hand. */
function latch(): { promise: Promise<void>; open(): void } {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

let counter = 0;

/**
 * A job cancelled while its first attempt ignores the signal (an S3 copy winding down), enqueued
 * again under the same id and claimed anew; then the first attempt ends with success. `next` is the
 * second attempt's handler.
 */
async function outliveCancel(q: DbJobQueue, next: JobHandler): Promise<string> {
  const name = `stale-${++counter}-${Date.now()}`;
  const jobId = `${name}-fixed`;
  const firstStarted = latch();
  const firstRelease = latch();
  const firstEnded = latch();
  let calls = 0;
  q.register(name, async (payload, job) => {
    if (++calls > 1) return next(payload, job);
    firstStarted.open();
    await firstRelease.promise; // deaf to the abort
    await job.progress(90);
    firstEnded.open();
  });
  await q.start();
  await q.enqueue(name, {}, { jobId });
  await firstStarted.promise;
  expect(await q.cancel(jobId)).toBe(true);
  expect(await q.enqueue(name, {}, { jobId })).toEqual({ id: jobId, created: true });
  await waitFor(
    () => q.get(jobId),
    (j) => j?.state === 'running' && j.progress === 30,
  );
  firstRelease.open();
  await firstEnded.promise;
  // The first attempt's own writes (its progress, its outcome) are a few milliseconds away.
  await new Promise((r) => setTimeout(r, 300));
  return jobId;
}

describe.each(dbKinds)('in-process job queue, an attempt that outlives its cancel, on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db });
  });
  afterAll(() => t.close());

  function openQueue(): DbJobQueue {
    const q = new DbJobQueue(t.ctx.db, t.ctx.log, { pollMs: 50 });
    onTestFinished(() => q.close());
    return q;
  }

  it('should leave the new attempt running and record its outcome, not the old one', async () => {
    const q = openQueue();
    const release = latch();
    const id = await outliveCancel(q, async (_p, job) => {
      await job.progress(30);
      await release.promise;
      await job.progress(60);
      throw new PermanentJobError('second attempt failed');
    });
    expect(await q.get(id)).toMatchObject({ state: 'running', progress: 30 });
    release.open();
    const info = await waitFor(
      () => q.get(id),
      (j) => j?.state !== 'running',
    );
    expect(info).toMatchObject({ state: 'failed', progress: 60, error: 'second attempt failed' });
  });

  it('should still cancel the new attempt after the old one ended', async () => {
    const q = openQueue();
    let aborted = false;
    const id = await outliveCancel(q, async (_p, job) => {
      await job.progress(30);
      await new Promise<void>((resolve) =>
        job.signal.addEventListener('abort', () => {
          aborted = true;
          resolve();
        }),
      );
    });
    expect(await q.cancel(id)).toBe(true);
    expect(aborted).toBe(true);
    expect((await q.get(id))?.state).toBe('cancelled');
  });

  it('should stop the new attempt and wait for it at close after the old one ended', async () => {
    const q = openQueue();
    let settled = false;
    const id = await outliveCancel(q, async (_p, job) => {
      await job.progress(30);
      await new Promise((resolve) => job.signal.addEventListener('abort', resolve));
      await new Promise((r) => setTimeout(r, 200));
      settled = true;
      throw new Error('stopped');
    });
    await q.close();
    expect(settled).toBe(true);
    // Handed back for the next start, its attempt not used up.
    expect(await q.get(id)).toMatchObject({ state: 'queued', attempts: 0 });
  });
});
