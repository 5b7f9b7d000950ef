import type { PublicUser } from '@wordreel/core';

/**
 * The spec keeps the user in local storage under `user`: the signed-in user's record, or during the
 * one-time-code flows just `{ email }`. The session cookie stays the source of truth for who is signed in.
 */
export const LOCAL_USER_KEY = 'user';

export type StoredUser = Partial<PublicUser> & { email: string };

export function readStoredUser(): StoredUser | null {
  try {
    const raw = window.localStorage.getItem(LOCAL_USER_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as { email?: unknown }).email === 'string') {
      return value as StoredUser;
    }
    return null;
  } catch {
    return null;
  }
}

export function storeUser(user: StoredUser): void {
  window.localStorage.setItem(LOCAL_USER_KEY, JSON.stringify(user));
}

/** Keeps only the e-mail for the code and reset screens. */
export function storePendingEmail(email: string): void {
  storeUser({ email });
}

export function clearLocalStorage(): void {
  window.localStorage.clear();
}

/**
 * The password typed on /signup, needed again after the code is verified. Kept in session storage (as
 * the original client kept it, but per tab and gone when the tab closes, not in local storage), so a
 * phone that reloads the code page after the mail app does not lose the sign-up; removed once used.
 */
const PENDING_PASSWORD_KEY = 'wordreel.signup.password';

export function setPendingPassword(password: string | null): void {
  try {
    if (password === null) window.sessionStorage.removeItem(PENDING_PASSWORD_KEY);
    else window.sessionStorage.setItem(PENDING_PASSWORD_KEY, password);
  } catch {
    // Storage refused (private mode): the code page then asks the user to sign up again.
  }
}

export function takePendingPassword(): string | null {
  try {
    return window.sessionStorage.getItem(PENDING_PASSWORD_KEY);
  } catch {
    return null;
  }
}

/**
 * Where to go after logging in: the protected page that sent the visitor to /login (RequireUser puts it
 * in the navigation state), when it is a path of this site; else the dashboard.
 */
export function returnPath(state: unknown): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  if (
    typeof from !== 'string' ||
    !from.startsWith('/') ||
    from.startsWith('//') ||
    from.startsWith('/login')
  ) {
    return '/project';
  }
  return from;
}
