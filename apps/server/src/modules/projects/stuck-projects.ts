import { MESSAGES, type ProjectStatus } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { projectJobId } from '../../jobs/job-ids.ts';
import { JobInterruptedError } from '../../jobs/job-queue.ts';

/** The job that moves a project on from each processing status. */
const JOB_OF_STATUS = {
  uploaded: 'media',
  processing: 'media',
  transcribing: 'transcribe',
} as const satisfies Partial<Record<ProjectStatus, 'media' | 'transcribe'>>;

/**
 * A project row is written a moment before its job is queued (with BullMQ, Redis is not in the
 * database's transaction): while API servers take uploads, a project younger than this without a job
 * may be one whose job is being queued right now. The embedded server sweeps before it listens, so
 * nothing is in flight and it passes 0.
 */
export const STUCK_GRACE_MS = 60_000;

/**
 * The start-up sweep of a process that runs jobs (main.ts in embedded mode, worker.ts): a project in
 * a processing status whose job is failed, cancelled or gone will never leave it by itself (its
 * worker was killed between the queue's failed mark and the job's `onFailed`, or the job was removed
 * from Redis). Each gets its job's `onFailed` (refund, `failed` with the message the studio shows).
 * Returns the ids it failed.
 */
export async function failStuckProjects(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'log'>,
  graceMs: number,
  now = Date.now(),
): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('project')
    .select(['id', 'status', 'updatedAt'])
    .where('status', 'in', Object.keys(JOB_OF_STATUS))
    .execute();
  const failed: string[] = [];
  for (const row of rows) {
    const name = JOB_OF_STATUS[row.status as keyof typeof JOB_OF_STATUS];
    const job = await ctx.jobs.get(projectJobId(name, row.id));
    const lost = job ? job.state === 'failed' || job.state === 'cancelled' : row.updatedAt <= now - graceMs;
    if (!lost) continue;
    const error =
      job?.state === 'failed' && job.error && job.error !== MESSAGES.JOB_INTERRUPTED
        ? new Error(job.error)
        : new JobInterruptedError();
    ctx.log.warn(
      { projectId: row.id, status: row.status, job: job?.state ?? 'gone' },
      'stuck project failed',
    );
    await ctx.jobs.failedForGood(name, { projectId: row.id }, error);
    failed.push(row.id);
  }
  return failed;
}
