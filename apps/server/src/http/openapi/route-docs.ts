import {
  captionListSchema,
  messageResponseSchema,
  projectSchema,
  projectWithStyleSchema,
  uploadResponseSchema,
} from '@wordreel/core';
import { z } from 'zod';

/**
 * What the OpenAPI document says about each route beyond its zod schemas: a summary, a tag, the error
 * statuses it can answer besides the common ones, and — only for routes whose handler has no response
 * schema of its own — the documented answer. Keyed `METHOD /url` as Fastify registers it. A route that
 * is in the app but not here (and not in `UNDOCUMENTED_ROUTES`) fails the OpenAPI test.
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  tag: ApiTag;
  /** Error statuses this route can answer on top of 400/401/404/429. */
  errors?: number[];
  /** Documented answers for routes whose handlers do not declare a response schema. */
  responses?: Record<number, DocResponse>;
  /** The request body, for routes that read it themselves (multipart, tus, SRT text). */
  body?: { contentType: string; schema: z.ZodType; description?: string };
  /** Takes `Idempotency-Key` (POSTs that create or start something). */
  idempotent?: boolean;
  /**
   * Limited per client address (and per account where said): who is counted, for the 429 answer.
   * Routes behind a key or session get 429 anyway (the per-key limit); public routes need this.
   */
  throttled?: string;
}

export interface DocResponse {
  description: string;
  schema?: z.ZodType;
  /** Media type when the answer is not JSON (files, captions as text). */
  contentType?: string;
  /** Response headers worth knowing, by name: what each says (added to the route's own schema too). */
  headers?: Record<string, string>;
}

export const API_TAGS = {
  Projects: 'Upload videos, list and read projects, their status and style.',
  Captions: 'Read and replace captions (JSON, SRT, VTT), import subtitles, align a script.',
  Export: 'Start, follow and cancel an export; download the finished MP4.',
  Edits: 'The edit list (cuts and zooms) and cut proposals.',
  Covers: 'Cover candidates, the cover picture with text, its preview and downloads; the hook title.',
  Shorts: 'Find the best short clips of a long video and turn one into a project of its own.',
  Media: 'The playable copy, the caption file and the thumbnail of a project.',
  Music: 'Background music tracks and the owner’s own track.',
  Text: 'Titles and descriptions generated from the captions.',
  Account: 'Sign-up, sign-in, the current user, API keys, vocabulary and mail preferences.',
  Credits: 'Credit balance, ledger and purchases.',
  Styles: 'Saved caption styles (a brand look applied in a click), and the default new uploads start with.',
  Webhooks: 'Endpoints that receive signed events, and their delivery log.',
  Events: 'Live updates for the signed-in user (server-sent events).',
  Health: 'Liveness and readiness.',
} as const;
export type ApiTag = keyof typeof API_TAGS;

const binary = z.string().meta({ format: 'binary' });
const CODE_REQUESTS_THROTTLED =
  '5 a minute per client address; codes per e-mail address (`ACCOUNT_CODE_REQUESTS`), and one a minute for the same address and purpose.';
const deleted = { 200: { description: 'Deleted.', schema: messageResponseSchema } };

/** Routes that are in the app but deliberately left out of the public contract, with the reason. */
export const UNDOCUMENTED_ROUTES: Record<string, string> = {
  'GET /api/auth/callback/:id': 'OAuth redirect target of the sign-in providers (browser only)',
  'POST /api/auth/callback/:id': 'OAuth redirect target of the sign-in providers (browser only)',
  'GET /api/auth/ok': 'better-auth internal',
  'POST /api/auth/ok': 'better-auth internal',
  'GET /api/auth/error': 'better-auth internal error page',
  'POST /api/auth/error': 'better-auth internal error page',
  'GET /api/auth/get-session': 'better-auth session probe for the web app (use GET /api/users/me)',
  'POST /api/billing/stripe/webhook': 'called by Stripe only, signed with the Stripe secret',
  'HEAD /files': 'tus: no upload named (use HEAD /files/{uploadId})',
  'PATCH /files': 'tus: no upload named',
  'DELETE /files': 'tus: no upload named',
  'POST /files/*': 'tus: creation goes to POST /files',
  'OPTIONS /files': 'tus capability discovery (CORS preflight shape), part of the tus protocol',
  'OPTIONS /files/*': 'tus capability discovery, part of the tus protocol',
  'GET /api/openapi.json': 'this document',
  'GET /api-docs': 'the reference page for this document',
  'GET /api-docs/scalar': 'Scalar plugin page, answered 404 (the reference is at /api-docs)',
  'GET /api-docs/scalar/': 'Scalar plugin page, answered 404 (the reference is at /api-docs)',
  'GET /api-docs/scalar/js/scalar.js': 'the reference page’s script',
};

