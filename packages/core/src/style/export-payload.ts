import { z } from 'zod';
import { orientationSchema, type Orientation } from '../export-frame.ts';
import { projectIdSchema } from '../projects.ts';
import { savedStyleIdSchema } from './saved-style-id.ts';
import { DEFAULT_STYLE, styleSettingsSchema, type StyleSettings } from './style-settings.ts';
import {
  FONT_SIZES,
  bgMusicSchema,
  fontIdSchema,
  fontSizeNameSchema,
  type FontSizeName,
  type FontWeightName,
} from './themes.ts';
import { colourSchema } from './colour.ts';
import { DEFAULT_EMPHASIS, captionEmphasisSchema } from '../captions/emphasis.ts';

/**
 * The export payload (spec section 3), body of `POST /render` and `PUT /api/projects/{id}`.
 * `user` is accepted for compatibility and ignored: the server takes the user from the session.
 * Colours accept CSS names, #rgb, #rrggbb, #rrggbbaa and rgb()/rgba(), normalised to `#RRGGBB[AA]`.
 * `videoFileName` names the project video, `{projectId}.mp4` (the part before the first dot is the id).
 */
export const exportPayloadSchema = z.object({
  user: z.unknown().optional(),
  videoFileName: z
    .string()
    .max(200)
    .refine((name) => projectIdSchema.safeParse(name.split('.')[0]).success, { message: 'Video not found' }),
  fontFamily: fontIdSchema,
  fontUpperCase: z.boolean(),
  fontItalic: z.boolean(),
  fontWeight: z.enum(['light', 'normal', 'bold']),
  fontSize: z.number().min(8).max(120),
  xPos: z.number().min(0).max(100),
  yPos: z.number().min(0).max(90),
  fontColor: colourSchema,
  activeFontColor: colourSchema,
  fontShadowColor: colourSchema,
  fontStrokeColor: colourSchema,
  bgMusic: bgMusicSchema,
  bgMusicVolume: z.number().min(0).max(1),
  bgMusicActive: z.boolean(),
  /** Lower the music while someone speaks (timeline/music-duck.ts). Left out: the music stays level. */
  bgMusicDuck: z.boolean().optional(),
  /**
   * The export frame (portrait 1080x1920, landscape 1920x1080, square 1080x1080). Left out, the
   * server keeps the project's own (chosen at upload, or the video's shape).
   */
  videoOrientation: orientationSchema.optional(),
  /**
   * Caption paging, per-word looks, keyword highlight and emoji (core's captions/emphasis.ts). Left
   * out: none of them, the captions as the spec draws them.
   */
  captionEmphasis: captionEmphasisSchema.optional(),
  /**
   * A translated caption track of the project to draw instead of the original captions (its id, see
   * captions/caption-tracks.ts); left out or null: the original captions.
   */
  captionTrack: z.string().max(40).nullish(),
});
export type ExportPayload = z.infer<typeof exportPayloadSchema>;
export type ExportPayloadInput = z.input<typeof exportPayloadSchema>;

/** Said when a render request names a saved style and sends style fields as well. */
export const RENDER_STYLE_ID_WITH_STYLE =
  'Send either styleId (a saved style) or the style’s fields, not both.';

/**
 * `POST /render`'s body: the export payload, or only `videoFileName` (with the ignored `user`) to export
 * with the project's saved style, as an API client that styled the project in the studio (or never
 * did: the default look) would. A body with any style field in it is an export payload and must be
 * whole (`exportPayloadSchema`). `styleId` instead puts one of the caller's saved styles on the
 * project's style (its frame, caption track and word choices stay) and exports that.
 */
export const renderRequestSchema = exportPayloadSchema
  .partial()
  .required({ videoFileName: true })
  .extend({ styleId: savedStyleIdSchema.optional() })
  .refine((request) => !request.styleId || isBareRenderRequest(request), {
    error: RENDER_STYLE_ID_WITH_STYLE,
    path: ['styleId'],
  });
