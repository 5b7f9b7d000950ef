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

/** A script alignment's state (a job): `none` when this project has none. */
export const alignStateSchema = z.enum(['none', 'queued', 'running', 'done', 'failed', 'cancelled']);
export type AlignState = z.infer<typeof alignStateSchema>;

/** `GET /api/projects/{id}/captions/script`: the project's latest script alignment. */
export const alignStatusSchema = z.object({
  state: alignStateSchema,
  progress: z.number(),
  error: z.string().nullable(),
});
export type AlignStatus = z.infer<typeof alignStatusSchema>;

/** `POST /api/projects/{id}/captions/script` answers 202 with the queued job's id. */
export const alignAcceptedSchema = z.object({ jobId: z.string() });
export type AlignAccepted = z.infer<typeof alignAcceptedSchema>;

// The caption meta schema lives with the engine list in captions-meta.ts; kept here for older imports.
export { captionsMetaSchema, type CaptionsMeta } from './captions-meta.ts';
