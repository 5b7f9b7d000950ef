import { MESSAGES, type ProjectStatus, STEP_STATUSES, stepOfStatus, type ProjectStep } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { projectJobId } from '../../jobs/job-ids.ts';
import { JobInterruptedError, type JobInfo } from '../../jobs/job-queue.ts';
import { readCaptionsMeta } from '../captions/captions.store.ts';
import { moveProjectStatus } from './projects.service.ts';
import { runEvery } from '../../process/run-every.ts';

/**
 * A project's status changes a moment before its job is queued (the status first, so a job that ends
 * at once finds it; with BullMQ, Redis is not in the database's transaction), and the job id of a
 * step is reused by a retry: a project whose status changed less than this long ago may be one whose
 * job is being queued right now, next to the previous run's finished one. The embedded server's
 * first sweep runs before it listens, when nothing is in flight, and passes 0.
 */
export const STUCK_GRACE_MS = 60_000;

type SweepContext = Pick<AppContext, 'db' | 'jobs' | 'log' | 'events' | 'storage' | 'config'>;

/**
 * The sweep of a process that runs jobs (main.ts in embedded mode, worker.ts), at start and every
 * STUCK_SWEEP_INTERVAL_MS: a project in a processing status whose job will never move it on by itself.
 * - job failed, cancelled or gone (its worker was killed between the queue's failed mark and the
 *   job's `onFailed`, or the job was removed from Redis): the job's `onFailed` (refund, `failed` with
 *   the message the studio shows);
 * - job completed (an end the status change missed): the completed job's last move is made: a
 *   transcription's `ready` with its captions' notice, a media job's `transcribing`.
 * Every move is `moveProjectStatus`'s conditional update: several API servers and workers sweeping
 * at once, and the queue's own failure handler, move each project once and refund it once.
 * Returns the ids it acted on (tried to move).
 */
export async function settleStuckProjects(
  ctx: SweepContext,
  graceMs: number,
  now = Date.now(),
): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('project')
    .select(['id', 'status'])
    .where('status', 'in', [...STEP_STATUSES.media, ...STEP_STATUSES.transcribe])
    .where('updatedAt', '<=', now - graceMs)
    .execute();
  const acted: string[] = [];
  for (const row of rows) {
    const step = stepOfStatus(row.status as ProjectStatus);
    if (!step) continue;
    try {
      if (await settleStep(ctx, row.id, step)) acted.push(row.id);
    } catch (err) {
      ctx.log.warn({ err, projectId: row.id }, 'stuck project check failed');
    }
  }
  return acted;
}

async function settleStep(ctx: SweepContext, projectId: string, step: ProjectStep): Promise<boolean> {
  const job = await ctx.jobs.get(projectJobId(step, projectId));
  const state = job?.state ?? 'gone';
  if (state === 'queued' || state === 'running') return false;
  ctx.log.warn({ projectId, step, job: state }, 'stuck project settled');
  if (state === 'done') {
    if (step === 'media') {
      // The media job ends by moving the project to `transcribing` and queueing the transcription.
      if (!ctx.jobs.isRegistered('transcribe')) return false;
      return moveProjectStatus(ctx, projectId, STEP_STATUSES.media, { status: 'transcribing', progress: 0 });
    }
    const meta = await readCaptionsMeta(ctx, projectId);
    return moveProjectStatus(ctx, projectId, STEP_STATUSES.transcribe, {
      status: 'ready',
      statusDetail: meta?.notice ?? null,
    });
  }
  await ctx.jobs.failedForGood(step, { projectId }, errorOf(job));
  return true;
}

/** A failed job's own error (the studio shows it), else the interrupted message. */
function errorOf(job: JobInfo | null): Error {
  return job?.state === 'failed' && job.error && job.error !== MESSAGES.JOB_INTERRUPTED
    ? new Error(job.error)
    : new JobInterruptedError();
}

/**
 * Runs the sweep every `everyMs` (one run at a time in this process; other processes may sweep at the
 * same moment). Returns the function that stops it, resolving once a run under way has ended.
 */
export function sweepStuckProjectsEvery(
  ctx: SweepContext,
  everyMs: number,
  graceMs = STUCK_GRACE_MS,
): () => Promise<void> {
  return runEvery(
    everyMs,
    () => settleStuckProjects(ctx, graceMs),
    (err) => ctx.log.warn({ err }, 'stuck project sweep failed'),
  );
}
