import type { AppContext } from '../context.ts';
import { registerAlignJob } from '../modules/captions/align.job.ts';
import { registerMediaJob } from '../modules/media/media.job.ts';
import { registerReframeJob } from '../modules/reframe/reframe.job.ts';
import { registerRenderJob } from '../modules/render/render.job.ts';
import { registerTranscribeJob } from '../modules/speech/transcribe.job.ts';
import { registerTranslateJob } from '../modules/caption-tracks/translate.job.ts';
import { registerWebhookJob } from '../modules/webhooks/webhook.job.ts';

/**
 * Declares every job handler on ctx.jobs. The entry points call it where they assemble the process
 * (main.ts, worker.ts; tests' createTestApp), so the process that enqueues knows each job's options
 * and the process that runs knows its handler. One line a module; the job's name and payload schema
 * are declared in job-catalog.ts.
 */
export function registerJobs(ctx: AppContext): void {
  // Modules add their `register<Name>Job(ctx);` here.
  registerMediaJob(ctx);
  registerTranscribeJob(ctx);
  registerRenderJob(ctx);
  registerAlignJob(ctx);
  registerWebhookJob(ctx);
  registerReframeJob(ctx);
  registerTranslateJob(ctx);
}
