import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { type Auth, PUBLIC_AUTH_PATHS } from './auth.ts';

/** better-auth path pattern ('/callback/:id') as a Fastify route under /api/auth. */
function routeUrl(authPath: string): string {
  return `/api/auth${authPath}`;
}

/**
 * Mounts only the better-auth endpoints the browser needs (OAuth callback, session read); sign-up,
 * sign-in and the rest go through /api/users, so nothing bypasses the one-time-code flow.
 */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth): void {
  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const hasBody = request.method !== 'GET' && request.body !== undefined;
    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers: fromNodeHeaders(request.headers),
        body: hasBody ? JSON.stringify(request.body) : undefined,
      }),
    );
    reply.status(response.status);
    for (const [key, value] of response.headers) {
      if (key !== 'set-cookie') reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  }
  for (const authPath of PUBLIC_AUTH_PATHS) {
    if (authPath === '/get-session') continue;
    app.route({ method: ['GET', 'POST'], url: routeUrl(authPath), handler: forward });
  }
  // better-auth's own answer carries the raw session token (the cookie's secret) in its body: a page
  // that could read it could take over the session. Only who is signed in, and until when, goes out.
  app.get(routeUrl('/get-session'), async (request) => {
    const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!found) return null;
    const { id, email, name } = found.user;
    return { user: { id, email, name }, session: { expiresAt: found.session.expiresAt } };
  });
}
