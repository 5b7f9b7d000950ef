import type { AppContext } from '../context.ts';
import { registerMediaJob } from '../modules/media/media.job.ts';
import { registerRenderJob } from '../modules/render/render.job.ts';
import { registerTranscribeJob } from '../modules/speech/transcribe.job.ts';

/**
 * Declares every job handler on ctx.jobs. Both the API server and the worker call it, so the process
 * that enqueues knows each job's options and the process that runs knows its handler. One line a module.
 */
export function registerJobs(ctx: AppContext): void {
  // Modules add their `register<Name>Job(ctx);` here.
  registerMediaJob(ctx);
  registerTranscribeJob(ctx);
  registerRenderJob(ctx);
}
