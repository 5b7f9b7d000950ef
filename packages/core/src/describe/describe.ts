import { z } from 'zod';
import { languageSchema } from '../language.ts';

/** Shown when there is no caption text to describe. */
export const EMPTY_SUBTITLE_MESSAGE = 'There are no captions to describe yet.';
/** The studio's toast after the third try (spec section 4, Description generation). */
export const MAX_RETRIES_MESSAGE = 'Maximum retries reached. Please try again later.';
export const MAX_DESCRIPTION_TRIES = 3;

export const TITLE_MAX_CHARS = 70;
export const SHORT_MAX_CHARS = 150;

/** POST /generate-description: the caption text, its language, and which attempt (seeds variation). */
export const generateDescriptionBodySchema = z.object({
  subtitle: z.string().max(200_000),
  lang: languageSchema.optional(),
  variant: z.number().int().min(0).max(1000).optional(),
});
export type GenerateDescriptionBody = z.infer<typeof generateDescriptionBodySchema>;

export const generatedTextsSchema = z.object({
  title: z.string().min(1),
  long: z.string().min(1),
  short: z.string().min(1),
});
export type GeneratedTexts = z.infer<typeof generatedTextsSchema>;

/** The spec's answer: a fenced JSON block with a short prefix, plus the parsed fields. */
export const generateDescriptionResponseSchema = generatedTextsSchema.extend({ description: z.string() });
export type GenerateDescriptionResponse = z.infer<typeof generateDescriptionResponseSchema>;

const FENCE = '```';

/** Wraps the texts the way the spec's server answers: a prefix line, then a ```json fenced block. */
export function formatDescription(texts: GeneratedTexts): string {
  return `Here is your title and description:\n${FENCE}json\n${JSON.stringify(texts, null, 2)}\n${FENCE}`;
}

/**
 * Strips the prefix and code fences and parses `{ title, long, short }`. Also accepts a bare JSON
 * object (models do not always fence). Returns null when nothing usable is found.
 */
export function parseDescription(text: string): GeneratedTexts | null {
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(text);
  const candidate = fenced?.[1] ?? sliceObject(text);
  if (!candidate) return null;
  try {
    const parsed = generatedTextsSchema.safeParse(JSON.parse(candidate.trim()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function sliceObject(text: string): string | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : null;
}

/**
 * The Boost texts kept with a project (`PUT /api/projects/{id}/boost`, and `boost` in
 * `GET /api/projects/{id}`): what the creator sees and edited, the generated texts Short/Long switch
 * between, and how many of the tries are used (so a reload gives no extra ones).
 */
export const boostTextsSchema = z.object({
  title: z.string().max(500),
  description: z.string().max(5000),
  length: z.enum(['short', 'long']),
  generated: generatedTextsSchema.nullable(),
  tries: z.number().int().min(0).max(MAX_DESCRIPTION_TRIES),
});
export type BoostTexts = z.infer<typeof boostTextsSchema>;