export const ROUTE_DOCS: Record<string, RouteDoc> = {
  // Projects
  'POST /upload': {
    tag: 'Projects',
    summary: 'Upload a video (multipart)',
    description:
      'Multipart form with the file in `video` and, optionally, `videoConfig` (JSON text: name, lang, orientation, quality; ' +
      'the project is named after the uploaded file unless it gives a name) and `styleId` (one of your saved ' +
      'styles, `GET /api/styles`, to start the project in; `none` for Wordreel’s own look; left out, your ' +
      'default style, if any). ' +
      'The server checks the file with ffprobe and queues preparation and captions (credits are charged then). ' +
      'For large files or unreliable networks use the resumable tus upload at `/files`.',
    idempotent: true,
    errors: [402, 404, 409, 413, 415, 507],
    body: {
      contentType: 'multipart/form-data',
      schema: z.object({
        video: binary.describe('The video file (MP4, MOV, M4V, MKV, WebM, AVI).'),
        videoConfig: z
          .string()
          .optional()
          .describe('JSON text: `{"name":"My clip","lang":"en"}`; every field optional.'),
        styleId: z
          .string()
          .optional()
          .describe(
            'The id of one of your saved styles to start the project in (404 when it is not yours), or `none` ' +
              'for Wordreel’s own look even when you have a default style.',
          ),
      }),
    },
    responses: { 201: { description: 'The project was created.', schema: uploadResponseSchema } },
  },
  'POST /files': {
    tag: 'Projects',
    summary: 'Start a resumable upload (tus 1.0 creation)',
    description:
      'tus 1.0 creation with `Upload-Length` and `Upload-Metadata` (`filename`, `filetype`, optional `videoConfig`; ' +
      'the project is named after `filename` unless videoConfig gives a name; optional `styleId`, one of your ' +
      'saved styles to start the project in, checked here: 404 before any byte when it is not yours; `none` ' +
      'for Wordreel’s own look even with a default style). ' +
      'The answer’s `Location` is the upload URL; send the bytes with PATCH. The final PATCH answers ' +
      '`Upload-Project-Id` with the new project id.',
    errors: [402, 404, 413, 507],
    responses: { 201: { description: 'Upload created; `Location` names it.' } },
  },
  'HEAD /files/*': {
    tag: 'Projects',
    summary: 'Offset of a resumable upload (tus)',
    responses: { 200: { description: '`Upload-Offset` says how many bytes the server has.' } },
  },
  'PATCH /files/*': {
    tag: 'Projects',
    summary: 'Send bytes of a resumable upload (tus)',
    description:
      'Body `application/offset+octet-stream` from `Upload-Offset`. The last chunk answers `Upload-Project-Id`.',
    errors: [402, 409, 413, 507],
    body: { contentType: 'application/offset+octet-stream', schema: binary },
    responses: { 204: { description: 'Bytes stored; `Upload-Offset` is the new offset.' } },
  },
  'DELETE /files/*': {
    tag: 'Projects',
    summary: 'Cancel a resumable upload (tus termination)',
    responses: { 204: { description: 'Cancelled; the project row is removed.' } },
  },
  'POST /api/projects': {
    tag: 'Projects',
    summary: 'Confirm an uploaded project',
    description: 'Takes the name, language and frame chosen for a project created by an upload.',
    idempotent: true,
    responses: {
      201: {
        description: 'The confirmed project.',
        schema: z.object({ id: z.string(), project: projectSchema }),
      },
    },
  },
  'GET /api/projects/user/:userId': {
    tag: 'Projects',
    summary: 'List your projects',
    errors: [403],
    description:
      'The path’s user id is the spec’s; the key or session decides whose projects are listed. Without ' +
      '`limit`, `cursor` or `status` the answer is every project, most recently updated first. With any it ' +
      'is a page, newest created first (a walk through the pages sees each project once, even while ' +
      'projects change), and the `Link` header’s `rel="next"` is the next page; the last page has none. ' +
      '`status=failed` lists the projects to retry, `status=ready` those with captions.',
    responses: {
      200: {
        description: 'Your projects.',
        schema: z.array(projectSchema),
        headers: {
          Link: 'On a page that is not the last: `</api/projects/user/{userId}?limit=…&cursor=…>; rel="next"`.',
        },
      },
    },
  },
  'GET /api/projects/:id': {
    tag: 'Projects',
    summary: 'Read a project, its status and saved style',
    responses: { 200: { description: 'The project.', schema: projectWithStyleSchema } },
  },
  'PUT /api/projects/:id': {
    tag: 'Projects',
    summary: 'Save the project’s style (export payload)',
    responses: { 200: { description: 'The project with its new style.', schema: projectWithStyleSchema } },
  },
  'PUT /api/projects/:id/boost': {
    tag: 'Projects',
    summary: 'Keep the title and description texts',
    responses: {
      200: {
        description: 'The kept texts.',
        schema: z.object({ boost: projectWithStyleSchema.shape.boost }),
      },
    },
  },
  'PUT /api/projects/:id/name': {
    tag: 'Projects',
    summary: 'Rename a project',
    responses: { 200: { description: 'The renamed project.', schema: projectSchema } },
  },
  'DELETE /api/projects/:id': {
    tag: 'Projects',
    summary: 'Delete a project and its files',
    responses: deleted,
  },
  'POST /api/projects/:id/retry': {
    tag: 'Projects',
    summary: 'Retry a failed project',
    idempotent: true,
    errors: [402, 409],
    responses: { 200: { description: 'The project, queued again.', schema: projectSchema } },
  },
  // Captions
  'POST /update-subtitle': {
    tag: 'Captions',
    summary: 'Replace the captions (JSON word list)',
    errors: [409],
  },
  'POST /api/projects/:id/captions/splice': {
    tag: 'Captions',
    summary: 'Change some words of the captions (the words an edit changed)',
    description:
      'Replaces `remove` (the words from index `at` of a list of `baseLength` words) with `insert`. ' +
      'The first splice whose `baseLength` and `remove` match the stored captions is applied; when none ' +
      'does, the captions changed meanwhile and the answer is 409 with nothing changed.',
    errors: [409],
  },
  'GET /api/projects/:id/captions/meta': { tag: 'Captions', summary: 'Which recogniser made the captions' },
  'POST /api/projects/:id/captions/import': {
    tag: 'Captions',
    summary: 'Replace the captions from SRT or VTT',
    description:
      'JSON `{ "text": "..." }`, or the SRT/VTT file itself as `text/plain`, `application/x-subrip` or `text/vtt`.',
    errors: [409, 415],
  },
  'POST /api/projects/:id/transcribe': {
    tag: 'Captions',
    summary: 'Write the captions again with a quality (replaces them)',
    description:
      'Fast / Balanced / Best, as GET /api/speech/qualities lists them. Paid like the first transcription; the project goes back to `transcribing`.',
    idempotent: true,
    errors: [402, 409],
    responses: { 202: { description: 'The project, transcribing.', schema: projectSchema } },
  },
  'GET /api/speech/qualities': {
    tag: 'Captions',
    summary: 'The caption quality choices on this server, with the time for a video',
  },
  'POST /api/projects/:id/captions/script': {
    tag: 'Captions',
    summary: 'Align a script to the speech (queued)',
    description:
      'Queues the alignment and answers 202; follow it with `GET` on the same path. One alignment per user at a time (409 while one is queued or running); at most 5 words per second of video.',
    errors: [409, 429],
  },
  'GET /api/projects/:id/captions/script': {
    tag: 'Captions',
    summary: "The project's latest script alignment",
    description: '`state` is `none` when this project has none; `error` says why a failed one failed.',
  },
  'GET /api/projects/:id/captions.srt': {
    tag: 'Captions',
    summary: 'Captions as SRT',
    responses: {
      200: { description: 'SubRip file.', contentType: 'application/x-subrip', schema: z.string() },
    },
  },
  'GET /api/projects/:id/captions.vtt': {
    tag: 'Captions',
    summary: 'Captions as WebVTT',
    responses: { 200: { description: 'WebVTT file.', contentType: 'text/vtt', schema: z.string() } },
  },
  'GET /api/projects/:id/tracks': {
    tag: 'Captions',
    summary: 'List the translated caption tracks',
    description:
      'Each track is the captions translated page by page into one language (BCP-47), each page keeping its source page’s times. ' +
      '`stale` means the captions were edited after it was translated; `translationAvailable` is false when the server has no LLM.',
  },
  'POST /api/projects/:id/tracks': {
    tag: 'Captions',
    summary: 'Translate the captions into a language (starts a job)',
    description:
      'Creates the language’s track, or translates it again (e.g. when stale; its previous pages stay until the new ones are whole). ' +
      'Follow it with `GET /api/projects/{id}/tracks`. 503 when no LLM is configured (`LLM_BASE_URL`, `LLM_MODEL`); 409 while that language is being translated.',
    errors: [409, 503],
  },
  'GET /api/projects/:id/tracks/:trackId': { tag: 'Captions', summary: 'A translated track with its pages' },
  'DELETE /api/projects/:id/tracks/:trackId': { tag: 'Captions', summary: 'Delete a translated track' },
  'GET /api/projects/:id/tracks/:trackId/captions.srt': {
    tag: 'Captions',
    summary: 'A translated track as SRT (one cue per page)',
    errors: [409],
    responses: {
      200: { description: 'SubRip file.', contentType: 'application/x-subrip', schema: z.string() },
    },
  },
  'GET /api/projects/:id/tracks/:trackId/captions.vtt': {
    tag: 'Captions',
    summary: 'A translated track as WebVTT (one cue per page)',
    errors: [409],
    responses: { 200: { description: 'WebVTT file.', contentType: 'text/vtt', schema: z.string() } },
  },
  // Export
  'POST /render': {
    tag: 'Export',
    summary: 'Start an export',
    description:
      'Saves the payload as the project’s style and queues the export (one credit per started minute by default). ' +
      'Send only `{"videoFileName":"{id}.mp4"}` to export with the style saved last (in the studio or by an earlier ' +
      'export), or the default look before any; a body with any style field in it must have all the required ones. ' +
      'Add `styleId` (one of your saved styles, `GET /api/styles`) to that bare body to put that look on the ' +
      'project’s style first: its frame, translated caption track and per-word choices stay. ' +
      'Follow it with `GET /api/projects/{id}/render` or the `render.done` webhook.',
    idempotent: true,
    errors: [402, 404, 409],
  },
  'GET /api/projects/:id/render': { tag: 'Export', summary: 'State of the latest export' },
  'DELETE /api/projects/:id/render': { tag: 'Export', summary: 'Cancel the running export', errors: [409] },
  'GET /rendered/:file': {
    tag: 'Export',
    summary: 'The finished export, inline (`{id}.mp4`, ranges)',
    responses: { 200: { description: 'MP4 video.', contentType: 'video/mp4', schema: binary } },
  },
  'GET /download/:file': {
    tag: 'Export',
    summary: 'Download the finished export (`{id}.mp4`, attachment)',
    responses: {
      200: { description: 'MP4 video, named after the project.', contentType: 'video/mp4', schema: binary },
    },
  },
  // Edits
  'GET /api/projects/:id/edits': { tag: 'Edits', summary: 'Read the edit list' },
  'PUT /api/projects/:id/edits': { tag: 'Edits', summary: 'Save the edit list', errors: [409] },
  'GET /api/projects/:id/edits/proposals': {
    tag: 'Edits',
    summary: 'Propose cuts (pauses, fillers, retakes)',
  },
  // Shorts
  'POST /api/projects/:id/clips/find': {
    tag: 'Shorts',
    summary: 'Find clip candidates (ranked 0–100 with a reason)',
    description:
      'Runs of whole sentences between minSeconds and maxSeconds, best first; with an LLM configured the top 8 are re-ordered and titled.',
    errors: [409],
  },
  'POST /api/projects/:id/clips': {
    tag: 'Shorts',
    summary: 'Accept a clip as a new project',
    description:
      'The clip plays the source’s stored video (no copy) through an edit list keeping its range; its captions are the range’s words.',
    errors: [409],
    responses: { 201: { description: 'The clip project.', schema: z.object({ project: projectSchema }) } },
  },
  'POST /api/projects/:id/reframe': {
    tag: 'Shorts',
    summary: 'Reframe a wide video to the project’s frame around the speaker',
    description:
      'Starts the face and shot analysis of the video the project plays (one per stored video, shared by its clips), ' +
      'or uses the stored one at once. When it ends, the project’s edit list gets the suggested `reframe` ' +
      '(the user’s keyframes kept). Follow it with `GET /api/projects/{id}/reframe`. 409 when the video already fits its frame.',
    errors: [409],
  },
  'GET /api/projects/:id/reframe': {
    tag: 'Shorts',
    summary: 'State of the reframe analysis and its suggestion for this project',
    description:
      '`suggestion.layout` is `centre` when no face was found (offer the centred crop or the blurred fill), `split` for two speakers far apart.',
    errors: [409],
  },
  // Covers
  'GET /api/projects/:id/cover': { tag: 'Covers', summary: 'Read the saved cover' },
  'PUT /api/projects/:id/cover': {
    tag: 'Covers',
    summary: 'Choose the cover (renders 1080x1920 and 1280x720 as JPEG and PNG)',
    description: 'The cover becomes the project thumbnail and the exported MP4’s attached picture.',
    errors: [409],
  },
  'GET /api/projects/:id/hook': { tag: 'Covers', summary: 'Read the hook title' },
  'PUT /api/projects/:id/hook': {
    tag: 'Covers',
    summary: 'Set or remove the hook title drawn over the first 2–4 s of the export',
  },
  'GET /api/projects/:id/cover/candidates': {
    tag: 'Covers',
    summary: 'The six best moments for a cover (sharpness, exposure, contrast; scene cuts last)',
    errors: [409],
  },
  'POST /api/projects/:id/cover/preview': {
    tag: 'Covers',
    summary: 'The cover as it would be saved, at half size',
    errors: [409],
    responses: { 200: { description: 'JPEG image.', contentType: 'image/jpeg', schema: binary } },
  },
  'GET /api/projects/:id/cover/still.jpg': {
    tag: 'Covers',
    summary: 'A still of the video at `t` ms, 270 px wide',
    errors: [409],
    responses: { 200: { description: 'JPEG image.', contentType: 'image/jpeg', schema: binary } },
  },
  'GET /api/projects/:id/cover/:file': {
    tag: 'Covers',
    summary: 'Download the saved cover: `portrait.jpg`, `portrait.png`, `landscape.jpg` or `landscape.png`',
    responses: {
      200: { description: 'The image, as an attachment.', contentType: 'image/jpeg', schema: binary },
    },
  },
  // Media
  'GET /public/:file': {
    tag: 'Media',
    summary: 'The playable video (`{id}.mp4`) or the caption list (`{id}.json`)',
    responses: {
      200: {
        description: 'MP4 video (ranges) or the caption list as JSON (ETag).',
        schema: captionListSchema,
      },
      304: { description: 'Not modified.' },
    },
  },
  'GET /public/:id/thumb.jpg': {
    tag: 'Media',
    summary: 'The project’s thumbnail',
    responses: { 200: { description: 'JPEG image.', contentType: 'image/jpeg', schema: binary } },
  },
  // Music
  'GET /sounds/:file': {
    tag: 'Music',
    summary: 'A built-in background track (`{track}.mp3`)',
    responses: { 200: { description: 'MP3 audio.', contentType: 'audio/mpeg', schema: binary } },
  },
  'POST /api/projects/:id/music': {
    tag: 'Music',
    summary: 'Upload your own background track',
    errors: [413, 415],
    body: { contentType: 'multipart/form-data', schema: z.object({ music: binary }) },
    responses: {
      200: { description: 'Stored.', schema: z.object({ message: z.string(), ext: z.string() }) },
    },
  },
  'GET /api/projects/:id/music/status': {
    tag: 'Music',
    summary: 'Whether the project has your own background track',
  },
  'GET /api/projects/:id/music': {
    tag: 'Music',
    summary: 'Your own background track',
    responses: {
      200: { description: 'The audio file.', contentType: 'application/octet-stream', schema: binary },
    },
  },
  // Text
  'POST /generate-description': { tag: 'Text', summary: 'Generate a title and description', errors: [502] },
  // Account
  'POST /api/users/otp/register': {
    tag: 'Account',
    summary: 'Send a sign-up code by e-mail',
    throttled: CODE_REQUESTS_THROTTLED,
  },
  'POST /api/users/otp/reset': {
    tag: 'Account',
    summary: 'Send a password-reset code by e-mail',
    throttled: CODE_REQUESTS_THROTTLED,
  },
  'POST /api/users/validate': {
    tag: 'Account',
    summary: 'Check an e-mailed code',
    throttled:
      '10 checks a minute per client address; wrong codes per e-mail address (`ACCOUNT_CODE_FAILURES`) stop further checks until the window ends.',
  },
  'POST /api/users/register': {
    tag: 'Account',
    summary: 'Create the account (after a valid code)',
    errors: [409],
    throttled: '10 a minute per client address.',
  },
  'POST /api/users/login': {
    tag: 'Account',
    summary: 'Sign in with e-mail and password',
    throttled:
      '10 attempts a minute per client address; failed passwords per account (`ACCOUNT_LOGIN_FAILURES`) lock it, even to the right password, until the window ends.',
  },
  'POST /api/users/reset-password/:email': {
    tag: 'Account',
    summary: 'Set a new password (after a valid code)',
    throttled: '10 a minute per client address.',
  },
  'POST /api/users/logout': { tag: 'Account', summary: 'Sign out' },
  'POST /api/users/password': {
    tag: 'Account',
    summary: 'Change the password (session only; other sessions end)',
    errors: [403],
    throttled:
      '10 a minute per client address; a wrong current password counts as a failed login (`ACCOUNT_LOGIN_FAILURES`).',
  },
  'GET /api/users/me': { tag: 'Account', summary: 'The current user' },
  'GET /api/users/session': {
    tag: 'Account',
    summary: 'Who is signed in: the user, or null for a visitor (200 either way)',
  },
  'DELETE /api/users/me': { tag: 'Account', summary: 'Delete the account (session only)', errors: [403] },
  'GET /api/users/providers': { tag: 'Account', summary: 'Which social sign-in providers are on' },
  'GET /api/users/oauth/:provider': {
    tag: 'Account',
    summary: 'Start social sign-in (redirect)',
    throttled: '20 a minute per client address.',
    responses: { 302: { description: 'Redirect to the provider.' } },
  },
  'POST /api/users/api-key': {
    tag: 'Account',
    summary:
      'Create the account’s API key (session only; replaces the previous one, not keys for integrations)',
    errors: [403],
  },
  'GET /api/users/api-key': { tag: 'Account', summary: 'The account’s API key: its prefix and dates' },
  'GET /api/users/api-keys': {
    tag: 'Account',
    summary: 'Your keys for integrations (names, prefixes and dates; never the keys)',
  },
  'POST /api/users/api-keys': {
    tag: 'Account',
    summary: 'Create a named key for an integration (session only; the key is in this answer only)',
    description:
      'Up to 10 besides the account’s own key, each with its own rate limit; revoking one leaves the others working. ' +
      '`expiresInDays` makes it stop working after that many days (then 401 that says so); `access: "read"` ' +
      'makes it read only (any call but a GET is 403); `monthlyCreditLimit` caps what its requests may ' +
      'spend in a calendar month (UTC): a charge past it is 402 with what the key used and when it starts over.',
    errors: [403, 409],
  },
  'PATCH /api/users/api-keys/:id': {
    tag: 'Account',
    summary: 'Set or clear a key’s monthly credit limit (session only)',
    description:
      '`{"monthlyCreditLimit": 500}` lets the key’s requests spend up to 500 credits a calendar month (UTC), ' +
      'less refunds; `null` removes the limit. A limit below what the key used this month refuses its next charge.',
    errors: [403],
  },
  'DELETE /api/users/api-keys/:id': {
    tag: 'Account',
    summary: 'Revoke a key for an integration (session only)',
    errors: [403],
    responses: { 204: { description: 'Revoked: requests with the key are refused from now on.' } },
  },
  'GET /api/vocabulary': { tag: 'Account', summary: 'Your custom vocabulary' },
  'PUT /api/vocabulary': { tag: 'Account', summary: 'Replace your custom vocabulary' },
  'POST /api/vocabulary/terms': {
    tag: 'Account',
    summary: 'Add one term to your custom vocabulary (nothing when it is there already, ignoring case)',
  },
  'DELETE /api/vocabulary/terms/:term': {
    tag: 'Account',
    summary: 'Remove one term from your custom vocabulary (ignoring case; nothing when it is not there)',
  },
  'GET /api/users/mail-preferences': {
    tag: 'Account',
    summary: 'Which optional mails you get',
    description:
      'Mails about your API keys (one expires within a week; one nears or reaches its monthly credit limit) are on until turned off. Sign-in codes and password resets are always sent.',
  },
  'PUT /api/users/mail-preferences': { tag: 'Account', summary: 'Turn optional mails on or off' },
  'POST /api/mail/unsubscribe': {
    tag: 'Account',
    summary: 'Turn off the mails an unsubscribe link names (no session needed)',
    description:
      'The `token` comes from an optional mail: its link to the unsubscribe page, or its `List-Unsubscribe` header (a mail client posts `List-Unsubscribe=One-Click` as a form, RFC 8058). It turns off that one topic for that one account; repeating it is harmless.',
    errors: [404],
    throttled: '20 a minute per client address.',
  },
  'POST /api/contact': {
    tag: 'Account',
    summary: 'Send a message to the team',
    throttled: '5 a minute per client address.',
  },
  // Credits
  'GET /api/users/credits': { tag: 'Credits', summary: 'Credit balance' },
  'GET /api/users/credits/ledger': {
    tag: 'Credits',
    summary: 'Credit ledger (newest first)',
    description:
      'The balance, the prices and the entries, newest first, 100 a page unless `limit` says otherwise; the ' +
      '`Link` header’s `rel="next"` is the next page (the last page has none). `from` and `to` keep a time ' +
      'range, `apiKeyId` one key’s charges and their refunds: with both, what one client’s integration cost ' +
      'in a month.',
    responses: {
      200: {
        description: 'The balance and a page of entries.',
        headers: {
          Link: 'On a page that is not the last: `</api/users/credits/ledger?limit=…&cursor=…>; rel="next"` (with the same filters).',
        },
      },
    },
  },
  'GET /api/users/credits/ledger.csv': {
    tag: 'Credits',
    summary: 'Credit ledger as CSV',
    description:
      'Every entry `from`, `to` and `apiKeyId` keep (the same filters as the ledger), newest first, in one ' +
      'file for a spreadsheet or an invoice: time (UTC), kind, description, credits, balance, API key (its ' +
      'name; empty for the website and purchases), API key id and project id.',
    responses: {
      200: { description: 'CSV file with a header row.', contentType: 'text/csv', schema: z.string() },
    },
  },
  'GET /api/users/credits/usage': {
    tag: 'Credits',
    summary: 'Credits used, in all and by API key',
    description:
      'What was spent between `from` and `to` (all time without them), less refunds, and by who asked for ' +
      'the work: each API key, and `apiKey: null` for the website. `creditsBought` is what was bought in ' +
      'the range.',
  },
  'POST /api/users/credits/purchase': { tag: 'Credits', summary: 'Buy credits', idempotent: true },
  // Styles
  'GET /api/styles': { tag: 'Styles', summary: 'Your saved styles (the default first, then by name)' },
  'POST /api/styles': {
    tag: 'Styles',
    summary: 'Save a style',
    description:
      'The look (`style`: the studio’s style settings without what belongs to one video: `captionTrack`, and ' +
      'the emphasis’s `breaks`, `words` and `emojiPicks`) under a name unique ' +
      'to you, ignoring case; up to 20. `isDefault: true` makes every later upload start with it (an upload ' +
      'through the API included, unless it names another with `styleId`), in place of the previous default.',
    idempotent: true,
  },
  'PATCH /api/styles/:id': {
    tag: 'Styles',
    summary: 'Rename a saved style, replace its look, or make it the default',
    description: '`isDefault: false` on the default leaves new uploads on the studio’s own look.',
  },
  'DELETE /api/styles/:id': {
    tag: 'Styles',
    summary: 'Delete a saved style',
    description: 'Projects styled with it keep their look.',
    responses: deleted,
  },
  // Webhooks
  'GET /api/webhooks': { tag: 'Webhooks', summary: 'Your webhook endpoints' },
  'POST /api/webhooks': {
    tag: 'Webhooks',
    summary: 'Add a webhook endpoint',
    description:
      'Events: `project.created` (an upload began or AI Shorts made a clip), `project.deleted`, `project.ready` ' +
      '(video prepared), `captions.ready`, `project.failed`, `render.done`, `render.failed`, `key.near_limit` and ' +
      '`key.limit_reached` (a key for an integration used 80 % or all of its monthly credit limit, or a charge was ' +
      'refused for it: once each a month; `data`: `noticeId`, `apiKeyId`, `name`, `monthlyCreditLimit`, ' +
      '`creditsUsedThisMonth`, `resetsAt`). ' +
      'Each delivery is a POST of `{ type, timestamp, data }` signed per Standard Webhooks (`webhook-id`, ' +
      '`webhook-timestamp`, `webhook-signature`: HMAC-SHA256 with the `secret` answered here, once). A delivery ' +
      'is retried with doubling delays for about 23 hours until the endpoint answers 2xx. URLs that resolve to ' +
      'private, loopback or link-local addresses are refused, now and at every attempt.',
    idempotent: true,
    errors: [409],
  },
  'DELETE /api/webhooks/:id': { tag: 'Webhooks', summary: 'Remove a webhook endpoint and its log' },
  'GET /api/webhooks/:id/deliveries': {
    tag: 'Webhooks',
    summary: 'Delivery log of an endpoint (newest 50)',
  },
  'POST /api/webhooks/:id/test': {
    tag: 'Webhooks',
    summary: 'Send a test event to the endpoint',
    description:
      'A signed `webhook.test` event (`data: { endpointId, message }`), whatever the endpoint subscribed to, ' +
      'to check that the receiver is reachable, verifies the signature and answers 2xx. It is delivered, ' +
      'retried and logged like any other event.',
  },
  'POST /api/webhooks/deliveries/:id/redeliver': {
    tag: 'Webhooks',
    summary: 'Send a delivery’s event again (as a new delivery)',
  },
  // Events and health
  'GET /api/events': {
    tag: 'Events',
    summary: 'Live project and export updates (server-sent events)',
    responses: {
      200: {
        description: 'An event stream of JSON `data:` lines.',
        contentType: 'text/event-stream',
        schema: z.string(),
      },
    },
  },
  'GET /api/health': {
    tag: 'Health',
    summary: 'Liveness',
    responses: { 200: { description: 'Alive.', schema: z.object({ ok: z.literal(true) }) } },
  },
  'GET /api/ready': {
    tag: 'Health',
    summary: 'Readiness (database, storage, job queue)',
    errors: [503],
    responses: {
      200: {
        description: 'Ready.',
        schema: z.object({ ok: z.boolean(), checks: z.record(z.string(), z.unknown()) }),
      },
    },
  },
};
