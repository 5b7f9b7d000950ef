/**
 * The URL prefixes the server owns (spec section 7's calls, media and uploads); every other path is a
 * page of the web app. The server's SPA fallback and the Vite dev proxy both read this list, so it has
 * no imports: the Vite config loads it by relative path.
 */
export const SERVER_PATH_PREFIXES = [
  '/api/',
  '/public/',
  '/rendered/',
  '/download/',
  '/sounds/',
  '/upload',
  '/render',
  '/files',
  '/generate-description',
  '/update-subtitle',
  '/api-docs',
] as const;

/** Whether a request path (query string allowed) belongs to the server rather than the web app. */
export function isServerPath(url: string): boolean {
  return SERVER_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));
}
