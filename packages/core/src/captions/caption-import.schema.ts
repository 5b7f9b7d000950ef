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

// The caption meta schema lives with the engine list in captions-meta.ts; kept here for older imports.
export { captionsMetaSchema, type CaptionsMeta } from './captions-meta.ts';
