import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { READ_ONLY_KEY_MESSAGE } from '@wordreel/core';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/database.ts';
import { findApiKey } from '../modules/accounts/api-keys.service.ts';
import { AppError } from './app-error.ts';
import { type SessionCache, sessionCookieOf, type SessionUser } from './session-cache.ts';

export type { SessionUser } from './session-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
  interface FastifyInstance {
    /**
     * A route's `preValidation` guard (so a caller who may not make the call hears so before anything
     * about the body: 401/403 before 400): rejects with 401 unless the request carries a valid
     * session (cookie or API key), and with 403 a change asked with a read-only key.
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * `preValidation` guard for what an API key may not do (delete the account, mint keys): 401
     * without a user, 403 when the user came with an API key rather than a signed-in session.
     */
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** `preValidation`: sets `request.sessionUser` when the request has a valid session, else leaves it null. */
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const NOT_SIGNED_IN = 'Please log in to continue.';
export const SESSION_REQUIRED = 'Please sign in on the website to do this; an API key cannot.';

/** The methods a read-only API key may use. */
const READING = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SessionDeps {
  auth: Auth;
  db: Database;
  sessionCache: SessionCache;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

async function userFromApiKey(db: Database, key: string): Promise<SessionUser | null> {
  const found = await findApiKey(db, key);
  if (!found) return null;
  const row = await db
    .selectFrom('user')
    .select(['id', 'email', 'name', 'signInMethod'])
    .where('id', '=', found.userId)
    .executeTakeFirst();
  return row ? { ...row, apiKey: { id: found.id, name: found.name, access: found.access } } : null;
}

/**
 * Resolves the signed-in user from the server-side session cookie, or from an API key sent as
 * `Authorization: Bearer <key>`; request bodies never decide who the user is.
 */
export async function userFromRequest(
  deps: SessionDeps,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  const key = bearerToken(request);
  if (key) return userFromApiKey(deps.db, key);
  const cookie = sessionCookieOf(request.headers.cookie);
  if (!cookie) return null; // no session cookie: nothing better-auth could find
  const cached = deps.sessionCache.get(cookie);
  if (cached) return cached;
  const session = await deps.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const { id, email, name } = session.user;
  const signInMethod = (session.user as { signInMethod?: string | null }).signInMethod ?? null;
  const user: SessionUser = { id, email, name, signInMethod, apiKey: null };
  deps.sessionCache.set(cookie, user, session.session.token, new Date(session.session.expiresAt));
  return user;
}

export function registerSession(app: FastifyInstance, deps: SessionDeps): void {
  app.decorateRequest('sessionUser', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const user = await userFromRequest(deps, request);
    if (!user) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
    // A read-only key reads: one rule here, for every route, rather than one per route.
    if (user.apiKey?.access === 'read' && !READING.has(request.method)) {
      throw new AppError('FORBIDDEN', READ_ONLY_KEY_MESSAGE);
    }
    request.sessionUser = user;
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    request.sessionUser = await userFromRequest(deps, request);
  });
  app.decorate('requireSession', async (request: FastifyRequest) => {
    const user = await userFromRequest(deps, request);
    if (!user) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
    if (user.apiKey) throw new AppError('FORBIDDEN', SESSION_REQUIRED);
    request.sessionUser = user;
  });
}

/** The user of a route guarded by `app.requireUser`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
  return request.sessionUser;
}
