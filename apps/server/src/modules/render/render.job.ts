import { MESSAGES, type RenderState } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { isStorageUnavailable } from '../../http/app-error.ts';
import { failureMessage } from '../../jobs/failure-message.ts';
import type { JobPayload } from '../../jobs/job-catalog.ts';
import { PermanentJobError } from '../../jobs/job-queue.ts';
import { refundCharge } from '../billing/ledger.service.ts';
import { renderProject } from './render-project.ts';
import { emitWebhookEvent } from '../webhooks/webhooks.service.ts';

export const { RENDER_FAILED, RENDER_NO_SPACE, RENDER_STORAGE_UNAVAILABLE } = MESSAGES;

const RENDER_FAILURE = { failed: RENDER_FAILED, storageFull: RENDER_NO_SPACE };

export type RenderJobPayload = JobPayload<'render'>;

export async function publishRender(
  ctx: Pick<AppContext, 'events'> & Partial<Pick<AppContext, 'db' | 'jobs' | 'config' | 'log'>>,
  job: Pick<RenderJobPayload, 'projectId' | 'userId'>,
  state: RenderState,
  progress: number,
  error: string | null = null,
): Promise<void> {
  await ctx.events.publish({
    type: 'render',
    projectId: job.projectId,
    userId: job.userId,
    state,
    progress,
    error,
  });
  const { db, jobs, config, log } = ctx;
  if ((state === 'done' || state === 'failed') && db && jobs && config && log) {
    const { projectId } = job;
    await emitWebhookEvent(
      { db, jobs, config, log },
      job.userId,
      state === 'done' ? 'render.done' : 'render.failed',
      {
        projectId,
        state,
        error,
        ...(state === 'done' && { downloadUrl: `${config.publicUrl}/download/${projectId}.mp4` }),
      },
    );
  }
}

/** Declares the `render` job: one ffmpeg pass per export, time-limited by RENDER_TIMEOUT_SECONDS. */
export function registerRenderJob(ctx: AppContext): void {
  ctx.jobs.register(
    'render',
    async (job, run) => {
      await publishRender(ctx, job, 'running', 0);
      try {
        await renderProject(ctx, job.projectId, job.payload, {
          signal: run.signal,
          onProgress: (percent) => void run.progress(percent).catch(() => undefined),
        });
      } catch (error) {
        if (isStorageUnavailable(error)) throw new Error(RENDER_STORAGE_UNAVAILABLE, { cause: error });
        // Cancelled or timed out (the queue says which), or in the owner's words already: as it is.
        if (run.signal.aborted || error instanceof PermanentJobError) throw error;
        // What the job fails with is what GET /render shows: never ffmpeg's log or a server path.
        const message = failureMessage(error, RENDER_FAILURE, {
          log: run.log,
          projectId: job.projectId,
          step: 'render',
        });
        throw new Error(message, { cause: error });
      }
      await publishRender(ctx, job, 'done', 100);
    },
    {
      timeoutMs: ctx.config.RENDER_TIMEOUT_SECONDS * 1000,
      // An export is long; one retry covers a worker restart, not a video ffmpeg cannot read.
      maxAttempts: 2,
      onProgress: (job, percent) => publishRender(ctx, job, 'running', percent),
      onFailed: async (job, error) => {
        await refundCharge(ctx, job.projectId, 'export', 'failed');
        await publishRender(ctx, job, 'failed', 0, error.message);
      },
    },
  );
}
