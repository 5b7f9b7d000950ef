import { z } from 'zod';
import { captionListSchema } from '../captions.ts';

export const CAPTION_TIMES_MESSAGE = 'Caption times must not go backwards.';
export const EMPTY_WORD_MESSAGE = 'Caption words cannot be empty.';
export const SUBTITLES_UPDATED_MESSAGE = 'Captions updated';

/** An edited caption list: no blank words, each word ends after it starts, starts never go backwards. */
export const editedCaptionListSchema = captionListSchema.superRefine((items, ctx) => {
  items.forEach((item, i) => {
    if (item.text.trim() === '')
      ctx.addIssue({ code: 'custom', path: [i, 'text'], message: EMPTY_WORD_MESSAGE });
    const previous = items[i - 1];
    if (item.endMs < item.startMs || (previous && item.startMs < previous.startMs)) {
      ctx.addIssue({ code: 'custom', path: [i, 'startMs'], message: CAPTION_TIMES_MESSAGE });
    }
  });
});

/**
 * POST /update-subtitle (spec section 7). The spec's body also carries `user`; it is ignored (the
 * session decides the user), so it is not part of the schema.
 */
export const updateSubtitleBodySchema = z.object({
  id: z.string().max(64),
  subtitleData: editedCaptionListSchema,
});
export type UpdateSubtitleBody = z.infer<typeof updateSubtitleBodySchema>;
