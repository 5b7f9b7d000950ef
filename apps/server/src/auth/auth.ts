import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

export const STARTING_CREDITS = 360;

export interface AuthDeps {
  config: Config;
  db: Database;
}

function authOptions({ config, db }: AuthDeps) {
  return {
    appName: 'Wordreel',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config),
    database: { db, type: config.databaseKind },
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
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
