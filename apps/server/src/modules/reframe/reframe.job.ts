import type { AppContext } from '../../context.ts';
import { analyseMedia, readFaceAnalysis } from './face-analysis.store.ts';
import { applyToWaitingProjects } from './reframe.service.ts';

export const REFRAME_FAILED = 'The reframe analysis failed. Please try again.';

/**
 * Declares the `reframe` job: the face analysis of one stored video (ffmpeg samples, the OpenCV
 * cascade looks), with progress, then the reframe of every project waiting for it. One job per video
 * (`reframe-{mediaId}`): clips of the same source join it. A retry after the analysis was stored only
 * applies it.
 */
export function registerReframeJob(ctx: AppContext): void {
  ctx.jobs.register(
    'reframe',
    async ({ mediaId }, run) => {
      let analysis = await readFaceAnalysis(ctx, mediaId);
      if (!analysis) {
        try {
          analysis = await analyseMedia(ctx, mediaId, {
            signal: run.signal,
            onProgress: (percent) => void run.progress(percent).catch(() => undefined),
          });
        } catch (error) {
          if (run.signal.aborted) throw error;
          run.log.error({ err: error, mediaId }, 'reframe analysis failed');
          throw new Error(REFRAME_FAILED);
        }
      }
      if (analysis) await applyToWaitingProjects(ctx, mediaId, analysis);
    },
    { timeoutMs: 60 * 60 * 1000, maxAttempts: 2 },
  );
}
