import { Redis } from 'ioredis';

/** The Redis the tests run against (scripts/services.sh starts it). */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Removes every key under `prefix` from the tests' Redis: the queues, rate windows and channels a test
 * made under its own REDIS_PREFIX. BullMQ keeps finished jobs, so without this each run left its
 * queues behind on a Redis that lives as long as the machine.
 */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
