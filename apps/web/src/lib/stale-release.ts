/**
 * A page's code was split into chunks named by their content; a release replaces them. A tab opened
 * before the release asks for a chunk that is gone, and the browser's import fails with one of these
 * messages (Chromium, Firefox, Safari; Vite's own for a stylesheet it preloads).
 */
const STALE_CHUNK =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

/** True when `error` is a page's code chunk failing to load (most likely: a new release is out). */
export function isStaleChunkError(error: unknown): boolean {
  return error instanceof Error && STALE_CHUNK.test(error.message);
}

const RELOADED_AT = 'wordreel:reloaded-for-release';
/** A second failure this soon after reloading is not a release: the chunk is really unreachable. */
const RELOAD_GUARD_MS = 30_000;

/** True unless the tab already reloaded for a release moments ago (no reload loop when offline). */
export function mayReloadForRelease(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  return now - last >= RELOAD_GUARD_MS;
}

/** Reloads the tab to take the new release, remembering when, for `mayReloadForRelease`. */
export function reloadForRelease(now = Date.now()): void {
  sessionStorage.setItem(RELOADED_AT, String(now));
  window.location.reload();
}
