import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type JobQueue, PermanentJobError } from '../../src/jobs/job-queue.ts';
import { bullHarness, dbHarness, type QueueHarness } from './job-queue-adapters.ts';

const adapters: [string, () => Promise<QueueHarness> | QueueHarness][] = [
  ['in-process on sqlite', () => dbHarness('sqlite')],
  ['in-process on postgres', () => dbHarness('postgres')],
  ['BullMQ on Redis', () => bullHarness()],
];

let counter = 0;
/** A job name of its own per test, so tests never run each other's jobs. */
const uniqueName = (label: string) => `${label}-${++counter}-${Date.now()}`;

async function waitFor<T>(
  probe: () => Promise<T>,
  accept: (v: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${timeoutMs} ms; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A promise the test resolves by hand. */
function latch(): { promise: Promise<void>; open(): void } {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
}

describe.each(adapters)('job queue: %s', (_label, makeHarness) => {
  let h: QueueHarness;
  let q: JobQueue;
  beforeAll(async () => {
    h = await makeHarness();
    q = h.open();
    // Started here, not by whichever test runs first: every test on `q` needs a running worker.
    await q.start();
  });
  afterAll(() => h.dispose());

  it('should run a job with its payload and report stored progress until it is done', async () => {
    const name = uniqueName('run');
    const release = latch();
    const seen: unknown[] = [];
    const published: number[] = [];
    q.register(
      name,
      async (payload, job) => {
        seen.push(payload);
        await job.progress(40);
        await release.promise;
      },
      { onProgress: (_p, percent) => Promise.resolve(void published.push(percent)) },
    );
    const { id } = await q.enqueue(name, { n: 7 });
    const mid = await waitFor(
      () => q.get(id),
      (j) => j?.progress === 40,
    );
    expect(mid).toMatchObject({ id, name, state: 'running', attempts: 1 });
    release.open();
    await waitFor(
      () => q.get(id),
      (j) => j?.state === 'done',
    );
    expect(seen).toEqual([{ n: 7 }]);
    expect(published).toEqual([40]);
  });

  it('should retry a failing job and succeed on a later attempt', async () => {
    const name = uniqueName('retry');
    const attempts: number[] = [];
    q.register(
      name,
      (_p, job) => {
        attempts.push(job.attempt);
        return job.attempt < 3 ? Promise.reject(new Error(`flaky ${job.attempt}`)) : Promise.resolve();
      },
      { maxAttempts: 3 },
    );
    const { id } = await q.enqueue(name, {});
    const info = await waitFor(
      () => q.get(id),
      (j) => j?.state === 'done',
    );
    expect(attempts).toEqual([1, 2, 3]);
    expect(info?.attempts).toBe(3);
  });

  it('should fail a job for good after its last attempt and call onFailed once', async () => {
    const name = uniqueName('fail');
    const failures: [unknown, string][] = [];
    let runs = 0;
    q.register(
      name,
      () => {
        runs++;
        return Promise.reject(new Error('broken input'));
      },
      { maxAttempts: 2, onFailed: (p, e) => Promise.resolve(void failures.push([p, e.message])) },
    );
    const { id } = await q.enqueue(name, { projectId: 'p1' });
    const info = await waitFor(
      () => q.get(id),
      (j) => j?.state === 'failed',
    );
    expect(info?.error).toContain('broken input');
    await waitFor(
      () => Promise.resolve(failures.length),
      (n) => n === 1,
    );
    expect(runs).toBe(2);
    expect(failures).toEqual([[{ projectId: 'p1' }, 'broken input']]);
  });

  it('should not retry a PermanentJobError', async () => {
    const name = uniqueName('permanent');
    let runs = 0;
    q.register(
      name,
      () => {
        runs++;
        return Promise.reject(new PermanentJobError('The file is not a video we can read.'));
      },
      { maxAttempts: 3 },
    );
    const { id } = await q.enqueue(name, {});
    const info = await waitFor(
      () => q.get(id),
      (j) => j?.state === 'failed',
    );
    expect(info?.error).toBe('The file is not a video we can read.');
    expect(runs).toBe(1);
  });

  it('should abort the signal when an attempt passes its timeout and fail the job', async () => {
    const name = uniqueName('timeout');
    let aborted = false;
    q.register(
      name,
      (_p, job) => {
        job.signal.addEventListener('abort', () => (aborted = true));
        return untilAborted(job.signal);
      },
      { timeoutMs: 300, maxAttempts: 1 },
    );
    const { id } = await q.enqueue(name, {});
    const info = await waitFor(
      () => q.get(id),
      (j) => j?.state === 'failed',
    );
    expect(info?.error).toMatch(/timed out/i);
    expect(aborted).toBe(true);
  });

  it('should cancel a running job by aborting its signal, without calling onFailed', async () => {
    const name = uniqueName('cancel');
    const started = latch();
    let failedCalls = 0;
    let aborted = false;
    q.register(
      name,
      (_p, job) => {
        started.open();
        job.signal.addEventListener('abort', () => (aborted = true));
        return untilAborted(job.signal);
      },
      { onFailed: () => Promise.resolve(void failedCalls++) },
    );
    const { id } = await q.enqueue(name, {});
    await started.promise;
    expect(await q.cancel(id)).toBe(true);
    await waitFor(
      () => q.get(id),
      (j) => j?.state === 'cancelled',
    );
    expect(aborted).toBe(true);
    expect(failedCalls).toBe(0);
    expect(await q.cancel(id)).toBe(false);
  });

  it('should cancel a queued job so that it never runs', async () => {
    const name = uniqueName('cancel-queued');
    const own = await makeHarness();
    onTestFinished(() => own.dispose());
    const other = own.open(); // not started: the job waits in the queue
    const { id } = await other.enqueue(name, {});
    expect(await other.cancel(id)).toBe(true);
    let runs = 0;
    const runner = own.open();
    runner.register(name, () => Promise.resolve(void runs++));
    await runner.start();
    await new Promise((r) => setTimeout(r, 700));
    expect(runs).toBe(0);
    expect((await other.get(id))?.state).toBe('cancelled');
  });

  it('should keep one job per id while it is queued or running, and run it again once finished', async () => {
    const name = uniqueName('idempotent');
    let runs = 0;
    const release = latch();
    q.register(name, async () => {
      runs++;
      await release.promise;
    });
    const jobId = `${name}-fixed`;
    expect(await q.enqueue(name, {}, { jobId })).toEqual({ id: jobId, created: true });
    expect(await q.enqueue(name, {}, { jobId })).toEqual({ id: jobId, created: false });
    release.open();
    await waitFor(
      () => q.get(jobId),
      (j) => j?.state === 'done',
    );
    expect(runs).toBe(1);
    expect(await q.enqueue(name, {}, { jobId })).toEqual({ id: jobId, created: true });
    await waitFor(
      () => Promise.resolve(runs),
      (n) => n === 2,
    );
  });

  it('should let exactly one of concurrent enqueues of one id create the job, from one or two queues', async () => {
    const name = uniqueName('race');
    const seen: unknown[] = [];
    let gate = latch();
    q.register(name, async (payload) => {
      seen.push(payload);
      await gate.promise;
    });
    const another = h.open(); // as another API process would enqueue (it never runs jobs)
    another.register(name, () => Promise.resolve());
    const jobId = `${name}-fixed`;
    const results = await Promise.all(
      [q, another, q, another].map((queue, n) => queue.enqueue(name, { n }, { jobId })),
    );
    expect(results.map((r) => r.id)).toEqual([jobId, jobId, jobId, jobId]);
    const winners = results.flatMap((r, n) => (r.created ? [n] : []));
    expect(winners).toHaveLength(1);
    // The row is marked running before the handler is called: wait for the handler itself.
    await waitFor(
      () => Promise.resolve(seen.length),
      (n) => n === 1,
    );
    expect((await q.get(jobId))?.state).toBe('running');
    // The job runs with the winner's payload; the others' payloads were not taken.
    expect(seen).toEqual([{ n: winners[0] }]);
    gate.open();
    await waitFor(
      () => q.get(jobId),
      (j) => j?.state === 'done',
    );
    // Once it is finished, again exactly one of concurrent enqueues starts it anew.
    gate = latch();
    const again = await Promise.all([another, q].map((queue) => queue.enqueue(name, { n: 9 }, { jobId })));
    expect(again.filter((r) => r.created)).toHaveLength(1);
    gate.open();
    await waitFor(
      () => q.get(jobId),
      (j) => j?.state === 'done',
    );
    expect(seen).toEqual([{ n: winners[0] }, { n: 9 }]);
  });

  it('should resume a job on a new runner after the old one stopped mid-job', async () => {
    const name = uniqueName('restart');
    // A queue state of its own: every process on one queue must know every job name.
    const own = await makeHarness();
    onTestFinished(() => own.dispose());
    const first = own.open();
    const started = latch();
    const runsBy: string[] = [];
    first.register(name, (_p, job) => {
      runsBy.push('first');
      started.open();
      return untilAborted(job.signal);
    });
    await first.start();
    const { id } = await first.enqueue(name, {});
    await started.promise;
    await first.close();
    const second = own.open();
    second.register(name, () => Promise.resolve(void runsBy.push('second')));
    await second.start();
    await waitFor(
      () => second.get(id),
      (j) => j?.state === 'done',
    );
    expect(runsBy).toEqual(['first', 'second']);
  });

  it('should pick up a job whose process died while running it', async () => {
    const name = uniqueName('crash');
    const own = await makeHarness();
    onTestFinished(() => own.dispose());
    const id = await own.crashMidJob(name, { x: 1 });
    const rescuer = own.open();
    const seen: unknown[] = [];
    rescuer.register(name, (p) => Promise.resolve(void seen.push(p)));
    await rescuer.start();
    await waitFor(
      () => rescuer.get(id),
      (j) => j?.state === 'done',
    );
    expect(seen).toEqual([{ x: 1 }]);
  });
});
