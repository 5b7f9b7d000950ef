import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { PermanentJobError } from '../../jobs/job-queue.ts';
import { ALIGNMENT_FAILED, alignScriptToProject } from './captions.service.ts';

/**
 * Declares the `align` job: a pasted script lined up with the project's speech, off the request path
 * (espeak-ng per distinct word, MFCCs, DTW: seconds to minutes on a long video). Progress goes to the
 * job (GET /api/projects/{id}/captions/script, which the studio polls); the captions are written when
 * whole. A refusal (the project gone, busy or too short for the script) is the owner's message and is
 * not retried; anything else is logged and reported in plain words.
 */
export function registerAlignJob(ctx: AppContext): void {
  ctx.jobs.register(
    'align',
    async (job, run) => {
      try {
        await alignScriptToProject(ctx, job.userId, job.projectId, job.script, {
          signal: run.signal,
          onProgress: (percent) => void run.progress(percent).catch(() => undefined),
        });
      } catch (error) {
        if (error instanceof AppError) throw new PermanentJobError(error.message);
        if (run.signal.aborted) throw error;
        run.log.error({ err: error, projectId: job.projectId }, 'script alignment failed');
        throw new Error(ALIGNMENT_FAILED);
      }
    },
    { timeoutMs: 30 * 60 * 1000, maxAttempts: 2 },
  );
}
