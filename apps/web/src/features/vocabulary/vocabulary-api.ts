import type { Vocabulary } from '@wordreel/core';
import { api } from '../../lib/api.ts';

/** The signed-in user's custom vocabulary (GET/PUT /api/vocabulary; schema in packages/core). */
export const vocabularyApi = {
  get: () => api<Vocabulary>('/api/vocabulary'),
  save: (terms: string[]) => api<Vocabulary>('/api/vocabulary', { method: 'PUT', json: { terms } }),
};
