import {
  type BoostTexts,
  type CaptionList,
  captionListSchema,
  type ExportPayload,
  type GenerateDescriptionResponse,
  type Language,
  parseDescription,
  type Project,
  type RenderAccepted,
  type ReframeStatus,
  type RenderStatus,
  type SpeechQuality,
} from '@wordreel/core';
import { type CaptionsMeta, captionsMetaSchema } from '@wordreel/core/captions/captions-meta';
import type { AlignAccepted, AlignStatus } from '@wordreel/core/captions/caption-import.schema';
import { CAPTION_EDIT_ORDER_HEADER } from '@wordreel/core/studio/caption-edit-order';
import { captionSplice } from '@wordreel/core/studio/caption-splice';
import { ApiError, request, statusMessage } from '../../lib/api.ts';
import { client, unwrap } from '../../lib/api-client.ts';
import { fitsKeepalive, leavingRequest } from '../../lib/save-on-leave.ts';

/** A request's options with the caption save's order header added (none: as they were). */
function withEditOrder<T extends { headers?: Record<string, string> }>(request: T, order?: string): T {
  return order
    ? { ...request, headers: { ...request.headers, [CAPTION_EDIT_ORDER_HEADER]: order } }
    : request;
}

/** The project as GET /api/projects/{id} returns it; `style` is the saved export payload, if any. */
/** `boost`: the Boost texts kept with the project (null until first kept). */
export type StudioProject = Project & { style?: unknown; boost?: BoostTexts | null };

export const videoUrl = (id: string) => `/public/${id}.mp4`;
export const captionsUrl = (id: string) => `/public/${id}.json`;
export const downloadUrl = (id: string) => `/download/${id}.mp4`;
export const soundUrl = (track: string) => `/sounds/${track}.mp3`;
/** The owner's own background track (GET streams it, HEAD says whether there is one). */
export const musicUrl = (id: string) => `/api/projects/${id}/music`;
export const srtUrl = (id: string) => `/api/projects/${id}/captions.srt`;
export const vttUrl = (id: string) => `/api/projects/${id}/captions.vtt`;

export interface CaptionsSnapshot {
  list: CaptionList;
  /** ETag (or Last-Modified) of the file, sent back to make polling cheap. */
  version: string | null;
}

