import { MemoryRateCounter, type RateCounter } from './rate-counter.ts';

/** The Redis counter with REDIS_URL (ioredis loaded only then), else the in-process one. */
export async function createRateCounter(config: {
  REDIS_URL?: string;
  REDIS_PREFIX: string;
}): Promise<RateCounter> {
  if (!config.REDIS_URL) return new MemoryRateCounter();
  const { RedisRateCounter } = await import('./redis-rate-counter.ts');
  return new RedisRateCounter(config.REDIS_URL, config.REDIS_PREFIX);
}
