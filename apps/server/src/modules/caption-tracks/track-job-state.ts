import { MESSAGES } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { PermanentJobError } from '../../jobs/job-queue.ts';
import { JobTimeoutError } from '../../jobs/job-registry.ts';
import { failUnfinishedTrack, findTrack, type CaptionTrackRow } from './caption-tracks.repository.ts';

/**
 * A track's row says `queued` or `running` while its `translate` job should: the job's own `fail()`
 * covers the failures it knows; everything else (a timeout, a killed worker, a throw, a lost or
 * never-queued job) is settled here, so the studio never shows "Translating…" for a job that is gone.
 */

export const translateJobId = (trackId: string) => `translate-${trackId}`;

/**
 * A row is written `queued` a moment before its job is (BullMQ is not in the database's
 * transaction): one younger than this may be one whose job is being queued right now.
 */
export const TRACK_SETTLE_GRACE_MS = 60_000;

/** Whether the track's job is queued or running (it will move the row on by itself). */
export async function translationIsLive(ctx: Pick<AppContext, 'jobs'>, trackId: string): Promise<boolean> {
  const job = await ctx.jobs.get(translateJobId(trackId));
  return job?.state === 'queued' || job?.state === 'running';
}

/**
 * What the owner reads for a translation that ended outside `fail()`: messages written for the owner
 * (the queue's interrupted or outdated job, an unreadable captions file) as they are; never raw text.
 */
export function translationStoppedMessage(error: Error): string {
  if (error instanceof PermanentJobError || error instanceof AppError) return error.message;
  if (error instanceof JobTimeoutError) return MESSAGES.TRANSLATION_TIMED_OUT;
  return MESSAGES.TRANSLATION_STOPPED;
}

/** The job's `onFailed`: the track failed unless `fail()` said so already or a new run owns it. */
export async function failStoppedTranslation(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  trackId: string,
  error: Error,
): Promise<void> {
  if (await translationIsLive(ctx, trackId)) return;
  await failUnfinishedTrack(ctx.db, trackId, translationStoppedMessage(error));
}

/** The row as the owner should see it: failed when it says queued/running with no job to move it on. */
export async function settleTrack(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  row: CaptionTrackRow,
  now = Date.now(),
): Promise<CaptionTrackRow> {
  if (row.state !== 'queued' && row.state !== 'running') return row;
  if (row.updatedAt > now - TRACK_SETTLE_GRACE_MS) return row;
  if (await translationIsLive(ctx, row.id)) return row;
  if (!(await failUnfinishedTrack(ctx.db, row.id, MESSAGES.TRANSLATION_STOPPED, row.updatedAt))) return row;
  return (await findTrack(ctx.db, row.id)) ?? row;
}
