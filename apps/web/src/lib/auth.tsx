import type { PublicUser } from '@wordreel/core';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isNetworkError, SESSION_REFUSED_EVENT } from './api.ts';
import { clearLocalStorage, readStoredUser, returnPath, storeUser, LOCAL_USER_KEY } from './local-user.ts';
import { usersApi } from './users-api.ts';

export const currentUserQueryKey = ['current-user'] as const;

/**
 * Set when this device signs out on purpose (Log out, Delete Account): the login that follows opens the
 * dashboard, as the spec's login does, not the page the user signed out from. A session that ends by
 * itself still leads back to the page that asked for the login.
 */
let signedOutOnPurpose = false;

/**
 * Waits between checks that got no answer (or a 5xx): 1 s, 2 s, 4 s … then every 30 s. Only an answer
 * without a user says "signed out"; anything else is retried, never taken for a sign-out.
 */
export function sessionRetryDelay(failures: number): number {
  return Math.min(1000 * 2 ** failures, 30_000);
}

const UNREACHABLE = "Wordreel can't reach the server. Retrying…";
const SERVER_FAILED = 'Something went wrong on our side. Retrying…';

/** Drops every cached answer but the session's own: nothing one user saw may be shown to another. */
function forgetCachedData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserQueryKey[0] });
}

/**
 * Whose answers the query cache holds. A session that ended elsewhere (signed out in another tab,
 * expired) keeps the cache, so the same user's login returns to a page as it was; another user's
 * session, met at a login or a session check, starts from an empty cache.
 */
const cacheOwners = new WeakMap<QueryClient, string>();
function claimCache(queryClient: QueryClient, userId: string): void {
  const owner = cacheOwners.get(queryClient);
  if (owner !== undefined && owner !== userId) forgetCachedData(queryClient);
  cacheOwners.set(queryClient, userId);
}

/** GET /api/users/session: the user, or null when signed out. Mirrors the answer into local storage. */
async function fetchCurrentUser(queryClient: QueryClient): Promise<PublicUser | null> {
  const { user } = await usersApi.session();
  if (user) {
    claimCache(queryClient, user.userId);
    storeUser(user);
  }
  // Signed out: drop a stale signed-in record, but keep a bare { email } the code screens still need.
  else if (readStoredUser()?.userId) window.localStorage.removeItem(LOCAL_USER_KEY);
  return user;
}

export interface CurrentUser {
  user: PublicUser | null;
  isLoading: boolean;
  /** Why the session is not known yet (no answer, a 5xx), while it is being asked again; else null. */
  problem: string | null;
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
    queryFn: () => fetchCurrentUser(queryClient),
    // One check for every component that asks (header, sidebar, guards): a remount reads the cache.
    staleTime: 60_000,
    retry: true,
    retryDelay: sessionRetryDelay,
  });
  const setUser = useCallback(
    (user: PublicUser) => {
      signedOutOnPurpose = false;
      claimCache(queryClient, user.userId);
      storeUser(user);
      queryClient.setQueryData(currentUserQueryKey, user);
    },
    [queryClient],
  );
  const clearUser = useCallback(() => {
    signedOutOnPurpose = true;
    clearLocalStorage();
    queryClient.setQueryData(currentUserQueryKey, null);
    forgetCachedData(queryClient);
    cacheOwners.delete(queryClient);
  }, [queryClient]);
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    problem: query.isPending ? sessionProblem(query.failureReason, query.fetchStatus === 'paused') : null,
    setUser,
    clearUser,
    refresh: query.refetch,
  };
}

/** Offline (the query waits for the browser to come back online) or a failed check: the text to show. */
function sessionProblem(failure: Error | null, offline: boolean): string | null {
  if (offline || isNetworkError(failure)) return UNREACHABLE;
  return failure ? SERVER_FAILED : null;
}

/** The session could not be checked: say so where the page would be, and keep the user there. */
function SessionProblem({ message }: { message: string }) {
  return (
    <div className="page-loading" role="alert">
      {message}
    </div>
  );
}

export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      Loading...
    </div>
  );
}

/**
 * Signed-in pages: a visitor the server calls signed out goes to /login (and back here after it); no
 * answer is not that. A 401 from any call asks the server again at once, so a session that ended
 * meanwhile (signed out in another tab, expired) leads to the login instead of failing every save.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading, problem, refresh } = useCurrentUser();
  const location = useLocation();
  useEffect(() => {
    const recheck = () => void refresh();
    window.addEventListener(SESSION_REFUSED_EVENT, recheck);
    return () => window.removeEventListener(SESSION_REFUSED_EVENT, recheck);
  }, [refresh]);
  if (problem) return <SessionProblem message={problem} />;
  if (isLoading) return <PageLoading />;
  if (!user) {
    const from = signedOutOnPurpose ? undefined : { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={from} />;
  }
  return <>{children}</>;
}

/** /login and /signup: a signed-in user goes straight on (to the page that asked for a login, or /project). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading, problem } = useCurrentUser();
  const location = useLocation();
  if (problem) return <SessionProblem message={problem} />;
  if (isLoading) return <PageLoading />;
  if (user) return <Navigate to={returnPath(location.state)} replace />;
  return <>{children}</>;
}
