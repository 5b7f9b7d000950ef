import { MESSAGES } from '@wordreel/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * The queue adapters' interface: job names are strings and payloads are JSON the adapter does not look
 * into. Adapters: an in-process queue persisted in the `job` table (embedded default, resumed after a
 * restart) and BullMQ on Redis (REDIS_URL, any number of workers). The app uses it through `Jobs`
 * (`jobs.ts`), which checks names and payloads against the job catalog.
 */
export interface JobContext {
  jobId: string;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
  /** Aborted when the job is cancelled or times out; pass it to child processes. */
  signal: AbortSignal;
  /** Publishes progress 0..100 (stored and sent as an event). */
  progress(percent: number): Promise<void>;
  log: FastifyBaseLogger;
}

export type JobHandler<P = unknown> = (payload: P, ctx: JobContext) => Promise<void>;

export interface JobOptions<P = unknown> {
  /** Wall-clock limit per attempt; the signal aborts when it passes. */
  timeoutMs?: number;
  /** Attempts before the job is failed for good (default 3). */
  maxAttempts?: number;
  /** First retry delay of this job, doubling with each further attempt (default: the queue's). */
  retryDelayMs?: number;
  /**
   * Called once when the job has failed for good: all attempts used, not retryable, or its process
   * died in the middle of it too many times (a `JobInterruptedError`, which no handler code sees).
   * Not for a cancelled job. A process killed before this ran is covered by `settleStuckProjects`.
   */
  onFailed?: (payload: P, error: Error) => Promise<void>;
  /** Called with each progress report, e.g. to publish it on the project (errors are logged, not fatal). */
  onProgress?: (payload: P, percent: number) => Promise<void>;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobInfo {
  id: string;
  name: string;
  state: JobState;
  progress: number;
  attempts: number;
  error: string | null;
  /** The payload it was queued with. */
  payload: unknown;
}

/** What `enqueue` did: `created` is false when a job under that id was already queued or running. */
export interface EnqueueResult {
  id: string;
  created: boolean;
}

export interface EnqueueOptions {
  jobId?: string;
  /** A transaction to write the job in (queues with `transactional`; others ignore it). */
  db?: Kysely<DB>;
}

export interface JobQueue {
  /** Declares the handler of a job name; every process that enqueues or runs jobs registers the same set. */
  register(name: string, handler: JobHandler, options?: JobOptions): void;
  /** Whether a handler is registered for the name (e.g. to chain the next step only once it exists). */
  isRegistered(name: string): boolean;
  /**
   * Queues a job; a given jobId is idempotent while that job is queued or running: the existing job is
   * kept (payload ignored) and `created` is false. Deciding is atomic: of concurrent enqueues of one id,
   * exactly one creates the job.
   */
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<EnqueueResult>;
  /**
   * True when `enqueue` can join a database transaction (`options.db`): the embedded queue, whose jobs
   * are rows. BullMQ's jobs live in Redis, so callers enqueue after their commit and undo on failure.
   */
  readonly transactional: boolean;
  /** Cancels a queued or running job; true if it was found in one of those states. */
  cancel(jobId: string): Promise<boolean>;
  get(jobId: string): Promise<JobInfo | null>;
  /** Throws unless the queue's store answers (the `job` table, or Redis). */
  ping(): Promise<void>;
  /** Starts running jobs in this process (the server in embedded mode, or a worker). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A failure that retrying cannot fix (bad input): the job is failed at once with this message. */
export class PermanentJobError extends Error {}

/**
 * A job whose process stopped in the middle of it too many times (SIGKILL, out of memory: BullMQ's
 * stall limit, or the embedded queue finding it `running` at start with its attempts used), or that
 * the queue no longer has: failed for good with the message the owner sees.
 */
export class JobInterruptedError extends PermanentJobError {
  constructor() {
    super(MESSAGES.JOB_INTERRUPTED);
  }
}
