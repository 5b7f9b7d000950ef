import type { CoverCandidatesResponse, CoverShape, CoverSpec, CoverState } from '@wordreel/core';
import { isErrorResponse } from '@wordreel/core/error-response';
import { ApiError, request, statusMessage } from '../../lib/api.ts';
import { client, unwrap } from '../../lib/api-client.ts';

/** The saved cover's files (owner only; the server names the download after the project). */
export const coverFileUrl = (id: string, shape: CoverShape, format: 'jpg' | 'png', version: string) =>
  `/api/projects/${id}/cover/${shape}.${format}?v=${encodeURIComponent(version)}`;
export const coverStillUrl = (id: string, timeMs: number) =>
  `/api/projects/${id}/cover/still.jpg?t=${timeMs}`;

/** The Thumbnail panel's calls. */
export const coverApi = {
  state: (id: string): Promise<CoverState> =>
    unwrap(client.GET('/api/projects/{id}/cover', { params: { path: { id } } })),
  candidates: (id: string): Promise<CoverCandidatesResponse> =>
    unwrap(client.GET('/api/projects/{id}/cover/candidates', { params: { path: { id } } })),
  save: (id: string, spec: CoverSpec): Promise<CoverState> =>
    unwrap(client.PUT('/api/projects/{id}/cover', { params: { path: { id } }, body: spec })),

  /** The server's own picture of the cover (half size): the studio shows nothing else. */
  async preview(id: string, spec: CoverSpec, shape: CoverShape, signal: AbortSignal): Promise<Blob> {
    const response = await request(`/api/projects/${id}/cover/preview?shape=${shape}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(spec),
      signal,
    });
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => undefined);
      throw new ApiError(
        response.status,
        isErrorResponse(body) ? body.message : statusMessage(response.status),
        isErrorResponse(body) ? body.code : undefined,
        isErrorResponse(body) ? body.details : undefined,
      );
    }
    return response.blob();
  },
};
