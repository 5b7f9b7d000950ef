import { type FaceAnalysis, faceAnalysisSchema } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { withScratchDir } from '../../storage/scratch-dir.ts';
import { projectKeys } from '../../storage/storage.ts';
import { probe } from '../media/ffmpeg.ts';
import { countMediaUsers, findProject } from '../projects/projects.repository.ts';
import { faceDetector } from './face-detector.ts';
import { SAMPLE_FPS, sampleFacesAndCuts } from './sample-faces.ts';

/**
 * The face analysis of one stored video (`projects/{mediaId}/video.mp4`), made once and kept beside it
 * (`reframe-analysis.json`), so every clip of the source reuses it and it goes with the video.
 */

type StoreContext = Pick<AppContext, 'db' | 'storage' | 'log'>;

export async function readFaceAnalysis(ctx: StoreContext, mediaId: string): Promise<FaceAnalysis | null> {
  const key = projectKeys.reframeAnalysis(mediaId);
  if (!(await ctx.storage.exists(key))) return null;
  try {
    return faceAnalysisSchema.parse(JSON.parse((await ctx.storage.readFile(key)).toString('utf8')));
  } catch (error) {
    // Unreadable (an older shape): analysed again.
    ctx.log.warn({ err: error, mediaId }, 'stored reframe analysis unreadable; analysing again');
    return null;
  }
}

/** Whether any project still plays this stored video (its own project, or a clip of it). */
async function mediaInUse(ctx: StoreContext, mediaId: string): Promise<boolean> {
  return (
    (await findProject(ctx.db, mediaId)) !== undefined || (await countMediaUsers(ctx.db, mediaId, '')) > 0
  );
}

/**
 * Samples the video's frames, finds the faces and the cuts, and stores the result. Null when the video
 * was deleted meanwhile (nothing is written, so no stray file outlives its folder).
 */
export async function analyseMedia(
  ctx: StoreContext,
  mediaId: string,
  options: { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
): Promise<FaceAnalysis | null> {
  const detector = await faceDetector();
  const measured = await withScratchDir('reframe', async (dir) => {
    const file = await ctx.storage.localFile(projectKeys.video(mediaId), dir);
    const facts = await probe(file, options.signal);
    if (!facts.video) throw new Error('The stored video has no picture to reframe.');
    // ffmpeg turns frames upright as it decodes them.
    const turned = facts.video.rotation % 180 !== 0;
    const width = turned ? facts.video.height : facts.video.width;
    const height = turned ? facts.video.width : facts.video.height;
    const durationMs = Math.round(facts.durationSec * 1000);
    const sampled = await sampleFacesAndCuts(file, { width, height, durationMs }, detector, options);
    return { sourceWidth: width, sourceHeight: height, durationMs, sampleFps: SAMPLE_FPS, ...sampled };
  });
  const analysis = faceAnalysisSchema.parse(measured);
  if (!(await mediaInUse(ctx, mediaId))) return null;
  await ctx.storage.writeFile(projectKeys.reframeAnalysis(mediaId), JSON.stringify(analysis));
  return analysis;
}
