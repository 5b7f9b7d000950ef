import { Redis } from 'ioredis';
import type { RateCounter, RateWindow } from './rate-counter.ts';

/** INCR and start the expiry with the first hit, atomically; a key without expiry gets one. */
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
local t = redis.call('PTTL', KEYS[1])
if c == 1 or t < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  t = tonumber(ARGV[1])
end
return {c, t}`;

export class RedisRateCounter implements RateCounter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 3 });
  }

  async hit(key: string, windowMs: number): Promise<RateWindow> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.key(key), windowMs)) as [number, number];
    return { count, resetInMs: ttl };
  }

  async peek(key: string): Promise<RateWindow | null> {
    const [count, ttl] = await this.redis
      .multi()
      .get(this.key(key))
      .pttl(this.key(key))
      .exec()
      .then((r) => (r ?? []).map(([, v]) => v) as [string | null, number]);
    return count === null || ttl <= 0 ? null : { count: Number(count), resetInMs: ttl };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private key(key: string): string {
    return `${this.prefix}:rate:${key}`;
  }
}
