import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { type EventBus, InProcessEventBus } from './event-bus.ts';

/**
 * Redis pub/sub when REDIS_URL is set (workers and API servers are separate processes), else in-process;
 * ioredis is loaded only then.
 */
export async function createEventBus(config: Config, log: FastifyBaseLogger): Promise<EventBus> {
  if (config.REDIS_URL) {
    const { RedisEventBus } = await import('./redis-event-bus.ts');
    return new RedisEventBus(config.REDIS_URL, `${config.REDIS_PREFIX}:events`, log);
  }
  return new InProcessEventBus();
}
