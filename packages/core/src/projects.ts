import { z } from 'zod';
import { boostTextsSchema } from './describe/describe.ts';
import { languageSchema } from './language.ts';
import { speechQualitySchema } from './speech-quality.ts';
import { pageCursorSchema, pageLimitSchema } from './list-paging.ts';
import { orientationForSize, orientationSchema, type Orientation } from './export-frame.ts';

export { languageSchema, type Language } from './language.ts';

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
  /** The export frame's shape; when left out the server takes the video's own shape. */
  orientation: orientationSchema.optional(),
  /** How the captions are made (Fast / Balanced / Best); left out, the server's best installed model. */
  quality: speechQualitySchema.optional(),
});
export type UploadVideoConfig = z.infer<typeof uploadVideoConfigSchema>;

/** Facts the media job reads with ffprobe and keeps beside the client's fields. */
export const probedFactsSchema = z.object({
  videoCodec: z.string().optional(),
  audioCodec: z.string().nullable().optional(),
  rotation: z.number().optional(),
  fps: z.number().optional(),
  /** Extension of the stored original (`projects/{id}/original.{ext}`), one of the accepted containers. */
  sourceExt: z.enum(['mp4', 'mov', 'm4v', 'mkv', 'webm', 'avi']).optional(),
});

export const videoConfigSchema = uploadVideoConfigSchema.extend(probedFactsSchema.shape);
export type VideoConfig = z.infer<typeof videoConfigSchema>;

/** The project's export frame shape: the one chosen (upload modal, studio), else the video's own. */
export function projectOrientation(
  config: Pick<VideoConfig, 'orientation' | 'width' | 'height'>,
): Orientation {
  return config.orientation ?? orientationForSize(config.width, config.height);
}

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

/** Where a clip project (AI Shorts) was cut from: its source and the source range, whole ms. */
export const clipOriginSchema = z.object({
  sourceProjectId: projectIdSchema,
  sourceName: z.string(),
  startMs: z.number().int().nonnegative(),
  endMs: z.number().int().nonnegative(),
});
export type ClipOrigin = z.infer<typeof clipOriginSchema>;

export const projectSchema = z.object({
  id: projectIdSchema,
  name: z.string(),
  userId: z.string(),
  videoConfig: videoConfigSchema,
  status: projectStatusSchema,
  statusDetail: z.string().nullable(),
  progress: z.number().int().min(0).max(100),
  updatedAt: timestampSchema,
  /** Set on clip projects made by AI Shorts; null (or absent) on uploads. */
  clipOf: clipOriginSchema.nullable().optional(),
});
export type Project = z.infer<typeof projectSchema>;

/** Projects per page of the paged list when `cursor` comes without `limit`; 100 at most. */
export const PROJECT_PAGE_DEFAULT = 50;
export const PROJECT_PAGE_MAX = 100;

const PAGE_LIMIT_RULE = `must be a whole number from 1 to ${PROJECT_PAGE_MAX}.`;
const STATUS_RULE = `must be one or more of ${projectStatusSchema.options.join(', ')}, separated by commas.`;

/**
 * `GET /api/projects/user/{userId}` for API clients: with `limit`, `cursor` or `status` the list comes
 * a page at a time, newest created first, and the `Link` header's `rel="next"` names the next page.
 * Without any it is the spec's whole list, newest update first (the dashboard).
 */
export const projectListQuerySchema = z.object({
  limit: pageLimitSchema(PROJECT_PAGE_MAX, PAGE_LIMIT_RULE).describe(
    'Projects per page: asks for the list a page at a time.',
  ),
  cursor: pageCursorSchema.describe(
    `Where the page starts: from the \`Link\` header's next page (opaque; ${PROJECT_PAGE_DEFAULT} per page without \`limit\`).`,
  ),
  status: z
    .string()
    .max(200)
    .transform((text, ctx) => {
      const statuses = [...new Set(text.split(',').map((s) => s.trim()))];
      const parsed = z.array(projectStatusSchema).safeParse(statuses);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: STATUS_RULE });
      return z.NEVER;
    })
    .optional()
    .describe(
      `Only projects in these statuses, comma-separated (${projectStatusSchema.options.join(', ')}): \`failed\` finds the ones to retry.`,
    ),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

