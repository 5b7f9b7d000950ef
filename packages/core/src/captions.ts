import { z } from 'zod';

/**
 * One recognised word (spec section 3, Caption item). Every word after the first carries its leading
 * space; punctuation stays attached to its word; times are whole milliseconds.
 */
export const captionItemSchema = z.object({
  text: z.string().max(200),
  startMs: z.number().int().nonnegative(),
  endMs: z.number().int().nonnegative(),
  confidence: z.number().min(0).max(1),
  timestampMs: z.number().int().nonnegative(),
});
export type CaptionItem = z.infer<typeof captionItemSchema>;

export const captionListSchema = z.array(captionItemSchema).max(50_000);
export type CaptionList = z.infer<typeof captionListSchema>;
