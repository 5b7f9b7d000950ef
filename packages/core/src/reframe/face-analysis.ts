import { z } from 'zod';

/**
 * What the reframe analysis measured in a source video, once per stored video (`mediaId`), so every
 * clip of the same source reuses it: the faces on frames sampled a few times a second, and the shot
 * cuts. Positions are shares of the source's width and height, so they hold for any frame shape;
 * `followPath` turns them into crop keyframes for one project's frame and range.
 */

const share = z.number().min(0).max(1);

/** One face's box on a sampled frame (left, top, width, height as shares of the source size). */
export const faceBoxSchema = z.object({ x: share, y: share, w: share, h: share });
export type FaceBox = z.infer<typeof faceBoxSchema>;

export const faceSampleSchema = z.object({
  /** Source time of the sampled frame, whole milliseconds. */
  tMs: z.number().int().nonnegative(),
  /** The faces found, largest first (at most `MAX_FACES_PER_SAMPLE`). */
  faces: z.array(faceBoxSchema).max(8),
});
export type FaceSample = z.infer<typeof faceSampleSchema>;

export const MAX_FACES_PER_SAMPLE = 4;

export const faceAnalysisSchema = z.object({
  /** The upright size of the analysed video, in pixels. */
  sourceWidth: z.number().int().positive(),
  sourceHeight: z.number().int().positive(),
  durationMs: z.number().int().nonnegative(),
  /** Frames sampled per second. */
  sampleFps: z.number().positive(),
  samples: z.array(faceSampleSchema),
  /** Source times (ms) where a new shot starts, sorted; 0 is implied. */
  cutsMs: z.array(z.number().int().nonnegative()),
});
export type FaceAnalysis = z.infer<typeof faceAnalysisSchema>;
