import { z } from 'zod';

/** The most terms a user's custom vocabulary holds. */
export const VOCABULARY_MAX_TERMS = 100;

/** One name, brand or term: 1–60 characters, at most 4 words. */
export const vocabularyTermSchema = z
  .string()
  .trim()
  .min(1, 'A term cannot be empty')
  .max(60, 'A term is at most 60 characters')
  .refine((t) => t.split(/\s+/).length <= 4, 'A term is at most 4 words')
  .refine((t) => !/[\n\r\t]/.test(t), 'A term is one line');

/**
 * PUT /api/vocabulary body and GET answer: the signed-in user's custom vocabulary (names, brands and
 * jargon the recogniser should spell their way), given to whisper as its prompt and used after
 * recognition to correct sound-alike words. Duplicates (ignoring case) are refused.
 */
export const vocabularySchema = z.object({
  terms: z
    .array(vocabularyTermSchema)
    .max(VOCABULARY_MAX_TERMS, `At most ${VOCABULARY_MAX_TERMS} terms`)
    .refine(
      (terms) => new Set(terms.map((t) => t.toLowerCase())).size === terms.length,
      'Each term only once',
    ),
});
export type Vocabulary = z.infer<typeof vocabularySchema>;

/** POST /api/vocabulary/terms body: one term to add (the studio's "Add to vocabulary", the editor's Add). */
export const vocabularyTermBodySchema = z.object({ term: vocabularyTermSchema });

/**
 * The answer to adding or removing one term: the list as now stored, and whether this call changed it
 * (false: the term was already there, or not there to remove).
 */
export const vocabularyChangeSchema = vocabularySchema.extend({ changed: z.boolean() });
export type VocabularyChange = z.infer<typeof vocabularyChangeSchema>;
