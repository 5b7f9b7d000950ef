import {
  captionTrackDetailSchema,
  captionTrackListSchema,
  type CaptionTrack,
  type CaptionTrackDetail,
  type CaptionTrackList,
} from '@wordreel/core';
import { client, unwrap } from '../../lib/api-client.ts';

/** Translated caption tracks of a project (`/api/projects/{id}/tracks`, docs/decisions/035). */
export const trackSrtUrl = (id: string, trackId: string) =>
  `/api/projects/${id}/tracks/${trackId}/captions.srt`;
export const trackVttUrl = (id: string, trackId: string) =>
  `/api/projects/${id}/tracks/${trackId}/captions.vtt`;

export const tracksApi = {
  list: async (id: string): Promise<CaptionTrackList> =>
    captionTrackListSchema.parse(
      await unwrap(client.GET('/api/projects/{id}/tracks', { params: { path: { id } } })),
    ),

  /** Starts translating into `language` (a new track, or that language's track again). */
  create: (id: string, language: string): Promise<CaptionTrack> =>
    unwrap(client.POST('/api/projects/{id}/tracks', { params: { path: { id } }, body: { language } })),

  get: async (id: string, trackId: string): Promise<CaptionTrackDetail> =>
    captionTrackDetailSchema.parse(
      await unwrap(client.GET('/api/projects/{id}/tracks/{trackId}', { params: { path: { id, trackId } } })),
    ),

  remove: (id: string, trackId: string): Promise<{ message: string }> =>
    unwrap(client.DELETE('/api/projects/{id}/tracks/{trackId}', { params: { path: { id, trackId } } })),
};