export type RenderRequest = z.infer<typeof renderRequestSchema>;

/** Whether a render request leaves the whole style out (export with the saved one, or `styleId`). */
export function isBareRenderRequest(request: object): boolean {
  return Object.entries(request).every(
    ([key, value]) => key === 'user' || key === 'videoFileName' || key === 'styleId' || value === undefined,
  );
}

/** The project id named by a payload's videoFileName (validated by the schema). */
export function projectIdOfPayload(payload: Pick<ExportPayload, 'videoFileName'>): string {
  return payload.videoFileName.split('.')[0] ?? '';
}

const WEIGHT_TO_PAYLOAD = { Light: 'light', Normal: 'normal', Bold: 'bold' } as const;
const WEIGHT_FROM_PAYLOAD: Record<ExportPayload['fontWeight'], FontWeightName> = {
  light: 'Light',
  normal: 'Normal',
  bold: 'Bold',
};

/** The size name whose pixel value is closest to `px`. */
export function sizeNameForPx(px: number): FontSizeName {
  return fontSizeNameSchema.options.reduce((best, name) =>
    Math.abs(FONT_SIZES[name] - px) < Math.abs(FONT_SIZES[best] - px) ? name : best,
  );
}

export function styleToPayload(
  style: StyleSettings,
  projectId: string,
  options: { user?: unknown; orientation?: Orientation } = {},
): ExportPayload {
  const { user, orientation = 'portrait' } = options;
  return {
    user,
    videoFileName: `${projectId}.mp4`,
    fontFamily: style.fontFamily,
    fontUpperCase: style.upperCase,
    fontItalic: style.italic,
    fontWeight: WEIGHT_TO_PAYLOAD[style.weight],
    fontSize: FONT_SIZES[style.size],
    xPos: style.xPos,
    yPos: style.yPos,
    fontColor: style.fontColor,
    activeFontColor: style.activeFontColor,
    fontShadowColor: style.fontShadowColor,
    fontStrokeColor: style.fontStrokeColor,
    bgMusic: style.bgMusic,
    bgMusicVolume: style.bgVolume,
    bgMusicActive: style.bgMusicActive,
    // Only when on, so payloads (and render keys) of projects that never had it stay as they were.
    ...(style.bgMusicDuck ? { bgMusicDuck: true } : {}),
    videoOrientation: orientation,
    captionEmphasis: style.emphasis,
    // Only when chosen, so payloads (and render keys) of projects without a track stay as they were.
    ...(style.captionTrack ? { captionTrack: style.captionTrack } : {}),
  };
}

/**
 * Back from a saved payload to style settings. The payload carries no theme id, so it is kept from
 * `base` (it only labels the preset last clicked; every field a preset sets is in the payload).
 */
export function payloadToStyle(payload: ExportPayload, base: StyleSettings = DEFAULT_STYLE): StyleSettings {
  return styleSettingsSchema.parse({
    themeId: base.themeId,
    fontFamily: payload.fontFamily,
    upperCase: payload.fontUpperCase,
    italic: payload.fontItalic,
    weight: WEIGHT_FROM_PAYLOAD[payload.fontWeight],
    size: sizeNameForPx(payload.fontSize),
    xPos: payload.xPos,
    yPos: payload.yPos,
    fontColor: payload.fontColor,
    activeFontColor: payload.activeFontColor,
    fontShadowColor: payload.fontShadowColor,
    fontStrokeColor: payload.fontStrokeColor,
    bgMusic: payload.bgMusic,
    bgVolume: payload.bgMusicVolume,
    bgMusicActive: payload.bgMusicActive,
    ...(payload.bgMusicDuck ? { bgMusicDuck: true } : {}),
    emphasis: payload.captionEmphasis ?? {
      ...DEFAULT_EMPHASIS,
      highlightColor: base.emphasis.highlightColor,
    },
    ...(payload.captionTrack ? { captionTrack: payload.captionTrack } : {}),
  });
}
