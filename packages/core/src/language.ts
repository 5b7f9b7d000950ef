import { z } from 'zod';

/** The languages a project can be in (captions, recogniser, generated texts). */
export const languageSchema = z.enum(['en', 'hi']);
export type Language = z.infer<typeof languageSchema>;
