/** Text for the `?error=` code a failed social sign-in brings back to /login; the code stays visible. */
export function oauthErrorMessage(code: string | null): string | null {
  if (!code) return null;
  if (code === 'access_denied') return 'Sign-in was cancelled at the provider (access_denied).';
  return `Social sign-in did not complete (${code}). Please try again.`;
}
