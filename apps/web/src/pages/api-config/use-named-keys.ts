import type { CreateNamedApiKeyBody, CreatedNamedApiKey, NamedApiKey, NamedApiKeyList } from '@wordreel/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '../../lib/users-api.ts';

export const namedKeysQueryKey = ['api-keys'] as const;

/**
 * The keys for integrations (newest first) and the calls that change them. A success updates the list
 * in place; a failure (another tab made or revoked one, the cap was reached) reads it again.
 */
export function useNamedKeys() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: namedKeysQueryKey, queryFn: usersApi.listApiKeys });
  const update = (change: (keys: NamedApiKeyList['keys']) => NamedApiKeyList['keys']) =>
    queryClient.setQueryData<NamedApiKeyList>(namedKeysQueryKey, (current) => ({
      keys: change(current?.keys ?? []),
    }));
  const refetchAfter = async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: namedKeysQueryKey });
      throw error;
    }
  };

  return {
    list,
    /** Makes a key; the answer carries the full key, the only time it is seen. */
    create: async (body: CreateNamedApiKeyBody): Promise<CreatedNamedApiKey> => {
      const created = await refetchAfter(usersApi.createNamedApiKey(body));
      const { key: _key, ...info } = created;
      update((keys) => [info, ...keys]);
      return created;
    },
    /** Sets a key's monthly credit limit (null: none); the answer replaces the key in the list. */
    setLimit: async (id: string, monthlyCreditLimit: number | null): Promise<NamedApiKey> => {
      const changed = await refetchAfter(usersApi.updateNamedApiKey(id, { monthlyCreditLimit }));
      update((keys) => keys.map((key) => (key.id === id ? changed : key)));
      return changed;
    },
    revoke: async (id: string): Promise<void> => {
      await refetchAfter(usersApi.revokeApiKey(id));
      update((keys) => keys.filter((key) => key.id !== id));
    },
  };
}
