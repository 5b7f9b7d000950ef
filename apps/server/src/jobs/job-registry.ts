import { MESSAGES } from '@wordreel/core';
import type { JobContext, JobHandler, JobOptions } from './job-queue.ts';

export interface RegisteredJob {
  handler: JobHandler;
  options: Required<Pick<JobOptions, 'timeoutMs' | 'maxAttempts'>> & JobOptions;
}

/** Per-attempt limit when a job name sets none. */
export const DEFAULT_TIMEOUT_MS = 60 * 60 * 1000;

/** The handlers one process knows, shared by both queue adapters. */
export class JobRegistry {
  private readonly jobs = new Map<string, RegisteredJob>();

  register(name: string, handler: JobHandler, options: JobOptions = {}): void {
    this.jobs.set(name, {
      handler,
      options: {
        ...options,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxAttempts: options.maxAttempts ?? 3,
      },
    });
  }

  get(name: string): RegisteredJob | undefined {
    return this.jobs.get(name);
  }

  has(name: string): boolean {
    return this.jobs.has(name);
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }
}

/** Why an attempt's signal was aborted; tells cancel and shutdown apart from a timeout. */
export type AbortReason = 'cancelled' | 'timeout' | 'shutdown';

/** An attempt past its job's time limit; the message is the owner's, the limit is for the log. */
export class JobTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(MESSAGES.JOB_TIMED_OUT);
  }
}

/** Runs one attempt with a timeout on `controller`; rejects with JobTimeoutError when it passes. */
export async function runAttempt(
  job: RegisteredJob,
  payload: unknown,
  controller: AbortController,
  makeCtx: (signal: AbortSignal) => JobContext,
): Promise<void> {
  const { timeoutMs } = job.options;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort('timeout' satisfies AbortReason);
      reject(new JobTimeoutError(timeoutMs));
    }, timeoutMs);
  });
  try {
    // A handler that ignores its signal still loses the race, so the queue moves on.
    await Promise.race([job.handler(payload, makeCtx(controller.signal)), timedOut]);
  } catch (error) {
    // The handler usually rejects first with its own abort error; the reason is the timeout.
    if (controller.signal.reason === 'timeout') throw new JobTimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
