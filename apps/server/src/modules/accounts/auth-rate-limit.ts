import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Route config for an auth route's rate limit (per client IP), or none when RATE_LIMIT_DISABLED.
 * The 429 body is our usual `{ code, message }`.
 */
export function authRateLimit(
  config: Pick<Config, 'RATE_LIMIT_DISABLED'>,
  max: number,
  timeWindowMs = 60_000,
): { rateLimit: RateLimitOptions | false } {
  if (config.RATE_LIMIT_DISABLED) return { rateLimit: false };
  return {
    rateLimit: {
      max,
      timeWindow: timeWindowMs,
      errorResponseBuilder: (_request, context) =>
        new AppError(
          'TOO_MANY_REQUESTS',
          `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        ),
    },
  };
}
