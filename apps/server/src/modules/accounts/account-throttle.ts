import type { AppContext } from '../../context.ts';
import type { RateSpec } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { waitText } from '../../http/user-rate-limit.ts';

/**
 * Per-account throttling of logins and one-time codes, beside the per-IP limits of the routes: an
 * attacker spreading guesses over many addresses still gets only so many per account. Counted in
 * `ctx.rateCounter` (Redis with REDIS_URL, so every API server shares the count).
 *
 * - `login`: failed passwords per e-mail; at the limit the account answers 429 (even to the right
 *   password) until the window ends, and a successful login clears the count.
 * - `codeRequest`: codes sent per e-mail; at the limit no code is sent until the window ends.
 * - `codeFailure`: wrong codes per e-mail; at the limit no code is checked until the window ends.
 */
const THROTTLES = {
  login: {
    env: 'ACCOUNT_LOGIN_FAILURES',
    message: (wait: string) => `Too many failed logins for this account. Please try again in ${wait}.`,
  },
  codeRequest: {
    env: 'ACCOUNT_CODE_REQUESTS',
    message: (wait: string) => `Too many codes requested for this e-mail. Please try again in ${wait}.`,
  },
  codeFailure: {
    env: 'ACCOUNT_CODE_FAILURES',
    message: (wait: string) => `Too many wrong codes for this e-mail. Please try again in ${wait}.`,
  },
} as const;
export type AccountThrottle = keyof typeof THROTTLES;

export type ThrottleContext = Pick<AppContext, 'config' | 'rateCounter'>;

const keyOf = (kind: AccountThrottle, email: string) => `account:${kind}:${email.trim().toLowerCase()}`;

function specOf(ctx: ThrottleContext, kind: AccountThrottle): RateSpec | null {
  const spec: RateSpec = ctx.config[THROTTLES[kind].env];
  return ctx.config.RATE_LIMIT_DISABLED || spec.max <= 0 ? null : spec;
}

function locked(kind: AccountThrottle, resetInMs: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', THROTTLES[kind].message(waitText(resetInMs)), {
    retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
  });
}

/** Refuses (429, when to try again) while the account has used up `kind` in the open window. */
export async function assertNotLocked(
  ctx: ThrottleContext,
  kind: AccountThrottle,
  email: string,
): Promise<void> {
  const spec = specOf(ctx, kind);
  if (!spec) return;
  const w = await ctx.rateCounter.peek(keyOf(kind, email));
  if (w && w.count >= spec.max) throw locked(kind, w.resetInMs);
}

/** Counts one against the account (a wrong password or code, a code sent); the caller's answer stands. */
export async function countAgainst(
  ctx: ThrottleContext,
  kind: AccountThrottle,
  email: string,
): Promise<void> {
  const spec = specOf(ctx, kind);
  if (spec) await ctx.rateCounter.hit(keyOf(kind, email), spec.windowMs);
}

export async function clearFailures(
  ctx: ThrottleContext,
  kind: AccountThrottle,
  email: string,
): Promise<void> {
  if (specOf(ctx, kind)) await ctx.rateCounter.clear(keyOf(kind, email));
}
