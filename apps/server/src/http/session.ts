import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '../auth/auth.ts';
import { AppError } from './app-error.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  signInMethod: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler: rejects with 401 unless the request carries a valid session (cookie or API key). */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const NOT_SIGNED_IN = 'Please log in to continue.';

/** Resolves the signed-in user from the server-side session; request bodies never decide who the user is. */
export async function userFromRequest(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const { id, email, name } = session.user;
  const signInMethod = (session.user as { signInMethod?: string | null }).signInMethod ?? null;
  return { id, email, name, signInMethod };
}

export function registerSession(app: FastifyInstance, auth: Auth): void {
  app.decorateRequest('sessionUser', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const user = await userFromRequest(auth, request);
    if (!user) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
    request.sessionUser = user;
  });
}

/** The user of a route guarded by `app.requireUser`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
  return request.sessionUser;
}
