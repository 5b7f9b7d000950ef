import { z } from 'zod';

export const languageSchema = z.enum(['en', 'hi']);
export type Language = z.infer<typeof languageSchema>;
export const orientationSchema = z.enum(['portrait', 'landscape']);
export type Orientation = z.infer<typeof orientationSchema>;

/** Project ids are random and unguessable: 32 lowercase hex characters. */
export const projectIdSchema = z.string().regex(/^[0-9a-f]{32}$/, { message: 'Invalid project id' });

/** What the client sends with an upload (spec section 3, videoConfig). */
export const uploadVideoConfigSchema = z.object({
  name: z.string().trim().min(1).max(255),
  duration: z.number().nonnegative().optional(),
  size: z.number().int().nonnegative().optional(),
  type: z.string().max(100).optional(),
  height: z.number().int().nonnegative().optional(),
  width: z.number().int().nonnegative().optional(),
  lang: languageSchema.default('en'),
  orientation: orientationSchema.default('portrait'),
});
export type UploadVideoConfig = z.infer<typeof uploadVideoConfigSchema>;

/** Facts the media job reads with ffprobe and keeps beside the client's fields. */
export const probedFactsSchema = z.object({
  videoCodec: z.string().optional(),
  audioCodec: z.string().nullable().optional(),
  rotation: z.number().optional(),
  fps: z.number().optional(),
});

export const videoConfigSchema = uploadVideoConfigSchema.extend(probedFactsSchema.shape);
export type VideoConfig = z.infer<typeof videoConfigSchema>;

export const projectStatusSchema = z.enum([
  'uploading',
  'uploaded',
  'processing',
  'transcribing',
  'ready',
  'failed',
]);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

/** The spec's updatedAt: a timestamp with seconds and nanoseconds. */
export const timestampSchema = z.object({ seconds: z.number().int(), nanoseconds: z.number().int() });
export type Timestamp = z.infer<typeof timestampSchema>;

export const projectSchema = z.object({
  id: projectIdSchema,
  name: z.string(),
  userId: z.string(),
  videoConfig: videoConfigSchema,
  status: projectStatusSchema,
  statusDetail: z.string().nullable(),
  progress: z.number().int().min(0).max(100),
  updatedAt: timestampSchema,
});
export type Project = z.infer<typeof projectSchema>;

/** Live updates sent to the owner over `GET /api/events` (server-sent events, JSON `data:` lines). */
export const projectEventSchema = z.object({
  type: z.literal('project'),
  projectId: projectIdSchema,
  userId: z.string(),
  status: projectStatusSchema,
  progress: z.number().int().min(0).max(100),
  statusDetail: z.string().nullable(),
});
export type ProjectEvent = z.infer<typeof projectEventSchema>;

export const renderEventSchema = z.object({
  type: z.literal('render'),
  projectId: projectIdSchema,
  userId: z.string(),
  /** The render's state as the render module names it (e.g. queued, rendering, done, failed). */
  state: z.string(),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
});
export type RenderEvent = z.infer<typeof renderEventSchema>;

export const appEventSchema = z.discriminatedUnion('type', [projectEventSchema, renderEventSchema]);
export type AppEvent = z.infer<typeof appEventSchema>;
