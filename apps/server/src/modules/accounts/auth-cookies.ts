import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { GRANT_TTL_MS } from './verified-grant.service.ts';

/** The httpOnly cookie that carries a validated code's grant to the next step. */
export const GRANT_COOKIE = 'wordreel.otp_grant';
const GRANT_COOKIE_PATH = '/api/users';

/** Adds better-auth's Set-Cookie lines (session set or cleared) to the reply. */
export function forwardCookies(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length === 0) return;
  const existing = reply.getHeader('set-cookie');
  const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...before, ...cookies]);
}

export function setGrantCookie(reply: FastifyReply, config: Pick<Config, 'publicUrl'>, token: string): void {
  void reply.setCookie(GRANT_COOKIE, token, {
    path: GRANT_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    maxAge: GRANT_TTL_MS / 1000,
  });
}

export function readGrantCookie(request: FastifyRequest): string | undefined {
  return request.cookies[GRANT_COOKIE];
}

export function clearGrantCookie(reply: FastifyReply): void {
  void reply.clearCookie(GRANT_COOKIE, { path: GRANT_COOKIE_PATH });
}
