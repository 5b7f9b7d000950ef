import { z } from 'zod';
import { languageSchema } from './language.ts';

/**
 * How hard the recogniser tries: Fast / Balanced / Best, each mapped by the server to an installed
 * speech model (fast: Whisper base or tiny, balanced: small, best: large-v3-turbo or medium; English
 * without Whisper: the basic recogniser as Fast).
 */
export const speechQualitySchema = z.enum(['fast', 'balanced', 'best']);
export type SpeechQuality = z.infer<typeof speechQualitySchema>;

export const SPEECH_QUALITY_LABELS: Record<SpeechQuality, string> = {
  fast: 'Fast',
  balanced: 'Balanced',
  best: 'Best',
};

/** One choice as this server can run it for this video. */
export const speechQualityOptionSchema = z.object({
  quality: speechQualitySchema,
  available: z.boolean(),
  engine: z.enum(['whisper', 'pocketsphinx']).nullable(),
  /** The model it runs (base.en, large-v3-turbo-q5_0, en-us), null when unavailable. */
  model: z.string().nullable(),
  /**
   * Seconds this video should take, from the speed measured on this server's earlier runs of the same
   * model; null before the model has run here.
   */
  estimateSeconds: z.number().nonnegative().nullable(),
  /**
   * What the estimate counts: the speech measured in this video when it was last heard (`speech`),
   * or its whole length (`length`, before it has been heard: an upper bound, as pauses are skipped).
   */
  estimateBasis: z.enum(['speech', 'length']),
  /** Why it cannot be chosen (what the server's admin would install), or a caution (Hindi on a small model). */
  note: z.string().nullable(),
});
export type SpeechQualityOption = z.infer<typeof speechQualityOptionSchema>;

/**
 * `GET /api/speech/qualities?lang=&seconds=[&projectId=]`: the three choices and the one used when
 * none is picked; with a project of the user's that has been heard, the estimates count its speech.
 */
export const speechQualitiesSchema = z.object({
  options: z.array(speechQualityOptionSchema),
  recommended: speechQualitySchema.nullable(),
});
export type SpeechQualities = z.infer<typeof speechQualitiesSchema>;

export const speechQualitiesQuerySchema = z.object({
  lang: languageSchema.default('en'),
  seconds: z.coerce
    .number()
    .nonnegative()
    .max(24 * 3600)
    .default(0),
  projectId: z.string().max(100).optional(),
});
export type SpeechQualitiesQuery = z.infer<typeof speechQualitiesQuerySchema>;

/** `POST /api/projects/{id}/transcribe`: write the captions again with this quality (replaces them). */
export const retranscribeBodySchema = z.object({ quality: speechQualitySchema });
export type RetranscribeBody = z.infer<typeof retranscribeBodySchema>;
