import { MESSAGES } from '@wordreel/core';
import type { z } from 'zod';
import type { JobCatalog } from './job-catalog.ts';
import {
  type EnqueueOptions,
  type EnqueueResult,
  type JobHandler,
  type JobInfo,
  type JobOptions,
  type JobQueue,
  PermanentJobError,
} from './job-queue.ts';

/**
 * The app's job queue (`ctx.jobs`): a queue adapter checked against the job catalog. `enqueue` takes
 * only a catalogued name with its payload type; a handler receives its payload parsed by the catalog's
 * schema (a payload that does not parse fails the job for good with `MESSAGES.JOB_OUTDATED`: one
 * queued by an earlier version), and so do `onFailed`/`onProgress`.
 */
export class Jobs<C extends Record<string, z.ZodObject> = JobCatalog> {
  private readonly failHandlers = new Map<string, (payload: unknown, error: Error) => Promise<void>>();

  constructor(
    /** The adapter (in-process database queue or BullMQ). */
    readonly queue: JobQueue,
    /** Name → payload schema: `jobCatalog` in the app. */
    private readonly catalog: C,
  ) {}

  /** Declares the handler of a job; every process that enqueues or runs jobs registers the same set. */
  register<N extends keyof C & string>(
    name: N,
    handler: JobHandler<z.output<C[N]>>,
    options: JobOptions<z.output<C[N]>> = {},
  ): void {
    const schema = this.catalog[name];
    if (!schema) throw new Error(`Job ${name} is not in the job catalog`);
    const parse = (payload: unknown): z.output<C[N]> | undefined => {
      const parsed = schema.safeParse(payload);
      return parsed.success ? (parsed.data as z.output<C[N]>) : undefined;
    };
    const { onFailed, onProgress } = options;
    const failed =
      onFailed &&
      (async (payload: unknown, error: Error) => this.ifParsed(parse(payload), (p) => onFailed(p, error)));
    if (failed) this.failHandlers.set(name, failed);
    this.queue.register(
      name,
      async (payload, ctx) => {
        const parsed = parse(payload);
        if (parsed === undefined) {
          // Queued by an earlier version (Redis keeps jobs across an upgrade; the database queue's
          // are migrated): say so plainly rather than run on a payload this version misreads.
          ctx.log.warn(
            { issues: schema.safeParse(payload).error?.issues.slice(0, 5) },
            `invalid ${name} job payload`,
          );
          throw new PermanentJobError(MESSAGES.JOB_OUTDATED);
        }
        await handler(parsed, ctx);
      },
      {
        ...options,
        onFailed: failed,
        onProgress:
          onProgress &&
          (async (payload, percent) => this.ifParsed(parse(payload), (p) => onProgress(p, percent))),
      },
    );
  }

  private async ifParsed<P>(payload: P | undefined, fn: (payload: P) => Promise<void>): Promise<void> {
    if (payload !== undefined) await fn(payload);
  }

  /**
   * Runs a job's `onFailed` for a job the queue failed or lost without it having run (a process killed
   * at that moment): `settleStuckProjects` calls it for a project left in a processing state.
   */
  async failedForGood<N extends keyof C & string>(
    name: N,
    payload: z.output<C[N]>,
    error: Error,
  ): Promise<void> {
    await this.failHandlers.get(name)?.(payload, error);
  }

  isRegistered(name: keyof C & string): boolean {
    return this.queue.isRegistered(name);
  }

  /** Queues a job; see `JobQueue.enqueue` for what a given jobId means. */
  enqueue<N extends keyof C & string>(
    name: N,
    payload: z.output<C[N]>,
    options?: EnqueueOptions,
  ): Promise<EnqueueResult> {
    return this.queue.enqueue(name, payload, options);
  }

  /** Whether `enqueue` can join a database transaction (see `JobQueue.transactional`). */
  get transactional(): boolean {
    return this.queue.transactional;
  }

  cancel(jobId: string): Promise<boolean> {
    return this.queue.cancel(jobId);
  }

  get(jobId: string): Promise<JobInfo | null> {
    return this.queue.get(jobId);
  }

  /** Resolves when the queue's backing store (database or Redis) answers; for /ready. */
  ping(): Promise<void> {
    return this.queue.ping();
  }

  /** Starts running jobs in this process (the server in embedded mode, or a worker). */
  start(): Promise<void> {
    return this.queue.start();
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
