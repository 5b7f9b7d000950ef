import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { JobTable } from './jobs.tables.ts';
import {
  type EnqueueOptions,
  type EnqueueResult,
  type JobHandler,
  type JobInfo,
  type JobOptions,
  type JobQueue,
  JobInterruptedError,
  PermanentJobError,
} from './job-queue.ts';
import { type AbortReason, JobRegistry, type RegisteredJob, runAttempt } from './job-registry.ts';

const HISTORY_MS = 7 * 24 * 60 * 60 * 1000;

export interface DbJobQueueOptions {
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** How often to look for due jobs (enqueues in this process wake it at once). */
  pollMs?: number;
  /** First retry delay; doubles with each further attempt. */
  retryDelayMs?: number;
}

/**
 * The embedded queue: jobs are rows of the `job` table, claimed atomically, so they survive a restart.
 * One runner per database (the server in embedded mode): at start it takes back jobs left `running`.
 */
export class DbJobQueue implements JobQueue {
  private readonly registry = new JobRegistry();
  /**
   * Attempts under way, by claim token: a job cancelled and enqueued again can have two at once (the
   * cancelled one still winding down), and each must stay stoppable and awaited until it ends.
   */
  private readonly running = new Map<
    string,
    { jobId: string; controller: AbortController; done: Promise<void> }
  >();
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly retryDelayMs: number;
  private started = false;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;
  /** The claim loop under way, if any (at most one at a time). */
  private claiming: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    options: DbJobQueueOptions = {},
  ) {
    this.concurrency = options.concurrency ?? 2;
    this.pollMs = options.pollMs ?? 500;
    this.retryDelayMs = options.retryDelayMs ?? 5000;
  }

  register(name: string, handler: JobHandler, options?: JobOptions): void {
    this.registry.register(name, handler, options);
  }

  isRegistered(name: string): boolean {
    return this.registry.has(name);
  }

  readonly transactional = true;

  async enqueue(name: string, payload: unknown, options: EnqueueOptions = {}): Promise<EnqueueResult> {
    const job = this.registry.get(name);
    const id = options.jobId ?? randomBytes(16).toString('hex');
    const now = Date.now();
    const fresh = {
      name,
      payload: JSON.stringify(payload ?? null),
      state: 'queued' as const,
      attempts: 0,
      maxAttempts: job?.options.maxAttempts ?? 3,
      progress: 0,
      error: null,
      runAfter: now,
      claimId: null,
      updatedAt: now,
    };
    // One statement decides: a new row is inserted, a finished job with the same id runs again from
    // scratch, and a queued or running one is left alone (no row returned). The primary key makes
    // concurrent enqueues of one id take turns, so exactly one of them gets the row.
    const row = await (options.db ?? this.db)
      .insertInto('job')
      .values({ id, ...fresh, createdAt: now })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet(fresh).where('job.state', 'not in', ['queued', 'running']),
      )
      .returning('id')
      .executeTakeFirst();
    const created = row !== undefined;
    if (created) this.wake();
    return { id, created };
  }

  async cancel(jobId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('job')
      .set({ state: 'cancelled', error: 'Cancelled', updatedAt: Date.now() })
      .where('id', '=', jobId)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirst();
    for (const r of this.running.values()) {
      if (r.jobId === jobId) r.controller.abort('cancelled' satisfies AbortReason);
    }
    return Number(result.numUpdatedRows) > 0;
  }

  async get(jobId: string): Promise<JobInfo | null> {
    const row = await this.db.selectFrom('job').selectAll().where('id', '=', jobId).executeTakeFirst();
    if (!row) return null;
    const { id, name, state, progress, attempts, error } = row;
    return { id, name, state, progress, attempts, error, payload: JSON.parse(row.payload) as unknown };
  }

  async ping(): Promise<void> {
    await this.db.selectFrom('job').select('id').limit(1).execute();
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    // Jobs left running by a process that died are due again (their attempt counts as used); one
    // whose attempts are all used that way is failed for good, or a job that kills its process
    // (out of memory) would take the server down at every start (BullMQ's stall limit, here).
    const interrupted = new JobInterruptedError();
    const lost = await this.db
      .updateTable('job')
      .set({ state: 'failed', error: interrupted.message, updatedAt: Date.now() })
      .where('state', '=', 'running')
      .where((eb) => eb('attempts', '>=', eb.ref('maxAttempts')))
      .returningAll()
      .execute();
    await this.db
      .updateTable('job')
      .set({ state: 'queued', runAfter: Date.now(), updatedAt: Date.now() })
      .where('state', '=', 'running')
      .execute();
    for (const row of lost) {
      const log = this.log.child({ jobId: row.id, job: row.name, attempt: row.attempts });
      log.warn('job failed: its process stopped in every attempt');
      await this.registry
        .get(row.name)
        ?.options.onFailed?.(JSON.parse(row.payload) as unknown, interrupted)
        .catch((e: unknown) => log.error({ err: e }, 'onFailed threw'));
    }
    // Finished rows are only history; a week of it is kept.
    await this.db
      .deleteFrom('job')
      .where('state', 'in', ['done', 'cancelled', 'failed'])
      .where('updatedAt', '<', Date.now() - HISTORY_MS)
      .execute();
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.wake();
  }

  private closing: Promise<void> | undefined;

  /** Stops claiming and hands running jobs back; calling it again waits for the same close. */
  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    // A claim already sent to the database must land first, or its job would start after the close.
    await this.claiming;
    const inFlight = [...this.running.entries()];
    for (const [, r] of inFlight) r.controller.abort('shutdown' satisfies AbortReason);
    await Promise.all(inFlight.map(([, r]) => r.done));
  }

  /** Claims due jobs until the concurrency is used up. */
  private wake(): void {
    if (!this.started || this.closed || this.claiming) return;
    this.claiming = this.claimLoop()
      .catch((error: unknown) => this.log.error({ err: error }, 'job queue: claim failed'))
      .finally(() => {
        this.claiming = undefined;
      });
  }

  private async claimLoop(): Promise<void> {
    while (!this.closed && this.running.size < this.concurrency) {
      const row = await this.claimOne();
      if (!row) return;
      if (this.closed) {
        // Closed while the claim was on its way: hand the job back untouched for the next runner.
        await this.finish(row, { state: 'queued', attempts: row.attempts - 1, runAfter: Date.now() });
        return;
      }
      const claimId = row.claimId as string;
      const controller = new AbortController();
      const done = this.execute(row, controller).finally(() => {
        this.running.delete(claimId);
        this.wake();
      });
      this.running.set(claimId, { jobId: row.id, controller, done });
    }
  }

  /** One atomic UPDATE ... RETURNING: two runners can never claim the same row. */
  private async claimOne(): Promise<JobTable | undefined> {
    const names = this.registry.names();
    if (names.length === 0) return undefined;
    const now = Date.now();
    return this.db
      .updateTable('job')
      .set((eb) => ({
        state: 'running',
        attempts: eb('attempts', '+', 1),
        claimId: randomBytes(12).toString('hex'),
        updatedAt: now,
      }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('job')
          .select('id')
          .where('state', '=', 'queued')
          .where('runAfter', '<=', now)
          .where('name', 'in', names)
          .orderBy('runAfter')
          .orderBy('createdAt')
          .limit(1),
      )
      .where('state', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
  }

  private async execute(row: JobTable, controller: AbortController): Promise<void> {
    const job = this.registry.get(row.name) as RegisteredJob;
    const payload: unknown = JSON.parse(row.payload);
    const log = this.log.child({ jobId: row.id, job: row.name, attempt: row.attempts });
    log.info('job attempt started');
    try {
      await runAttempt(job, payload, controller, (signal) => ({
        jobId: row.id,
        attempt: row.attempts,
        signal,
        log,
        progress: (percent) => this.reportProgress(row, job, payload, percent, log),
      }));
      if (await this.finish(row, { state: 'done', progress: 100, error: null })) log.info('job attempt done');
    } catch (error) {
      const reason = controller.signal.aborted ? (controller.signal.reason as AbortReason) : undefined;
      if (reason === 'cancelled') return;
      if (reason === 'shutdown') {
        // A clean stop: give the attempt back and let the next start run it.
        await this.finish(row, { state: 'queued', attempts: row.attempts - 1, runAfter: Date.now() });
        return;
      }
      await this.fail(row, job, payload, error instanceof Error ? error : new Error(String(error)), log);
    }
  }

  private async fail(
    row: JobTable,
    job: RegisteredJob,
    payload: unknown,
    error: Error,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const final = error instanceof PermanentJobError || row.attempts >= row.maxAttempts;
    log.warn({ err: error, final }, 'job attempt failed');
    if (!final) {
      const delay = (job.options.retryDelayMs ?? this.retryDelayMs) * 2 ** (row.attempts - 1);
      await this.finish(row, { state: 'queued', error: error.message, runAfter: Date.now() + delay });
      return;
    }
    const marked = await this.finish(row, { state: 'failed', error: error.message });
    if (marked) {
      await job.options
        .onFailed?.(payload, error)
        .catch((e: unknown) => log.error({ err: e }, 'onFailed threw'));
    }
  }

  /**
   * Writes an attempt's progress or outcome unless the job was cancelled meanwhile, or cancelled and
   * claimed again (the row then carries another claim's token); true when written.
   */
  private async finish(claimed: JobTable, values: Partial<JobTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('job')
      .set({ ...values, updatedAt: Date.now() })
      .where('id', '=', claimed.id)
      .where('state', '=', 'running')
      .where('claimId', '=', claimed.claimId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  private async reportProgress(
    claimed: JobTable,
    job: RegisteredJob,
    payload: unknown,
    percent: number,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const progress = Math.max(0, Math.min(100, Math.round(percent)));
    // A stale attempt's progress would show on the job the user started since.
    if (!(await this.finish(claimed, { progress }))) return;
    await job.options
      .onProgress?.(payload, progress)
      .catch((e: unknown) => log.warn({ err: e }, 'onProgress threw'));
  }
}
