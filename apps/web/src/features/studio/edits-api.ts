import type { CutPace, CutProposalsResponse, EditListResponse, SaveEditListBody } from '@wordreel/core';
import { api } from '../../lib/api.ts';
import { leavingRequest } from '../../lib/save-on-leave.ts';

/** The edit list (AI Edits) calls; the session decides the user. */
export const editsApi = {
  get: (id: string) => api<EditListResponse>(`/api/projects/${id}/edits`),
  save: (id: string, body: SaveEditListBody, leaving = false) =>
    api<EditListResponse>(`/api/projects/${id}/edits`, {
      method: 'PUT',
      json: body,
      ...leavingRequest(leaving, body),
    }),
  proposals: (id: string, pace: CutPace) =>
    api<CutProposalsResponse>(`/api/projects/${id}/edits/proposals?pace=${encodeURIComponent(pace)}`),
};
