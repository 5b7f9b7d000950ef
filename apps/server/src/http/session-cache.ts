import type { ApiKeyAccess, ApiKeyRef } from '@wordreel/core';
import { LRUCache } from 'lru-cache';

/** The user a request acts for (`request.sessionUser`). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  signInMethod: string | null;
  /**
   * How the request proved who it is: the API key it came with (`Authorization: Bearer`), or null for
   * the session cookie. Credits the request spends name the key (decision 067).
   */
  apiKey: (ApiKeyRef & { access: ApiKeyAccess }) | null;
}

interface Entry {
  user: SessionUser;
  /** The session's token (its row in `session`), to drop it when that session ends. */
  token: string;
}

/**
 * Who a session cookie belongs to, kept for SESSION_CACHE_MS so a signed-in read does not cost
 * better-auth's session lookup (a cookie signature check and two queries) every time. Only answers
 * better-auth gave are kept, never longer than the session itself, and a session that ends here (sign
 * out, password reset, account deletion) is dropped at once. With several API processes another
 * process may accept an ended session for at most SESSION_CACHE_MS (see decision 020).
 *
 * lru-cache holds the entries: bounded (the least recently used cookie goes first, so a flood of
 * cookies cannot grow memory), each with its own time to live (decision 028).
 */
export class SessionCache {
  private readonly entries: LRUCache<string, Entry> | null;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.entries = ttlMs > 0 ? new LRUCache<string, Entry>({ max: maxEntries, ttl: ttlMs }) : null;
  }

  get(cookie: string): SessionUser | null {
    return this.entries?.get(cookie)?.user ?? null;
  }

  set(cookie: string, user: SessionUser, token: string, expiresAt: Date, now = Date.now()): void {
    const left = expiresAt.getTime() - now;
    if (!this.entries || left <= 0) return;
    // Never past the session's own end.
    this.entries.set(cookie, { user, token }, { ttl: Math.min(this.entries.ttl, left) });
  }

  /** Forgets the session of one cookie, e.g. on sign-out. */
  revokeCookie(cookie: string): void {
    this.entries?.delete(cookie);
  }

  /** Forgets one session by its token. */
  revokeToken(token: string): void {
    this.revokeWhere((entry) => entry.token === token);
  }

  /** Forgets every session of a user, e.g. after a password reset or when the account goes. */
  revokeUser(userId: string): void {
    this.revokeWhere((entry) => entry.user.id === userId);
  }

  private revokeWhere(matches: (entry: Entry) => boolean): void {
    if (!this.entries) return;
    // Collected first: deleting while lru-cache iterates would skip entries.
    const doomed = [...this.entries.entries()]
      .filter(([, entry]) => matches(entry))
      .map(([cookie]) => cookie);
    for (const cookie of doomed) this.entries.delete(cookie);
  }
}

/** The session cookie's value (better-auth's `wordreel.session_token`, `__Secure-` under https). */
export function sessionCookieOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const match = /(?:^|;\s*)(?:__Secure-)?wordreel\.session_token=([^;]+)/.exec(cookieHeader);
  return match?.[1] ?? null;
}
