import { z } from 'zod';
import { WORD_ID_PATTERN } from './captions/word-ids.ts';

/**
 * One recognised word (spec section 3, Caption item). Every word after the first carries its leading
 * space; punctuation stays attached to its word; times are whole milliseconds.
 */
/** Most characters of one caption word's text (its leading space included). */
export const MAX_CAPTION_WORD_CHARS = 200;
/** Most words in one caption list. */
export const MAX_CAPTION_WORDS = 50_000;
export const WORD_TOO_LONG_MESSAGE = `A caption word may be at most ${MAX_CAPTION_WORD_CHARS} characters long.`;
export const TOO_MANY_WORDS_MESSAGE = `Captions may have at most ${MAX_CAPTION_WORDS.toLocaleString('en')} words.`;

export const captionItemSchema = z.object({
  text: z.string().max(MAX_CAPTION_WORD_CHARS, { message: WORD_TOO_LONG_MESSAGE }),
  startMs: z.number().int().nonnegative(),
  endMs: z.number().int().nonnegative(),
  confidence: z.number().min(0).max(1),
  timestampMs: z.number().int().nonnegative(),
  /**
   * Stable word id (captions/word-ids.ts): the per-word emphasis names words by it, so it follows the
   * word through edits. Optional: words without one get `t{startMs}` when read.
   */
  id: z
    .string()
    .regex(WORD_ID_PATTERN, { message: 'A word id is 1-40 letters, digits, dots, dashes or underscores.' })
    .optional(),
});
export type CaptionItem = z.infer<typeof captionItemSchema>;

export const captionListSchema = z
  .array(captionItemSchema)
  .max(MAX_CAPTION_WORDS, { message: TOO_MANY_WORDS_MESSAGE });
export type CaptionList = z.infer<typeof captionListSchema>;
