import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerApiKeyRateLimit } from '../../src/http/api-key-rate-limit.ts';
import { registerErrorHandler } from '../../src/http/error-handler.ts';

const config = { API_KEY_RATE_LIMIT: 2, API_KEY_RATE_WINDOW_MS: 60_000 };

describe('per-API-key rate limit', () => {
  let app: FastifyInstance;
  let clock = 0;
  afterEach(() => app.close());

  async function appWith(maxKeys?: number) {
    app = Fastify();
    registerErrorHandler(app);
    registerApiKeyRateLimit(app, config, { now: () => clock, maxKeys });
    app.get('/ping', () => ({ ok: true }));
    await app.ready();
  }
  const ping = (key: string) =>
    app.inject({ method: 'GET', url: '/ping', headers: { authorization: `Bearer ${key}` } });

  it('should refuse a key past its limit until its window ends, and leave other keys alone', async () => {
    clock = 1_000;
    await appWith();
    expect((await ping('alpha')).statusCode).toBe(200);
    expect((await ping('alpha')).statusCode).toBe(200);
    const over = await ping('alpha');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('60');
    expect((await ping('beta')).statusCode).toBe(200);
    clock += 60_000;
    expect((await ping('alpha')).statusCode).toBe(200);
  });

  it('should keep at most maxKeys counters, forgetting the key least recently seen first', async () => {
    clock = 1_000;
    await appWith(3);
    await ping('alpha');
    await ping('alpha');
    expect((await ping('alpha')).statusCode).toBe(429);
    // A flood of made-up keys within the same window: the table stays at 3, so alpha's count goes.
    for (const key of ['k1', 'k2', 'k3']) expect((await ping(key)).statusCode).toBe(200);
    expect((await ping('alpha')).statusCode).toBe(200);
    // A key still among the 3 most recent keeps its count.
    await ping('k3');
    expect((await ping('k3')).statusCode).toBe(429);
  });
});
