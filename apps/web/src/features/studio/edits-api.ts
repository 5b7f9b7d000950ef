import type { CutPace, CutProposalsResponse, EditListResponse, SaveEditListBody } from '@wordreel/core';
import { api } from '../../lib/api.ts';

/** The edit list (AI Edits) calls; the session decides the user. */
export const editsApi = {
  get: (id: string) => api<EditListResponse>(`/api/projects/${id}/edits`),
  save: (id: string, body: SaveEditListBody) =>
    api<EditListResponse>(`/api/projects/${id}/edits`, { method: 'PUT', json: body }),
  proposals: (id: string, pace: CutPace) =>
    api<CutProposalsResponse>(`/api/projects/${id}/edits/proposals?pace=${encodeURIComponent(pace)}`),
};
