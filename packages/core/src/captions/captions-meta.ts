import { z } from 'zod';

/**
 * What can make a project's captions: a recogniser (`whisper`, `pocketsphinx`), nothing that could
 * recognise the language (`none`), a subtitle file the owner brought (`import`) or their script aligned
 * to the audio (`script`).
 */
export const CAPTION_ENGINES = ['whisper', 'pocketsphinx', 'none', 'import', 'script'] as const;
export type CaptionEngine = (typeof CAPTION_ENGINES)[number];
/** The engines that listen to the audio (speech recognisers). */
export type RecognitionEngine = Extract<CaptionEngine, 'whisper' | 'pocketsphinx'>;

/** Which engine made a project's captions, and what the studio should tell the user about it. */
export const captionsMetaSchema = z.object({
  engine: z.enum(CAPTION_ENGINES),
  model: z.string().nullable(),
  language: z.enum(['en', 'hi']),
  wordCount: z.number().int().nonnegative(),
  /** A message for the user (for example that the basic recogniser was used, and how to install the accurate one). */
  notice: z.string().nullable(),
  createdAt: z.string(),
});
export type CaptionsMeta = z.infer<typeof captionsMetaSchema>;
