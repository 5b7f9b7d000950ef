import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@wordreel/core';
import { type Job, Queue, UnrecoverableError, WaitingError, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import {
  type EnqueueOptions,
  type EnqueueResult,
  type JobHandler,
  type JobInfo,
  type JobOptions,
  type JobQueue,
  type JobState,
  JobInterruptedError,
  PermanentJobError,
} from './job-queue.ts';
import { type AbortReason, JobRegistry, runAttempt } from './job-registry.ts';

export interface BullJobQueueOptions {
  /** Redis key prefix of the queue; tests use a unique one per run. */
  prefix: string;
  concurrency?: number;
  /** First retry delay; doubles with each further attempt. */
  retryDelayMs?: number;
  /** How long a worker's lock on a running job lasts without renewal; a dead worker's job stalls after it. */
  lockDurationMs?: number;
  /** How often workers look for stalled jobs to take back. */
  stalledIntervalMs?: number;
}

const QUEUE_NAME = 'jobs';
const CANCEL_MARK_TTL_S = 24 * 60 * 60;
const LIVE_STATES = new Set(['waiting', 'delayed', 'prioritized', 'waiting-children', 'active']);
/** The enqueue lock outlives any healthy enqueue; waiting gives up only after a dead holder's lock expired. */
const ENQUEUE_LOCK_TTL_MS = 10_000;
const ENQUEUE_LOCK_WAIT_MS = 15_000;
/**
 * BullMQ's reason for a job that stalled more than `maxStalledCount` times (its worker died in the
 * middle of it, again and again): the next worker to pick it up fails it without running it.
 */
const STALLED_REASON = 'job stalled more than allowable limit';
/** Deletes the lock only if it is still the caller's (it may have expired and been taken by another). */
const RELEASE_LOCK_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * BullMQ on Redis (REDIS_URL): API servers enqueue, `worker.ts` processes run the jobs. Cancelling a
 * running job reaches its worker over a pub/sub channel; a cancel mark tells "cancelled" from "failed".
 */
export class BullJobQueue implements JobQueue {
  private readonly registry = new JobRegistry();
  private readonly queue: Queue;
  private readonly redis: Redis;
  private worker: Worker | undefined;
  private cancelSub: Redis | undefined;
  private closing = false;
  private readonly running = new Map<string, { controller: AbortController; settled: Promise<unknown> }>();
  /** The handler's error of a job failed for good in this process, for the 'failed' listener. */
  private readonly finalErrors = new Map<string, Error>();
  /** `onFailed` calls under way; closing waits for them. */
  private readonly failing = new Set<Promise<void>>();

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
    private readonly options: BullJobQueueOptions,
  ) {
    this.queue = new Queue(QUEUE_NAME, { connection: { url }, prefix: options.prefix });
    this.redis = new Redis(url, { maxRetriesPerRequest: 3 });
    // ioredis reconnects by itself; without listeners a lost connection would print "Unhandled error event".
    this.redis.on('error', (error) => log.warn({ err: error }, 'job queue: redis connection error'));
    this.queue.on('error', (error) => log.warn({ err: error }, 'job queue: queue connection error'));
  }

  register(name: string, handler: JobHandler, options?: JobOptions): void {
    this.registry.register(name, handler, options);
  }

  isRegistered(name: string): boolean {
    return this.registry.has(name);
  }

  readonly transactional = false;

  async enqueue(name: string, payload: unknown, options: EnqueueOptions = {}): Promise<EnqueueResult> {
    const id = options.jobId ?? randomBytes(16).toString('hex');
    // BullMQ's add with an existing id is a silent no-op that still answers a Job built from our own
    // arguments, so it cannot say whether it created the job. Enqueues of one id therefore take turns
    // under a short Redis lock: look, drop a finished job, add; nobody else adds that id meanwhile.
    return this.withEnqueueLock(id, async () => {
      const existing = await this.queue.getJob(id);
      if (existing) {
        if (LIVE_STATES.has(await existing.getState())) return { id, created: false };
        // A finished job with the same id runs again from scratch.
        await existing.remove();
      }
      await this.redis.del(this.cancelKey(id));
      const jobOptions = this.registry.get(name)?.options;
      const maxAttempts = jobOptions?.maxAttempts ?? 3;
      await this.queue.add(name, payload ?? null, {
        jobId: id,
        attempts: maxAttempts,
        backoff: {
          type: 'exponential',
          delay: jobOptions?.retryDelayMs ?? this.options.retryDelayMs ?? 5000,
        },
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: { age: 30 * 24 * 3600 },
      });
      return { id, created: true };
    });
  }

  /**
   * Runs `fn` holding the enqueue lock of a job id (SET NX with an expiry, so a process that dies holding
   * it only delays the next enqueue of that id; released only by its holder).
   */
  private async withEnqueueLock<T>(jobId: string, fn: () => Promise<T>): Promise<T> {
    const key = `${this.options.prefix}:enqueue-lock:${jobId}`;
    const token = randomBytes(12).toString('hex');
    const giveUpAt = Date.now() + ENQUEUE_LOCK_WAIT_MS;
    while ((await this.redis.set(key, token, 'PX', ENQUEUE_LOCK_TTL_MS, 'NX')) !== 'OK') {
      if (Date.now() > giveUpAt) throw new Error(`enqueue of job ${jobId}: its lock was not released`);
      await new Promise((r) => setTimeout(r, 10 + Math.random() * 20));
    }
    try {
      return await fn();
    } finally {
      await this.redis
        .eval(RELEASE_LOCK_SCRIPT, 1, key, token)
        .catch((error: unknown) => this.log.warn({ err: error, jobId }, 'enqueue lock not released'));
    }
  }

  async cancel(jobId: string): Promise<boolean> {
    const job = await this.queue.getJob(jobId);
    if (!job) return false;
    const state = await job.getState();
    if (!LIVE_STATES.has(state)) return false;
    await this.redis.set(this.cancelKey(jobId), '1', 'EX', CANCEL_MARK_TTL_S);
    if (state === 'active') {
      await this.redis.publish(this.cancelChannel(), jobId);
    } else {
      await job.remove().catch((error: unknown) => {
        // It became active meanwhile: its worker sees the mark or the message.
        this.log.debug({ err: error, jobId }, 'cancel: job could not be removed');
      });
      await this.redis.publish(this.cancelChannel(), jobId);
    }
    return true;
  }

  async get(jobId: string): Promise<JobInfo | null> {
    const cancelled = (await this.redis.exists(this.cancelKey(jobId))) === 1;
    const bullState = await this.queue.getJobState(jobId);
    const job = await this.queue.getJob(jobId);
    if (!job || bullState === 'unknown') {
      return cancelled
        ? {
            id: jobId,
            name: '',
            state: 'cancelled',
            progress: 0,
            attempts: 0,
            error: 'Cancelled',
            payload: null,
          }
        : null;
    }
    let state: JobState;
    if (cancelled && !LIVE_STATES.has(bullState)) state = 'cancelled';
    else if (bullState === 'completed') state = 'done';
    else if (bullState === 'failed') state = 'failed';
    else if (bullState === 'active') state = 'running';
    else state = 'queued';
    return {
      id: jobId,
      name: job.name,
      state,
      progress: typeof job.progress === 'number' ? job.progress : 0,
      attempts: job.attemptsMade + (bullState === 'active' ? 1 : 0),
      error:
        state === 'cancelled'
          ? 'Cancelled'
          : job.failedReason === STALLED_REASON
            ? MESSAGES.JOB_INTERRUPTED
            : (job.failedReason ?? null) || null,
      payload: job.data as unknown,
    };
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async start(): Promise<void> {
    if (this.worker) return;
    this.cancelSub = new Redis(this.url, { maxRetriesPerRequest: 3 });
    this.cancelSub.on('message', (_channel: string, jobId: string) => {
      this.running.get(jobId)?.controller.abort('cancelled' satisfies AbortReason);
    });
    await this.cancelSub.subscribe(this.cancelChannel());
    this.worker = new Worker(QUEUE_NAME, (job, token) => this.process(job, token), {
      connection: { url: this.url, maxRetriesPerRequest: null },
      prefix: this.options.prefix,
      concurrency: this.options.concurrency ?? 2,
      lockDuration: this.options.lockDurationMs ?? 30_000,
      stalledInterval: this.options.stalledIntervalMs ?? 30_000,
      maxStalledCount: 2,
    });
    this.worker.on('error', (error) => this.log.error({ err: error }, 'job worker error'));
    this.worker.on('failed', (job, error) => {
      if (!job) return;
      const handled = this.onJobFailed(job, error).finally(() => this.failing.delete(handled));
      this.failing.add(handled);
    });
    await this.worker.waitUntilReady();
  }

  private closed: Promise<void> | undefined;

  /** Hands running jobs back and disconnects; calling it again waits for the same close. */
  close(): Promise<void> {
    this.closed ??= this.shutdown();
    return this.closed;
  }

  private async shutdown(): Promise<void> {
    // Hand running jobs back first (moveToWait), then stop the worker; jobs it fetches meanwhile go back too.
    this.closing = true;
    await this.worker?.pause(true);
    const inFlight = [...this.running.values()];
    for (const r of inFlight) r.controller.abort('shutdown' satisfies AbortReason);
    await Promise.allSettled(inFlight.map((r) => r.settled));
    await this.worker?.close();
    await Promise.allSettled([...this.failing]);
    this.cancelSub?.disconnect();
    await this.queue.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private async process(job: Job, token: string | undefined): Promise<void> {
    const registered = this.registry.get(job.name);
    if (!registered) throw new UnrecoverableError(`No handler for job ${job.name}`);
    if ((await this.redis.exists(this.cancelKey(job.id ?? ''))) === 1)
      throw new UnrecoverableError('Cancelled');
    if (this.closing && token) {
      await job.moveToWait(token);
      throw new WaitingError();
    }
    const controller = new AbortController();
    const id = job.id ?? '';
    const attempt = job.attemptsMade + 1;
    const log = this.log.child({ jobId: id, job: job.name, attempt });
    let settle: () => void = () => undefined;
    this.running.set(id, { controller, settled: new Promise<void>((r) => (settle = r)) });
    log.info('job attempt started');
    try {
      await runAttempt(registered, job.data, controller, (signal) => ({
        jobId: id,
        attempt,
        signal,
        log,
        progress: async (percent) => {
          const progress = Math.max(0, Math.min(100, Math.round(percent)));
          await job.updateProgress(progress);
          await registered.options
            .onProgress?.(job.data, progress)
            .catch((e: unknown) => log.warn({ err: e }, 'onProgress threw'));
        },
      }));
      log.info('job attempt done');
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      const reason = controller.signal.aborted ? (controller.signal.reason as AbortReason) : undefined;
      if (reason === 'cancelled') throw new UnrecoverableError('Cancelled');
      if (reason === 'shutdown' && token) {
        // A clean stop: put the job back for another worker without using up an attempt.
        await job.moveToWait(token);
        throw new WaitingError();
      }
      const final = error instanceof PermanentJobError || attempt >= (job.opts.attempts ?? 1);
      log.warn({ err: error, final }, 'job attempt failed');
      if (final) {
        // `onFailed` runs in the 'failed' listener, the one place every failure for good passes.
        this.finalErrors.set(id, error);
        throw new UnrecoverableError(error.message);
      }
      throw error;
    } finally {
      this.running.delete(id);
      settle();
    }
  }

  /**
   * Every failure of a job that BullMQ records in this worker: a retry is left alone, a cancel too;
   * a failure for good runs the job's `onFailed` once, whether our handler threw on its last attempt
   * or BullMQ failed the job without running it (stalled more than `maxStalledCount` times). A worker
   * killed between BullMQ's failed mark and this call leaves the project to `settleStuckProjects`.
   */
  private async onJobFailed(job: Job, failure: Error): Promise<void> {
    const id = job.id ?? '';
    const handlerError = this.finalErrors.get(id);
    this.finalErrors.delete(id);
    const final = handlerError !== undefined || failure instanceof UnrecoverableError;
    if (!final) return;
    if ((await this.redis.exists(this.cancelKey(id)).catch(() => 0)) === 1) return;
    const registered = this.registry.get(job.name);
    if (!registered?.options.onFailed) return;
    const error = handlerError ?? (failure.message === STALLED_REASON ? new JobInterruptedError() : failure);
    const log = this.log.child({ jobId: id, job: job.name });
    if (!handlerError) log.warn({ err: failure }, 'job failed without running');
    await registered.options
      .onFailed(job.data, error)
      .catch((e: unknown) => log.error({ err: e }, 'onFailed threw'));
  }

  private cancelKey(jobId: string): string {
    return `${this.options.prefix}:cancelled:${jobId}`;
  }

  private cancelChannel(): string {
    return `${this.options.prefix}:cancel`;
  }
}
