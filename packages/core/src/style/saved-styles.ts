import { z } from 'zod';
import { captionEmphasisSchema } from '../captions/emphasis.ts';
import { storedColourSchema } from './colour.ts';
import { type ExportPayload, payloadToStyle, projectIdOfPayload, styleToPayload } from './export-payload.ts';
import { styleSettingsSchema, type StyleSettings } from './style-settings.ts';

/**
 * A creator's own looks ("My styles"): a style saved once from the studio and applied to any project
 * in a click; the one marked default is every new upload's starting style (decision 072).
 */
export const MAX_SAVED_STYLES = 20;

/**
 * How pages, highlights and emoji behave, without what was chosen for one video's words (page breaks,
 * word looks, emoji picks: they name that video's word ids).
 */
const lookEmphasisSchema = captionEmphasisSchema.omit({ breaks: true, words: true, emojiPicks: true });

/**
 * What a saved style keeps: every style field but a project's own (its translated caption track, the
 * choices made for its words).
 */
export const savedStyleLookSchema = styleSettingsSchema
  .omit({ captionTrack: true })
  .extend({ emphasis: lookEmphasisSchema });
export type SavedStyleLook = z.infer<typeof savedStyleLookSchema>;

/** The same as answered: its colours stored normalised (an answer is encoded, a normalising step is not). */
const answeredLookSchema = savedStyleLookSchema.extend({
  emphasis: lookEmphasisSchema.extend({ highlightColor: storedColourSchema }),
});

/** The look of the studio's style settings, as a saved style keeps it. */
export function savedLookOf(style: StyleSettings): SavedStyleLook {
  const { captionTrack: _track, emphasis, ...fields } = style;
  const { breaks: _breaks, words: _words, emojiPicks: _picks, ...look } = emphasis;
  return { ...fields, emphasis: look };
}

/** `style` with a saved look put on: its own caption track and word choices stay. */
export function applySavedLook(style: StyleSettings, look: SavedStyleLook): StyleSettings {
  return { ...style, ...look, emphasis: { ...style.emphasis, ...look.emphasis } };
}

/**
 * A project's export payload with a saved look put on (`POST /render` with `styleId`): its frame, or
 * none when it has none yet (the project's own then decides), caption track and word choices stay.
 */
export function payloadWithSavedLook(payload: ExportPayload, look: SavedStyleLook): ExportPayload {
  const style = applySavedLook(payloadToStyle(payload), look);
  const { videoOrientation: _frame, ...styled } = styleToPayload(style, projectIdOfPayload(payload), {
    user: payload.user,
  });
  return payload.videoOrientation ? { ...styled, videoOrientation: payload.videoOrientation } : styled;
}

export const savedStyleNameSchema = z
  .string({ error: 'Please give the style a name.' })
  .trim()
  .min(1, { error: 'Please give the style a name.' })
  .max(40, { error: 'A style name is at most 40 characters.' });

export const savedStyleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    style: answeredLookSchema,
    /** New uploads start with this style (at most one of an account's styles). */
    isDefault: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SavedStyle' });
export type SavedStyle = z.infer<typeof savedStyleSchema>;

/** GET /api/styles: the account's styles, the default first, then by name. */
export const savedStyleListSchema = z.object({ styles: z.array(savedStyleSchema) });
export type SavedStyleList = z.infer<typeof savedStyleListSchema>;

/** POST /api/styles. */
export const createSavedStyleBodySchema = z.object({
  name: savedStyleNameSchema,
  style: savedStyleLookSchema,
  isDefault: z.boolean().optional().meta({ description: 'Start every new upload with this style' }),
});
export type CreateSavedStyleBody = z.infer<typeof createSavedStyleBodySchema>;

/** PATCH /api/styles/{id}: any of the three; `isDefault: false` leaves new uploads on the studio's look. */
export const updateSavedStyleBodySchema = z
  .object({
    name: savedStyleNameSchema.optional(),
    style: savedStyleLookSchema.optional(),
    isDefault: z.boolean().optional(),
  })
  .refine((body) => body.name !== undefined || body.style !== undefined || body.isDefault !== undefined, {
    error: 'Send a name, a style or isDefault to change.',
  });
export type UpdateSavedStyleBody = z.infer<typeof updateSavedStyleBodySchema>;

export const SAVED_STYLE_LIMIT_MESSAGE = `You have ${MAX_SAVED_STYLES} saved styles. Delete one to save another.`;
export const SAVED_STYLE_NOT_FOUND = 'Style not found';
export const savedStyleNameTaken = (name: string) =>
  `You already have a style named “${name}”. Pick another name, or update that one.`;
