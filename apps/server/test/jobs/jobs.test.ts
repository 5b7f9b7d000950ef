import { MESSAGES } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROJECT_JOB_NAMES } from '../../src/jobs/job-catalog.ts';
import { Jobs } from '../../src/jobs/jobs.ts';
import { dbHarness, type QueueHarness } from './job-queue-adapters.ts';
import { waitFor } from './poll.ts';

/** A catalog of its own, so these jobs never meet the app's handlers. */
const catalog = {
  greet: z.object({ projectId: z.string().regex(/^[0-9a-f]{32}$/), times: z.number().int().min(1) }),
};

describe.each(['sqlite', 'postgres'] as const)('typed jobs over the job catalog (%s)', (db) => {
  let h: QueueHarness;
  let jobs: Jobs<typeof catalog>;
  const seen: unknown[] = [];
  const failedWith: unknown[] = [];
  beforeAll(async () => {
    h = await dbHarness(db);
    jobs = new Jobs(h.open(), catalog);
    jobs.register('greet', (payload) => Promise.resolve(void seen.push(payload)), {
      maxAttempts: 3,
      onFailed: (payload, error) =>
        Promise.resolve(void failedWith.push({ payload, message: error.message })),
    });
    await jobs.start();
  });
  afterAll(() => h.dispose());

  it('should hand the handler its payload parsed by the schema', async () => {
    const payload = { projectId: 'a'.repeat(32), times: 2 };
    const { id } = await jobs.queue.enqueue('greet', payload);
    await waitFor(
      () => jobs.get(id),
      (info) => info?.state === 'done',
    );
    expect(seen).toContainEqual(payload);
  });

  it('should fail a job whose payload does not match its schema at once, without running the handler', async () => {
    const before = seen.length;
    const { id } = await jobs.queue.enqueue('greet', { projectId: '../etc', times: 0 });
    const info = await waitFor(
      () => jobs.get(id),
      (i) => i?.state === 'failed',
    );
    expect(info).toMatchObject({ attempts: 1, error: MESSAGES.JOB_OUTDATED });
    expect(seen.length).toBe(before);
    // onFailed gets parsed payloads only: a payload that does not parse has nothing to report on.
    expect(failedWith).toEqual([]);
  });
});

describe('job catalog', () => {
  it('should list every job that works on one project, so deleting a project cancels it', () => {
    expect([...PROJECT_JOB_NAMES].sort()).toEqual(['media', 'render', 'transcribe']);
  });
});
