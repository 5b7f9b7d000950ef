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
 * schema (a payload that does not parse fails the job for good), and so do `onFailed`/`onProgress`.
 */
export class Jobs<C extends Record<string, z.ZodObject> = JobCatalog> {
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
    this.queue.register(
      name,
      async (payload, ctx) => {
        const parsed = parse(payload);
        if (parsed === undefined) throw new PermanentJobError(`Invalid ${name} job payload`);
        await handler(parsed, ctx);
      },
      {
        ...options,
        onFailed:
          onFailed && (async (payload, error) => this.ifParsed(parse(payload), (p) => onFailed(p, error))),
        onProgress:
          onProgress &&
          (async (payload, percent) => this.ifParsed(parse(payload), (p) => onProgress(p, percent))),
      },
    );
  }

  private async ifParsed<P>(payload: P | undefined, fn: (payload: P) => Promise<void>): Promise<void> {
    if (payload !== undefined) await fn(payload);
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
