import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pino } from 'pino';
import { BullJobQueue } from '../../src/jobs/bullmq-job-queue.ts';
import { DbJobQueue } from '../../src/jobs/db-job-queue.ts';
import type { JobQueue } from '../../src/jobs/job-queue.ts';
import { deleteRedisKeys, TEST_REDIS_URL } from '../redis-keys.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** One adapter under test: fresh queues on shared state (a database or a Redis prefix). */
export interface QueueHarness {
  name: string;
  /** A new queue on the same state, as another process would open it. */
  open(): JobQueue;
  /** Leaves a claimed job as a process that died would (no clean shutdown), then returns its id. */
  crashMidJob(jobName: string, payload: unknown): Promise<string>;
  dispose(): Promise<void>;
}

const FAST = { retryDelayMs: 50 };

export async function dbHarness(db: 'sqlite' | 'postgres'): Promise<QueueHarness> {
  const t: TestApp = await createTestApp({ db });
  const opened: JobQueue[] = [];
  return {
    name: `in-process (${db})`,
    open() {
      const q = new DbJobQueue(t.ctx.db, t.ctx.log, { ...FAST, pollMs: 50 });
      opened.push(q);
      return q;
    },
    async crashMidJob(jobName, payload) {
      const q = new DbJobQueue(t.ctx.db, t.ctx.log, FAST);
      const { id } = await q.enqueue(jobName, payload);
      // What a killed process leaves behind: the row claimed and running, no runner alive.
      await t.ctx.db.updateTable('job').set({ state: 'running', attempts: 1 }).where('id', '=', id).execute();
      return id;
    },
    async dispose() {
      await Promise.all(opened.map((q) => q.close()));
      await t.close();
    },
  };
}

export function bullHarness(): QueueHarness {
  const prefix = `wrtest-${randomBytes(6).toString('hex')}`;
  const opened: JobQueue[] = [];
  const log = pino({ level: 'silent' });
  return {
    name: 'BullMQ',
    open() {
      const q = new BullJobQueue(TEST_REDIS_URL, log, {
        prefix,
        ...FAST,
        lockDurationMs: 1000,
        stalledIntervalMs: 300,
      });
      opened.push(q);
      return q;
    },
    async crashMidJob(jobName, payload) {
      const q = this.open();
      const { id } = await q.enqueue(jobName, payload);
      // A worker process that takes the job and is then killed: it stops renewing its lock.
      const script = `
        import { Worker } from 'bullmq';
        new Worker('jobs', () => { console.log('taken'); return new Promise(() => {}); },
          { connection: { url: ${JSON.stringify(TEST_REDIS_URL)}, maxRetriesPerRequest: null },
            prefix: ${JSON.stringify(prefix)}, lockDuration: 1000, stalledInterval: 300 });`;
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('taken')) resolve();
        });
        child.once('exit', () => reject(new Error('worker process exited before taking the job')));
      });
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      return id;
    },
    async dispose() {
      await Promise.all(opened.map((q) => q.close()));
      await deleteRedisKeys(prefix);
    },
  };
}
