import type { Vocabulary } from '@wordreel/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../lib/api-client.ts';

/** The signed-in user's custom vocabulary (GET/PUT /api/vocabulary; schema in packages/core). */
export const vocabularyApi = {
  get: (): Promise<Vocabulary> => unwrap(client.GET('/api/vocabulary')),
  save: (terms: string[]): Promise<Vocabulary> => unwrap(client.PUT('/api/vocabulary', { body: { terms } })),
};

/** One cache entry for the list, shared by the profile, the studio's panel and "Add to vocabulary". */
export const VOCABULARY_QUERY_KEY = ['vocabulary'] as const;

export const useVocabulary = () => useQuery({ queryKey: VOCABULARY_QUERY_KEY, queryFn: vocabularyApi.get });

/** Saves the whole list and puts the server's answer in the shared cache entry. */
export async function saveVocabulary(queryClient: QueryClient, terms: string[]): Promise<Vocabulary> {
  const saved = await vocabularyApi.save(terms);
  queryClient.setQueryData(VOCABULARY_QUERY_KEY, saved);
  return saved;
}

/** Adds one term (the studio's "Add to vocabulary"): 'present' when it was already there. */
export async function addVocabularyTerm(
  queryClient: QueryClient,
  term: string,
): Promise<'added' | 'present'> {
  const { terms } = await queryClient.fetchQuery({
    queryKey: VOCABULARY_QUERY_KEY,
    queryFn: vocabularyApi.get,
  });
  if (terms.some((t) => t.toLowerCase() === term.toLowerCase())) return 'present';
  await saveVocabulary(queryClient, [...terms, term]);
  return 'added';
}
