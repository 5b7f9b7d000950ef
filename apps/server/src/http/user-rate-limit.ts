import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config, RateSpec } from '../config.ts';
import type { RateCounter } from './rate-counter.ts';
import { AppError } from './app-error.ts';
import { currentUser } from './session.ts';

/** The expensive kinds of work each user may start only so often. */
export const USER_RATE_BUCKETS = {
  uploads: { env: 'RATE_LIMIT_UPLOADS', what: 'uploads' },
  renders: { env: 'RATE_LIMIT_RENDERS', what: 'exports' },
  captionWrites: { env: 'RATE_LIMIT_CAPTION_WRITES', what: 'caption saves' },
  captionImports: { env: 'RATE_LIMIT_CAPTION_IMPORTS', what: 'subtitle imports' },
  alignments: { env: 'RATE_LIMIT_ALIGNMENTS', what: 'script alignments' },
} as const satisfies Record<string, { env: keyof Config; what: string }>;
export type UserRateBucket = keyof typeof USER_RATE_BUCKETS;

/** "45 seconds", "3 minutes", "2 hours": how long until the window resets, rounded up. */
export function waitText(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  if (s < 120) return `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  if (m < 120) return `${m} minutes`;
  return `${Math.ceil(m / 60)} hours`;
}

function windowText(ms: number): string {
  if (ms % 3_600_000 === 0) return ms === 3_600_000 ? 'an hour' : `${ms / 3_600_000} hours`;
  if (ms % 60_000 === 0) return ms === 60_000 ? 'a minute' : `${ms / 60_000} minutes`;
  return `${Math.round(ms / 1000)} seconds`;
}

export interface UserRateLimitDeps {
  config: Config;
  rateCounter: RateCounter;
}

/**
 * preHandler (after `requireUser`, before `idempotent` so a 429 is never kept as a replayable answer):
 * counts the request against the signed-in user's window for `bucket`. Past the limit: 429
 * TOO_MANY_REQUESTS with Retry-After and a message saying when to try again; RateLimit-* headers on
 * every counted answer. `only` restricts counting to some requests of a route (tus: creations).
 */
export function userRateLimit(
  deps: UserRateLimitDeps,
  bucket: UserRateBucket,
  only?: (request: FastifyRequest) => boolean,
) {
  const { env, what } = USER_RATE_BUCKETS[bucket];
  const spec: RateSpec = deps.config[env];
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (deps.config.RATE_LIMIT_DISABLED || spec.max <= 0) return;
    if (only && !only(request)) return;
    const user = currentUser(request);
    const w = await deps.rateCounter.hit(`user:${bucket}:${user.id}`, spec.windowMs);
    const resetSeconds = Math.max(1, Math.ceil(w.resetInMs / 1000));
    // On the raw response: tus answers by itself (hijacked reply), and Node merges these in either way.
    reply.raw.setHeader('RateLimit-Limit', spec.max);
    reply.raw.setHeader('RateLimit-Remaining', Math.max(0, spec.max - w.count));
    reply.raw.setHeader('RateLimit-Reset', resetSeconds);
    if (w.count > spec.max) {
      reply.header('Retry-After', resetSeconds);
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many ${what}: at most ${spec.max} in ${windowText(spec.windowMs)}. Please try again in ${waitText(w.resetInMs)}.`,
      );
    }
  };
}