/** How long a project plays, in seconds: a clip its own range, an upload its video (unknown: undefined). */
export function projectSeconds(project: Pick<Project, 'clipOf' | 'videoConfig'>): number | undefined {
  const clip = project.clipOf;
  return clip ? (clip.endMs - clip.startMs) / 1000 : project.videoConfig.duration;
}

/**
 * `GET /api/projects/{id}`: the project plus its saved style (the last export payload, without user
 * and orientation, which is `videoConfig.orientation`) and its Boost texts.
 */
export const projectWithStyleSchema = projectSchema.extend({
  style: z.record(z.string(), z.unknown()).nullable(),
  boost: boostTextsSchema.nullable(),
});
export type ProjectWithStyle = z.infer<typeof projectWithStyleSchema>;

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

/** An export's state: its job's states, plus `none` before any export. */
export const renderStateSchema = z.enum(['none', 'queued', 'running', 'done', 'failed', 'cancelled']);
export type RenderState = z.infer<typeof renderStateSchema>;

/** `GET`/`DELETE /api/projects/{id}/render`: the latest export's state. */
export const renderStatusSchema = z.object({
  state: renderStateSchema,
  progress: z.number(),
  error: z.string().nullable(),
  /** A finished export is there to download (it may be an older one while a new render runs). */
  ready: z.boolean(),
  /** That finished export was rendered from other captions, style, frame or music than the project has now. */
  stale: z.boolean(),
});
export type RenderStatus = z.infer<typeof renderStatusSchema>;

/** `POST /render` answers 202 with the queued job's id. */
export const renderAcceptedSchema = z.object({ jobId: z.string() });
export type RenderAccepted = z.infer<typeof renderAcceptedSchema>;

export const renderEventSchema = z.object({
  type: z.literal('render'),
  projectId: projectIdSchema,
  userId: z.string(),
  state: renderStateSchema,
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
});
export type RenderEvent = z.infer<typeof renderEventSchema>;

export const appEventSchema = z.discriminatedUnion('type', [projectEventSchema, renderEventSchema]);
export type AppEvent = z.infer<typeof appEventSchema>;

/** `POST /upload` answer: the part of filename before the first dot is the project id (spec section 3). */
export const uploadResponseSchema = z.object({ filename: z.string(), projectId: projectIdSchema });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * `POST /api/projects`: confirms an uploaded project (by the id `/upload` or the tus upload returned)
 * and takes the client's name, language and orientation. A body userId is accepted and ignored: the
 * session decides the user.
 */
export const createProjectBodySchema = z.object({
  projectId: projectIdSchema,
  userId: z.unknown().optional(),
  videoConfig: uploadVideoConfigSchema.partial().optional(),
});
export type CreateProjectBody = z.infer<typeof createProjectBodySchema>;

/** `PUT /api/projects/{id}/name`: renames the owner's project (the dashboard card and the studio header). */
export const renameProjectBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Please enter a name for the project.' })
    .max(255, { message: 'A project name can be at most 255 characters.' }),
});
export type RenameProjectBody = z.infer<typeof renameProjectBodySchema>;

/** Header on the tus upload's final PATCH that names the project it created. */
export const UPLOAD_PROJECT_ID_HEADER = 'Upload-Project-Id';

/** tus upload metadata key carrying the videoConfig JSON text. */
export const TUS_VIDEO_CONFIG_KEY = 'videoConfig';

/**
 * The upload's field (multipart) or metadata key (tus) naming one of the uploader's saved styles to
 * start the project in (`savedStyleIdSchema`); left out, the account's default style, if any.
 */
export const UPLOAD_STYLE_ID_KEY = 'styleId';

/**
 * The `UPLOAD_STYLE_ID_KEY` value that starts the project in Wordreel's own look even when the
 * account has a default style (left out, the default applies).
 */
export const UPLOAD_PLAIN_LOOK = 'none';
