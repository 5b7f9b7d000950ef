import { randomBytes } from 'node:crypto';
import { MESSAGES, type ProjectStatus } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEvent } from '@wordreel/core';
import { projectJobId } from '../../src/jobs/job-ids.ts';
import { chargeTranscription } from '../../src/modules/billing/ledger.service.ts';
import { findProject } from '../../src/modules/projects/projects.repository.ts';
import { settleStuckProjects } from '../../src/modules/projects/stuck-projects.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { deleteRedisKeys, TEST_REDIS_URL } from '../redis-keys.ts';
import { makeClip, seedProject } from '../render/render-fixtures.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';
import { waitFor } from '../faults/server-process.ts';

/** A project seeded in `status`, its transcription paid for (so a failure has a debit to refund). */
async function paidProject(t: TestApp, user: TestUser, clip: string, status: ProjectStatus) {
  const id = await seedProject(t.ctx, user.id, clip, []);
  // Paid for; the job itself is the test's to make (or to leave out).
  await chargeTranscription(t.ctx, { id, userId: user.id, name: 'clip.mp4', seconds: 2 }, null, () =>
    Promise.resolve({ id: projectJobId('transcribe', id), created: true }),
  );
  await t.ctx.db.updateTable('project').set({ status }).where('id', '=', id).execute();
  return id;
}

const refundsOf = (t: TestApp, id: string) =>
  t.ctx.db
    .selectFrom('creditLedger')
    .select('delta')
    .where('projectId', '=', id)
    .where('kind', '=', 'refund')
    .execute();

describe('stuck-project sweeps on PostgreSQL, several at once', () => {
  let t: TestApp;
  let user: TestUser;
  let clip: string;

  beforeAll(async () => {
    t = await createTestApp({ db: 'postgres' });
    user = await createTestUser(t.ctx);
    clip = await makeClip({ seconds: 2, audio: 'tone' });
  }, 60_000);
  afterAll(() => t?.close());

  it('moves each stuck project once and refunds it once, however many sweeps find it', async () => {
    // Left transcribing: one whose job failed without its handler running, one whose job is gone.
    const failedJob = await paidProject(t, user, clip, 'transcribing');
    await t.ctx.db
      .insertInto('job')
      .values({
        id: projectJobId('transcribe', failedJob),
        name: 'transcribe',
        payload: JSON.stringify({ projectId: failedJob }),
        state: 'failed',
        attempts: 2,
        maxAttempts: 2,
        progress: 40,
        error: 'the recogniser crashed',
        runAfter: Date.now(),
        createdAt: Date.now(),
        updatedAt: Date.now(),
      })
      .execute();
    const goneJob = await paidProject(t, user, clip, 'transcribing');
    const before = await t.ctx.db
      .selectFrom('user')
      .select('credits')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();

    // What the owner is told: one `failed` event per project, as the studio and webhooks see it.
    const failedEvents: string[] = [];
    const stop = t.ctx.events.subscribe((e: AppEvent) => {
      if (e.type === 'project' && e.status === 'failed') failedEvents.push(e.projectId);
    });
    // Four API servers and workers sweeping at the same moment.
    await Promise.all([1, 2, 3, 4].map(() => settleStuckProjects(t.ctx, 0)));
    stop();

    expect(await findProject(t.ctx.db, failedJob)).toMatchObject({
      status: 'failed',
      // The job's stored error is the tool's raw words: the owner gets the fixed ones.
      statusDetail: MESSAGES.CAPTIONS_FAILED,
    });
    expect((await findProject(t.ctx.db, goneJob))?.status).toBe('failed');
    for (const id of [failedJob, goneJob]) {
      expect(await refundsOf(t, id)).toHaveLength(1);
      expect(failedEvents.filter((p) => p === id)).toHaveLength(1);
    }
    // Every credit given back, once.
    const after = await t.ctx.db
      .selectFrom('user')
      .select('credits')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(after.credits)).toBe(Number(before.credits) + 2);
  });
});

/**
 * A re-transcription whose job ends before the request's next line (made certain here: the enqueue
 * returns only once the job has completed), on BullMQ, whose jobs are not in the database's
 * transaction. The status must be set before the job can run, or `transcribing` would overwrite the
 * job's `ready` for ever.
 */
describe('a transcription that ends at once (PostgreSQL + BullMQ, jobs run in this process)', () => {
  let t: TestApp;
  let user: TestUser;
  let clip: string;
  const prefix = `wrtest-${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    t = await createTestApp({ db: 'postgres', env: { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix } });
    await t.ctx.jobs.start();
    user = await createTestUser(t.ctx);
    clip = await makeClip({ seconds: 2, audio: 'tone' });
    const enqueue = t.ctx.jobs.enqueue.bind(t.ctx.jobs);
    t.ctx.jobs.enqueue = async (name, payload, options) => {
      const result = await enqueue(name, payload, options);
      await waitFor(
        `${result.id} to end`,
        async () => {
          const state = (await t.ctx.jobs.get(result.id))?.state;
          return state === 'done' || state === 'failed' ? true : undefined;
        },
        60_000,
      );
      return result;
    };
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await deleteRedisKeys(prefix);
  });

  const retranscribe = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/transcribe`,
      headers: { cookie: user.cookie, 'sec-fetch-site': 'same-origin' },
      payload: { quality: 'fast' },
    });

  it('leaves the project ready with its new captions, the job completed', async () => {
    const id = await seedProject(t.ctx, user.id, clip, []);
    expect(await t.ctx.storage.exists(projectKeys.captionsMeta(id))).toBe(false);
    const res = await retranscribe(id);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await t.ctx.jobs.get(projectJobId('transcribe', id)))?.state).toBe('done');
    expect((await findProject(t.ctx.db, id))?.status).toBe('ready');
    // The job wrote the captions' meta: a run of this transcription, not the seeded file.
    expect(await t.ctx.storage.exists(projectKeys.captionsMeta(id))).toBe(true);
  }, 120_000);

  it('settles a project left transcribing whose transcription completed: ready, with its notice', async () => {
    const id = await seedProject(t.ctx, user.id, clip, []);
    // What the race left before the fix: the job completed, then the status set to transcribing.
    await t.ctx.jobs.enqueue('transcribe', { projectId: id }, { jobId: projectJobId('transcribe', id) });
    expect((await t.ctx.jobs.get(projectJobId('transcribe', id)))?.state).toBe('done');
    await t.ctx.db
      .updateTable('project')
      .set({ status: 'transcribing', updatedAt: Date.now() - 5 * 60_000 })
      .where('id', '=', id)
      .execute();
    const meta = (await t.ctx.storage.readFile(projectKeys.captionsMeta(id))).toString();
    await settleStuckProjects(t.ctx, 60_000);
    expect(await findProject(t.ctx.db, id)).toMatchObject({
      status: 'ready',
      statusDetail: (JSON.parse(meta) as { notice: string | null }).notice,
    });
    expect(await refundsOf(t, id)).toEqual([]);
  }, 120_000);
});
