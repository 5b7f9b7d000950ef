import { SIGNUP_CREDITS } from '@wordreel/core';
import type { FastifyBaseLogger } from 'fastify';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { oauthProviderConfigs } from './oauth-providers.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

/** Granted to every new account; the public pages promise the same figure (core's offer.ts). */
export const STARTING_CREDITS = SIGNUP_CREDITS;

/**
 * better-auth endpoints reachable over HTTP: the OAuth callback, the session read and its status pages.
 * Everything else (e-mail sign-up/sign-in, password reset, account changes) is reached only through
 * our /api/users routes, which call auth.api server-side after their own checks.
 */
export const PUBLIC_AUTH_PATHS = ['/callback/:id', '/get-session', '/ok', '/error'] as const;

/** Belt and braces beside the route allowlist in auth.routes.ts (better-auth matches these exactly). */
const DISABLED_AUTH_PATHS = [
  '/sign-up/email',
  '/sign-in/email',
  '/sign-in/social',
  '/sign-out',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
  '/change-email',
  '/update-user',
  '/delete-user',
  '/delete-user/callback',
  '/verify-email',
  '/send-verification-email',
  '/verify-password',
  '/link-social',
  '/unlink-account',
  '/list-accounts',
  '/account-info',
  '/get-access-token',
  '/refresh-token',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/update-session',
];

function emailLocalPart(email: string): string {
  return email.split('@')[0] || 'user';
}

export interface AuthDeps {
  config: Config;
  db: Database;
  /** Where better-auth's own log lines go (it writes to the console otherwise). */
  log?: FastifyBaseLogger;
}

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

function authOptions({ config, db, log }: AuthDeps) {
  return {
    logger: {
      level: 'warn' as const,
      log: (level: AuthLogLevel, message: string, ...args: unknown[]) => {
        if (log) log[level]({ details: args }, `better-auth: ${message}`);
      },
    },
    appName: 'Wordreel',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config),
    database: { db, type: config.databaseKind },
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    disabledPaths: DISABLED_AUTH_PATHS,
    // OAuth failures that happen before the flow's own error URL is known land on the login page too.
    onAPIError: { errorURL: `${config.publicUrl}/login` },
    plugins: [genericOAuth({ config: oauthProviderConfigs(config) })],
    databaseHooks: {
      user: {
        create: {
          // A user made by an OAuth callback (/callback/:id) signs in with that provider; anyone else
          // by e-mail. The name defaults to the e-mail's local part.
          before: (user: { email: string; name?: string | null }, context: { params?: unknown } | null) => {
            const params = (context?.params ?? {}) as { id?: unknown };
            const signInMethod = params.id === 'google' || params.id === 'github' ? params.id : 'email';
            const name = user.name?.trim() || emailLocalPart(user.email);
            return Promise.resolve({ data: { ...user, name, signInMethod } });
          },
        },
      },
    },
    // Our own routes apply the rate limits of the spec's calls; better-auth's own endpoints keep theirs.
    rateLimit: { enabled: !config.RATE_LIMIT_DISABLED, storage: 'memory' as const },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        signInMethod: { type: 'string' as const, required: false, input: false, defaultValue: 'email' },
        credits: { type: 'number' as const, required: false, input: false, defaultValue: STARTING_CREDITS },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      cookiePrefix: 'wordreel',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' as const },
    },
  };
}

export function createAuth(deps: AuthDeps) {
  return betterAuth(authOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates better-auth's own tables (user, session, account, verification, ...). */
export async function migrateAuthTables(deps: AuthDeps): Promise<void> {
  const { runMigrations } = await getMigrations(authOptions(deps));
  await runMigrations();
}
