import { minutesAndSeconds, STEP_STATUSES } from '@wordreel/core';
import { PermanentJobError } from '../../jobs/job-queue.ts';
import type { JobPayload } from '../../jobs/job-catalog.ts';
import { projectJobId } from '../../jobs/job-ids.ts';
import type { AppContext } from '../../context.ts';
import { withScratchDir } from '../../storage/scratch-dir.ts';
import { projectKeys } from '../../storage/storage.ts';
import { findProject, mergeVideoConfig } from '../projects/projects.repository.ts';
import {
  buyCreditsUrl,
  refundCharge,
  refundChargeIn,
  settleTranscriptionCharge,
} from '../billing/ledger.service.ts';
import { KeyLimitReached } from '../billing/key-spending-limit.ts';
import { moveProjectStatus, updateProjectStatus } from '../projects/projects.service.ts';
import { probe, runFfmpeg } from './ffmpeg.ts';
import { planPlayableCopy, thumbnailArgs } from './playable-copy.ts';
import { uprightSize, videoLimitProblem } from './video-facts.ts';

export type MediaJobPayload = JobPayload<'media'>;

export const NO_TRANSCRIBER_NOTE =
  'Captions are not available: no speech recogniser is installed on this server.';

/** Probe → playable MP4 → thumbnail → hand over to transcription. */
export function registerMediaJob(ctx: AppContext): void {
  ctx.jobs.register('media', (payload, job) => runMediaJob(ctx, payload, job), {
    timeoutMs: 60 * 60 * 1000,
    maxAttempts: 3,
    onProgress: async ({ projectId }, percent) => {
      // A late report must never pull a project back from a later status.
      if ((await findProject(ctx.db, projectId))?.status !== 'processing') return;
      await updateProjectStatus(ctx, projectId, { status: 'processing', progress: percent });
    },
    onFailed: async ({ projectId }, error) => {
      const detail = error instanceof PermanentJobError ? error.message : 'We could not process this video.';
      // Once, whoever reports it (the queue, or a sweep in any process): the refund goes with the move.
      await moveProjectStatus(
        ctx,
        projectId,
        STEP_STATUSES.media,
        { status: 'failed', statusDetail: detail },
        (trx) => refundChargeIn(trx, ctx.config, projectId, 'transcription', 'failed'),
      );
    },
  });
}

export async function runMediaJob(
  ctx: AppContext,
  { projectId }: MediaJobPayload,
  job: { signal: AbortSignal; progress(percent: number): Promise<void>; log: AppContext['log'] },
): Promise<void> {
  const project = await findProject(ctx.db, projectId);
  if (!project) return; // deleted meanwhile
  const ext = project.videoConfig.sourceExt;
  if (!ext) throw new PermanentJobError('The original upload is missing.');
  const originalKey = projectKeys.original(projectId, ext);
  if (!(await ctx.storage.exists(originalKey)))
    throw new PermanentJobError('The original upload is missing.');
  await updateProjectStatus(ctx, projectId, { status: 'processing', progress: 0 });

  // The original as a file ffmpeg can read (a download when storage is S3).
  const facts = await withScratchDir('media', async (scratch) => {
    const input = await ctx.storage.localFile(originalKey, scratch);
    const probed = await probe(input, job.signal).catch(() => null);
    if (!probed?.video) throw new PermanentJobError('The file is not a video we can read.');
    const overLimit = videoLimitProblem(probed, ctx.config);
    if (overLimit) throw new PermanentJobError(overLimit);

    let lastReported = -1;
    let reports = Promise.resolve();
    let mode = '';
    let durationSec = 0;
    await ctx.storage.writeAtomic(projectKeys.video(projectId), async (tmp) => {
      // The container's duration may lie (headers saying 10 s over 30 minutes of packets): the copy
      // stops at the limit whatever they say, and its own length is measured below.
      const plan = planPlayableCopy(probed, input, tmp, ctx.config.MAX_VIDEO_SECONDS);
      mode = plan.mode;
      await runFfmpeg(plan.args, {
        signal: job.signal,
        durationSec: Math.min(probed.durationSec, ctx.config.MAX_VIDEO_SECONDS),
        onProgress: (percent) => {
          // Whole-percent steps at most; every report is a database write and an event.
          const p = Math.floor(percent * 0.9);
          if (p > lastReported) {
            lastReported = p;
            // In order, one at a time; awaited below before the status moves on.
            reports = reports.then(() => job.progress(p)).catch(() => undefined);
          }
        },
      });
      // The thumbnail comes from the playable copy while it is still a local file (on S3, reading
      // it back after the upload would download it again).
      const copy = await probe(tmp, job.signal);
      durationSec = copy.durationSec;
      await ctx.storage.writeAtomic(projectKeys.thumb(projectId), (thumb) =>
        runFfmpeg(thumbnailArgs(tmp, thumb, durationSec), { signal: job.signal }),
      );
    });
    await reports;
    job.log.info({ projectId, mode, durationSec }, 'playable copy and thumbnail written');
    return { ...probed, durationSec, video: probed.video };
  });
  await job.progress(95);

  // The upload was charged for the length its headers claimed; a file that plays longer pays for
  // what it plays, or stops here with the price (its first charge goes back with the failure).
  const shortfall = await settleTranscriptionCharge(ctx, project, facts.durationSec).catch((error) => {
    // The measured length takes the uploading key past its monthly limit: no retry changes that.
    if (error instanceof KeyLimitReached) throw new PermanentJobError(error.message);
    throw error;
  });
  if (shortfall) {
    throw new PermanentJobError(
      `This video plays for ${minutesAndSeconds(facts.durationSec)}, longer than its file says (${minutesAndSeconds(project.videoConfig.duration ?? 0)}). Its captions need ${shortfall.need} credits and you have ${shortfall.have}. Buy more credits at ${buyCreditsUrl(ctx.config)}`,
    );
  }

  const { width, height } = uprightSize(facts.video);
  // Only what was measured, over the row as it is now: the owner may have changed the language or
  // orientation (POST /api/projects) while the copy was made.
  await mergeVideoConfig(ctx.db, projectId, {
    duration: Math.round(facts.durationSec * 1000) / 1000,
    width,
    height,
    videoCodec: facts.video.codec,
    audioCodec: facts.audio?.codec ?? null,
    rotation: facts.video.rotation,
    ...(facts.video.fps !== null && { fps: facts.video.fps }),
  });

  if (ctx.jobs.isRegistered('transcribe')) {
    // The status first: a transcription that ends at once must find it, or its `ready` would be
    // overwritten with `transcribing` for ever (decision 049).
    await updateProjectStatus(ctx, projectId, { status: 'transcribing', progress: 0 });
    await ctx.jobs.enqueue('transcribe', { projectId }, { jobId: projectJobId('transcribe', projectId) });
  } else {
    // No captions are made here, so the transcription is not paid for.
    await refundCharge(ctx, projectId, 'transcription', 'no speech recogniser installed');
    await updateProjectStatus(ctx, projectId, { status: 'ready', statusDetail: NO_TRANSCRIBER_NOTE });
  }
}
