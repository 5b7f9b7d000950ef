import type { PublicUser } from '@wordreel/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from './api.ts';
import { clearLocalStorage, readStoredUser, returnPath, storeUser, LOCAL_USER_KEY } from './local-user.ts';
import { usersApi } from './users-api.ts';

export const currentUserQueryKey = ['current-user'] as const;

/** GET /api/users/me; a 401 means "signed out", not an error. Mirrors the answer into local storage. */
async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    const { user } = await usersApi.me();
    storeUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // Drop a stale signed-in record, but keep a bare { email } that the code screens still need.
      if (readStoredUser()?.userId) window.localStorage.removeItem(LOCAL_USER_KEY);
      return null;
    }
    throw error;
  }
}

export interface CurrentUser {
  user: PublicUser | null;
  isLoading: boolean;
  /** Puts a user returned by login/register in place (and in local storage) without a refetch. */
  setUser: (user: PublicUser) => void;
  /** Forgets the user on this device: local storage and the cached session. */
  clearUser: () => void;
  refresh: () => Promise<unknown>;
}

export function useCurrentUser(): CurrentUser {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    staleTime: 60_000,
    retry: false,
  });
  const setUser = useCallback(
    (user: PublicUser) => {
      storeUser(user);
      queryClient.setQueryData(currentUserQueryKey, user);
    },
    [queryClient],
  );
  const clearUser = useCallback(() => {
    clearLocalStorage();
    queryClient.setQueryData(currentUserQueryKey, null);
    // Nothing another user should see may survive in the cache.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserQueryKey[0] });
  }, [queryClient]);
  return { user: query.data ?? null, isLoading: query.isPending, setUser, clearUser, refresh: query.refetch };
}

export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      Loading...
    </div>
  );
}

/** Signed-in pages: a visitor without a session goes to /login. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageLoading />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/** /login and /signup: a signed-in user goes straight on (to the page that asked for a login, or /project). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageLoading />;
  if (user) return <Navigate to={returnPath(location.state)} replace />;
  return <>{children}</>;
}
