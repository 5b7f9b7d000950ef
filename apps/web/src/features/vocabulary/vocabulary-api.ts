import type { Vocabulary, VocabularyChange } from '@wordreel/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../lib/api-client.ts';

/**
 * The signed-in user's custom vocabulary (GET /api/vocabulary; schemas in packages/core). The studio and
 * the profile change it one term at a time (POST/DELETE /api/vocabulary/terms), so a change in one tab
 * never drops a term another tab added; PUT (the whole list) is for API clients.
 */
export const vocabularyApi = {
  get: (): Promise<Vocabulary> => unwrap(client.GET('/api/vocabulary')),
  add: (term: string): Promise<VocabularyChange> =>
    unwrap(client.POST('/api/vocabulary/terms', { body: { term } })),
  remove: (term: string): Promise<VocabularyChange> =>
    unwrap(client.DELETE('/api/vocabulary/terms/{term}', { params: { path: { term } } })),
};

/** One cache entry for the list, shared by the profile, the studio's panel and "Add to vocabulary". */
export const VOCABULARY_QUERY_KEY = ['vocabulary'] as const;

export const useVocabulary = () => useQuery({ queryKey: VOCABULARY_QUERY_KEY, queryFn: vocabularyApi.get });

/**
 * Adds one term and puts the list the server now holds (other tabs' terms too) in the shared cache
 * entry: 'present' when it was already there (ignoring case).
 */
export async function addVocabularyTerm(
  queryClient: QueryClient,
  term: string,
): Promise<'added' | 'present'> {
  const { terms, changed } = await vocabularyApi.add(term);
  queryClient.setQueryData<Vocabulary>(VOCABULARY_QUERY_KEY, { terms });
  return changed ? 'added' : 'present';
}

/** Removes one term and puts the list the server now holds in the shared cache entry. */
export async function removeVocabularyTerm(queryClient: QueryClient, term: string): Promise<void> {
  const { terms } = await vocabularyApi.remove(term);
  queryClient.setQueryData<Vocabulary>(VOCABULARY_QUERY_KEY, { terms });
}