/** The studio's calls (spec section 7); the session decides the user, so no user is sent. */
export const studioApi = {
  project: (id: string): Promise<StudioProject> =>
    unwrap(client.GET('/api/projects/{id}', { params: { path: { id } } })),

  /**
   * GET /public/{id}.json. Returns null when unchanged since `version` (304) and an empty list when
   * no captions exist yet (404).
   */
  async captions(id: string, version: string | null): Promise<CaptionsSnapshot | null> {
    const response = await request(captionsUrl(id), {
      credentials: 'same-origin',
      cache: 'no-cache',
      headers: version ? { 'if-none-match': version } : {},
    });
    if (response.status === 304) return null;
    if (response.status === 404) return { list: [], version: null };
    if (!response.ok) throw new ApiError(response.status, statusMessage(response.status));
    const parsed = captionListSchema.safeParse(await response.json());
    if (!parsed.success) throw new ApiError(500, 'The caption file could not be read.');
    return {
      list: parsed.data,
      version: response.headers.get('etag') ?? response.headers.get('last-modified'),
    };
  },

  /** Which recogniser made the captions (and its notice); null when the project has none yet. */
  async captionsMeta(id: string): Promise<CaptionsMeta | null> {
    const { meta } = await unwrap(
      client.GET('/api/projects/{id}/captions/meta', { params: { path: { id } } }),
    );
    const parsed = captionsMetaSchema.nullable().safeParse(meta);
    return parsed.success ? parsed.data : null;
  },

  /** POST /api/projects/{id}/transcribe: captions written again with a quality (202, the project). */
  retranscribe: (id: string, quality: SpeechQuality): Promise<Project> =>
    unwrap(client.POST('/api/projects/{id}/transcribe', { params: { path: { id } }, body: { quality } })),

  /** The latest export's state, to pick up a render already running and to follow it without events. */
  renderStatus: (id: string): Promise<RenderStatus> =>
    unwrap(client.GET('/api/projects/{id}/render', { params: { path: { id } } })),

  /** `order`: the page's order of its caption saves (decision 061), sent as CAPTION_EDIT_ORDER_HEADER. */
  updateSubtitle: (
    id: string,
    subtitleData: CaptionList,
    leaving = false,
    order?: string,
  ): Promise<{ message: string }> =>
    unwrap(
      client.POST('/update-subtitle', {
        body: { id, subtitleData },
        ...withEditOrder(leavingRequest(leaving, subtitleData), order),
      }),
    ),

  /**
   * The caption list, sent as the page goes (decision 061). The list of a long video is too big for a
   * request that outlives the page, so then only the words that changed go, made on each list the
   * server may have (`bases`: the last confirmed one first, then a save still being answered: a splice
   * on the latter can fit the former when its edit is elsewhere, and would drop that save's edit).
   */
  updateSubtitleLeaving: (
    id: string,
    list: CaptionList,
    bases: CaptionList[],
    order?: string,
  ): Promise<unknown> => {
    if (bases.length > 0 && !fitsKeepalive(list)) {
      const body = { splices: bases.map((base) => captionSplice(base, list)) };
      // An edit across the whole list (a find-and-replace) is as big: the whole list goes, as before.
      if (fitsKeepalive(body)) {
        return unwrap(
          client.POST('/api/projects/{id}/captions/splice', {
            params: { path: { id } },
            body,
            ...withEditOrder(leavingRequest(true, body), order),
          }),
        );
      }
    }
    return studioApi.updateSubtitle(id, list, true, order);
  },

  saveStyle: (id: string, payload: ExportPayload, leaving = false): Promise<unknown> =>
    unwrap(
      client.PUT('/api/projects/{id}', {
        params: { path: { id } },
        body: payload,
        ...leavingRequest(leaving, payload),
      }),
    ),

  saveBoost: (id: string, boost: BoostTexts, leaving = false): Promise<{ boost: BoostTexts | null }> =>
    unwrap(
      client.PUT('/api/projects/{id}/boost', {
        params: { path: { id } },
        body: boost,
        ...leavingRequest(leaving, boost),
      }),
    ),

  render: (payload: ExportPayload): Promise<RenderAccepted> =>
    unwrap(client.POST('/render', { body: payload })),

  /** Stops the running or queued export; its credit is refunded. Answers the render's state after. */
  cancelRender: (id: string): Promise<RenderStatus> =>
    unwrap(client.DELETE('/api/projects/{id}/render', { params: { path: { id } } })),

  /** GET /api/projects/{id}/music/status: true when the project has an uploaded background track. */
  hasMusic: async (id: string): Promise<boolean> =>
    (
      await unwrap(
        client.GET('/api/projects/{id}/music/status', { params: { path: { id } }, cache: 'no-cache' }),
      )
    ).uploaded,

  /** POST /api/projects/{id}/music (multipart); the server checks the file and answers in the spec's words. */
  uploadMusic(id: string, file: File) {
    const form = new FormData();
    form.append('music', file, file.name);
    return unwrap(
      client.POST('/api/projects/{id}/music', {
        params: { path: { id } },
        // FormData goes out as multipart (openapi-fetch leaves its Content-Type to the browser).
        body: form as unknown as { music: string },
      }),
    );
  },

  async describe(subtitle: string, variant: number, lang?: Language): Promise<GenerateDescriptionResponse> {
    const answer = await unwrap(client.POST('/generate-description', { body: { subtitle, variant, lang } }));
    // The spec's client parses the fenced block; the parsed fields are the fallback.
    const parsed = parseDescription(answer.description);
    return { ...answer, ...(parsed ?? {}) };
  },

  importCaptions: (id: string, text: string): Promise<unknown> =>
    unwrap(client.POST('/api/projects/{id}/captions/import', { params: { path: { id } }, body: { text } })),

  /** Queues the alignment (202); `alignStatus` follows it. */
  alignScript: (id: string, text: string): Promise<AlignAccepted> =>
    unwrap(client.POST('/api/projects/{id}/captions/script', { params: { path: { id } }, body: { text } })),

  /** POST /api/projects/{id}/reframe: starts (or joins, or retries) the face analysis of the video (202). */
  startReframe: (id: string): Promise<ReframeStatus> =>
    unwrap(client.POST('/api/projects/{id}/reframe', { params: { path: { id } } })),

  /** GET /api/projects/{id}/reframe: the analysis's state and progress, and its suggestion once done. */
  reframeStatus: (id: string): Promise<ReframeStatus> =>
    unwrap(client.GET('/api/projects/{id}/reframe', { params: { path: { id } } })),

  alignStatus: (id: string): Promise<AlignStatus> =>
    unwrap(client.GET('/api/projects/{id}/captions/script', { params: { path: { id } } })),
};
