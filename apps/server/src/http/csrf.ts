import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body types a route takes beside JSON, multipart and tus chunks (e.g. a subtitle file as text). */
    extraBodyTypes?: readonly string[];
  }
}

export const CROSS_SITE_REFUSED = 'This request came from another site and was refused.';
export const JSON_REQUIRED = 'Please send the request body as JSON.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What every route may be sent: JSON, a multipart form (uploads) and tus's upload chunks. */
const BODY_TYPES = ['application/json', 'multipart/form-data', 'application/offset+octet-stream'];

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Where a browser says the request came from is this app itself. `Sec-Fetch-Site` (every current
 * browser) must be same-origin (or none: typed by the user); without it, `Origin` must be the
 * app's public origin or the origin the request was sent to. A client that sends neither is not a
 * browser page, which is what cross-site request forgery needs.
 */
function fromThisApp(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}

function refusal(request: FastifyRequest, publicOrigin: string): AppError | undefined {
  if (!STATE_CHANGING.has(request.method)) return undefined;
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== undefined || hasBody(request)) {
    const allowed = [...BODY_TYPES, ...(request.routeOptions.config.extraBodyTypes ?? [])];
    if (type === undefined || !allowed.includes(type))
      return new AppError('UNSUPPORTED_MEDIA', JSON_REQUIRED);
  }
  const bearer = /^Bearer\s/i.test(request.headers.authorization ?? '');
  if (!bearer && !fromThisApp(request, publicOrigin)) return new AppError('FORBIDDEN', CROSS_SITE_REFUSED);
  return undefined;
}

/**
 * Defence against cross-site request forgery on every state-changing request: a body must be one of
 * the types the API takes (JSON, multipart, tus chunks, or what the route lists in
 * `config.extraBodyTypes`), never the form or text types a page on another site can post without
 * asking; and a request that rides on the session cookie must come from this app's own pages.
 * Requests with `Authorization: Bearer` carry their credential themselves and are not checked for
 * their origin.
 */
export function registerCsrfGuard(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', (request, _reply, done) => {
    done(refusal(request, publicOrigin));
  });
}
