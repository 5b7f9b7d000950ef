import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config.ts';
import { AppError } from './app-error.ts';

/** How many keys' windows are kept at once: a flood of made-up keys cannot grow memory past it. */
export const MAX_COUNTED_KEYS = 10_000;

interface Window {
  resetAt: number;
  count: number;
}

/**
 * Per-API-key rate limit: every request with `Authorization: Bearer <key>` counts against its key
 * (by the key's hash, so a wrong key is limited too) in fixed windows of API_KEY_RATE_WINDOW_MS.
 * Over the limit: 429 with Retry-After (seconds until the window resets). Each answer carries
 * RateLimit-Limit / RateLimit-Remaining / RateLimit-Reset. Counters live in this process (one API
 * server; behind several, each allows the limit), in a bounded LRU like the session cache's
 * (decision 028): past `maxKeys` the key least recently seen is forgotten first.
 */
export function registerApiKeyRateLimit(
  app: FastifyInstance,
  config: Pick<Config, 'API_KEY_RATE_LIMIT' | 'API_KEY_RATE_WINDOW_MS'>,
  { now = Date.now, maxKeys = MAX_COUNTED_KEYS }: { now?: () => number; maxKeys?: number } = {},
): void {
  const limit = config.API_KEY_RATE_LIMIT;
  if (limit <= 0) return;
  const windowMs = config.API_KEY_RATE_WINDOW_MS;
  const windows = new LRUCache<string, Window>({ max: maxKeys });

  app.addHook('onRequest', async (request, reply) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return;
    const t = now();
    const key = createHash('sha256').update(match[1]).digest('hex');
    let w = windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { resetAt: t + windowMs, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    const resetSeconds = Math.max(1, Math.ceil((w.resetAt - t) / 1000));
    reply.header('RateLimit-Limit', limit);
    reply.header('RateLimit-Remaining', Math.max(0, limit - w.count));
    reply.header('RateLimit-Reset', resetSeconds);
    if (w.count > limit) {
      reply.header('Retry-After', resetSeconds);
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many requests for this API key: at most ${limit} every ${Math.round(windowMs / 1000)} seconds. Please try again in ${resetSeconds} seconds.`,
      );
    }
  });
}
