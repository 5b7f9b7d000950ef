import { MESSAGES, STEP_STATUSES } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { failureMessage } from '../../jobs/failure-message.ts';
import { refundChargeIn } from '../billing/ledger.service.ts';
import { moveProjectStatus } from '../projects/projects.service.ts';
import { transcribeProject } from './transcribe.service.ts';

const CAPTIONS_FAILURE = { failed: MESSAGES.CAPTIONS_FAILED, storageFull: MESSAGES.CAPTIONS_NO_SPACE };

/** Registers the `transcribe` job: payload { projectId }; see transcribeProject. */
export function registerTranscribeJob(ctx: AppContext): void {
  ctx.jobs.register('transcribe', ({ projectId }, job) => transcribeProject(ctx, projectId, job.signal), {
    // A two-hour video on the basic recogniser takes about an hour here; a timed-out attempt keeps
    // its finished chunks, so the retry resumes rather than starts over.
    timeoutMs: 3 * 60 * 60 * 1000,
    maxAttempts: 2,
    onFailed: async ({ projectId }, error) => {
      const statusDetail = failureMessage(error, CAPTIONS_FAILURE, {
        log: ctx.log,
        projectId,
        step: 'transcription',
      });
      // Once, whoever reports it (the queue, or a sweep in any process): the refund goes with the move.
      await moveProjectStatus(
        ctx,
        projectId,
        STEP_STATUSES.transcribe,
        { status: 'failed', statusDetail },
        (trx) => refundChargeIn(trx, ctx.config, projectId, 'transcription', 'failed'),
      );
    },
  });
}
