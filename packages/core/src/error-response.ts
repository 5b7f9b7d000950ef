import type { ErrorResponse } from './users.ts';

/**
 * The error body (`errorResponseSchema`: code, message, optional details) checked without zod, for the
 * web app's shell: every page loads it first, and zod would add ~25 kB of gzip to the landing page.
 */
export function isErrorResponse(body: unknown): body is ErrorResponse {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message, details } = body as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return false;
  if (details === undefined) return true;
  return (
    Array.isArray(details) &&
    details.every((d: unknown) => {
      if (typeof d !== 'object' || d === null) return false;
      const { path, message: text } = d as Record<string, unknown>;
      return typeof path === 'string' && typeof text === 'string';
    })
  );
}
