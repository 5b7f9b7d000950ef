import { z } from 'zod';
import { colourSchema, storedColourSchema } from '../style/colour.ts';
import { themeById, themeIdSchema, type ThemeId } from '../style/themes.ts';

/**
 * The project's cover (AI Thumbnails): one moment of the video with an optional text on it, drawn
 * by the server's one renderer into every shape below. Positions and sizes are relative so one
 * description fits both shapes.
 */

export const COVER_SHAPES = {
  /** Shorts / Reels / TikTok cover. */
  portrait: { width: 1080, height: 1920 },
  /** YouTube thumbnail. */
  landscape: { width: 1280, height: 720 },
} as const;
export const coverShapeSchema = z.enum(['portrait', 'landscape']);
export type CoverShape = z.infer<typeof coverShapeSchema>;

/** The cover an export of this frame attaches, and the one the Thumbnail panel shows first: a square frame takes the Shorts cover. */
export function coverShapeForFrame(frame: { width: number; height: number }): CoverShape {
  return frame.width > frame.height ? 'landscape' : 'portrait';
}
export const coverFormatSchema = z.enum(['jpg', 'png']);
export type CoverFormat = z.infer<typeof coverFormatSchema>;

export const COVER_TEXT_MAX = 100;
export const COVER_TEXT_TOO_LONG = `The cover text can be at most ${COVER_TEXT_MAX} characters.`;
/** Text size: the em as a percentage of the frame's shorter side. */
export const COVER_SIZE = { min: 4, max: 20, default: 10 } as const;
/** The JPEG a platform takes: under 2 MB (YouTube's limit). */
export const COVER_JPEG_MAX_BYTES = 2 * 1024 * 1024;
/** How many ranked candidate frames the Thumbnail panel shows. */
export const COVER_CANDIDATES = 6;

export const coverSpecSchema = z.object({
  /** The moment of the (source) video the picture comes from. */
  timeMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000),
  text: z.string().max(COVER_TEXT_MAX, { message: COVER_TEXT_TOO_LONG }),
  /** The caption theme whose font, weight and case the text takes. */
  themeId: themeIdSchema,
  textColor: colourSchema,
  strokeColor: colourSchema,
  size: z.number().min(COVER_SIZE.min).max(COVER_SIZE.max),
  /** The text block's centre, in percent of the frame. */
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  /** A dark box behind each line, for contrast on busy pictures. */
  backdrop: z.boolean(),
});
export type CoverSpecInput = z.input<typeof coverSpecSchema>;
export type CoverSpec = z.output<typeof coverSpecSchema>;

/** A cover as stored and answered: colours already normalised (no transform, so it serialises). */
export const storedCoverSchema = coverSpecSchema.extend({
  textColor: storedColourSchema,
  strokeColor: storedColourSchema,
});

export const coverStateSchema = z.object({
  /** The saved cover, or null while the project has none. */
  cover: storedCoverSchema.nullable(),
  /** When the saved cover's files were written (ISO); null without a cover. */
  savedAt: z.string().nullable(),
});
export type CoverState = z.infer<typeof coverStateSchema>;

export const coverCandidateSchema = z.object({
  timeMs: z.number().int(),
  /** 0..1, higher is better (see the server's frame-score.ts). */
  score: z.number(),
  sharpness: z.number(),
  exposure: z.number(),
  contrast: z.number(),
  /** The picture changes a lot from just before: a cut or a flash, a poor cover. */
  sceneCut: z.boolean(),
});
export type CoverCandidate = z.infer<typeof coverCandidateSchema>;
export const coverCandidatesResponseSchema = z.object({
  candidates: z.array(coverCandidateSchema),
  /** What the ranking looked at, said plainly (no face detector yet). */
  method: z.string(),
});
export type CoverCandidatesResponse = z.infer<typeof coverCandidatesResponseSchema>;

export const coverPreviewQuerySchema = z.object({ shape: coverShapeSchema.default('portrait') });

/** A cover in a theme's look, centred low in the upper third: the studio's starting point. */
export function defaultCoverSpec(themeId: ThemeId, timeMs: number, text: string): CoverSpec {
  const theme = themeById(themeId);
  return {
    timeMs: Math.max(0, Math.round(timeMs)),
    text: text.slice(0, COVER_TEXT_MAX),
    themeId,
    textColor: theme.fontColor,
    strokeColor: theme.fontStrokeColor,
    size: COVER_SIZE.default,
    x: 50,
    y: 30,
    backdrop: false,
  };
}
