import { z } from 'zod';

/** Body of POST /api/projects/{id}/captions/import when the subtitle file is sent as text. */
export const importCaptionsBodySchema = z.object({
  /** The SRT or WebVTT file's text. */
  text: z.string().min(1).max(2_000_000),
});
export type ImportCaptionsBody = z.infer<typeof importCaptionsBodySchema>;

/** Body of POST /api/projects/{id}/captions/script: the words spoken in the video, to align to its audio. */
export const alignScriptBodySchema = z.object({
  text: z.string().trim().min(1, { message: 'Please paste the script first.' }).max(100_000),
});
export type AlignScriptBody = z.infer<typeof alignScriptBodySchema>;

/** Which recogniser made a project's captions, and what the studio should tell the user about it. */
export const captionsMetaSchema = z.object({
  engine: z.enum(['whisper', 'pocketsphinx', 'none', 'import', 'script']),
  model: z.string().nullable(),
  language: z.enum(['en', 'hi']),
  wordCount: z.number().int().nonnegative(),
  /** A message for the user (for example that the basic recogniser was used, and how to install the accurate one). */
  notice: z.string().nullable(),
  createdAt: z.string(),
});
export type CaptionsMeta = z.infer<typeof captionsMetaSchema>;
