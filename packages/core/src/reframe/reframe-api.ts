import { z } from 'zod';
import { cropKeyframeSchema, reframeLayoutSchema } from './crop-path.ts';

/**
 * `POST`/`GET /api/projects/{id}/reframe`: the face analysis of the video a project plays (one per
 * stored video, shared by its clips) and what it suggests for this project's frame and range. When
 * the analysis ends, the project's edit list gets the suggested reframe (the user's keyframes kept).
 */
export const reframeStateSchema = z.enum(['none', 'queued', 'running', 'done', 'failed']);
export type ReframeState = z.infer<typeof reframeStateSchema>;

export const reframeSuggestionSchema = z.object({
  /** `centre` when no face was found (the UI offers centre or the blurred fill), else `follow` or `split`. */
  layout: reframeLayoutSchema,
  faceFound: z.boolean(),
  /** The `follow`/`centre` keyframes: the main face. */
  keyframes: z.array(cropKeyframeSchema),
  /** The `split` keyframes (`x2` the second face), when two faces far apart were found in a shot. */
  splitKeyframes: z.array(cropKeyframeSchema).nullable(),
  shots: z.number().int().nonnegative(),
  shotsWithoutFace: z.number().int().nonnegative(),
});
export type ReframeSuggestion = z.infer<typeof reframeSuggestionSchema>;

export const reframeStatusSchema = z.object({
  state: reframeStateSchema,
  /** 0..100 while the analysis runs. */
  progress: z.number().min(0).max(100),
  error: z.string().nullable(),
  /** Present once the analysis is done. */
  suggestion: reframeSuggestionSchema.nullable(),
});
export type ReframeStatus = z.infer<typeof reframeStatusSchema>;
