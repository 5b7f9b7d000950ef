/** The user a request acts for (`request.sessionUser`). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  signInMethod: string | null;
  /** How the request proved who it is: the session cookie, or an API key (`Authorization: Bearer`). */
  via: 'session' | 'apiKey';
}

interface Entry {
  user: SessionUser;
  /** The session's token (its row in `session`), to drop it when that session ends. */
  token: string;
  until: number;
}

/**
 * Who a session cookie belongs to, kept for SESSION_CACHE_MS so a signed-in read does not cost
 * better-auth's session lookup (a cookie signature check and two queries) every time. Only answers
 * better-auth gave are kept, never longer than the session itself, and a session that ends here (sign
 * out, password reset, account deletion) is dropped at once. With several API processes another
 * process may accept an ended session for at most SESSION_CACHE_MS (see decision 020).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(cookie: string, now = Date.now()): SessionUser | null {
    if (this.ttlMs <= 0) return null;
    const entry = this.entries.get(cookie);
    if (!entry) return null;
    if (entry.until > now) return entry.user;
    this.entries.delete(cookie);
    return null;
  }

  set(cookie: string, user: SessionUser, token: string, expiresAt: Date, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      // Oldest first (insertion order): a flood of cookies cannot grow memory.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(cookie, { user, token, until: Math.min(now + this.ttlMs, expiresAt.getTime()) });
  }

  /** Forgets the session of one cookie, e.g. on sign-out. */
  revokeCookie(cookie: string): void {
    this.entries.delete(cookie);
  }

  /** Forgets one session by its token. */
  revokeToken(token: string): void {
    for (const [cookie, entry] of this.entries) if (entry.token === token) this.entries.delete(cookie);
  }

  /** Forgets every session of a user, e.g. after a password reset or when the account goes. */
  revokeUser(userId: string): void {
    for (const [cookie, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(cookie);
  }
}

/** The session cookie's value (better-auth's `wordreel.session_token`, `__Secure-` under https). */
export function sessionCookieOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const match = /(?:^|;\s*)(?:__Secure-)?wordreel\.session_token=([^;]+)/.exec(cookieHeader);
  return match?.[1] ?? null;
}
