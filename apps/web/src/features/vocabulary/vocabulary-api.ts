import type { Vocabulary } from '@wordreel/core';
import { client, unwrap } from '../../lib/api-client.ts';

/** The signed-in user's custom vocabulary (GET/PUT /api/vocabulary; schema in packages/core). */
export const vocabularyApi = {
  get: (): Promise<Vocabulary> => unwrap(client.GET('/api/vocabulary')),
  save: (terms: string[]): Promise<Vocabulary> => unwrap(client.PUT('/api/vocabulary', { body: { terms } })),
};
