import type {
  CaptionItem,
  CreateClipBody,
  FindClipsRequest,
  FindClipsResponse,
  Project,
} from '@wordreel/core';
import { client, unwrap } from '../../lib/api-client.ts';
import { ApiError, request } from '../../lib/api.ts';

/** AI Shorts' calls: the source, its words, the ranked candidates, and accepting one. */
export const shortsApi = {
  project(id: string): Promise<Project> {
    return unwrap(client.GET('/api/projects/{id}', { params: { path: { id } } }));
  },
  /** The source's caption words (owner only), which the trim controls re-score. */
  async words(id: string): Promise<CaptionItem[]> {
    const response = await request(`/public/${id}.json`, { credentials: 'same-origin' });
    if (response.status === 404) return [];
    if (!response.ok)
      throw new ApiError(response.status, 'The captions could not be loaded. Please reload the page.');
    return (await response.json()) as CaptionItem[];
  },
  find(id: string, range: FindClipsRequest): Promise<FindClipsResponse> {
    return unwrap(client.POST('/api/projects/{id}/clips/find', { params: { path: { id } }, body: range }));
  },
  async accept(id: string, body: CreateClipBody): Promise<Project> {
    const answer = await unwrap(client.POST('/api/projects/{id}/clips', { params: { path: { id } }, body }));
    return answer.project;
  },
};

export const sourceVideoUrl = (id: string) => `/public/${id}.mp4`;
