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
 * The password typed on /signup, needed again after the code is verified. Held in memory only (not
 * in local storage as the original did): a reload loses it and the user is asked to sign up again.
 */
let pendingPassword: string | null = null;

export function setPendingPassword(password: string | null): void {
  pendingPassword = password;
}

export function takePendingPassword(): string | null {
  return pendingPassword;
}
