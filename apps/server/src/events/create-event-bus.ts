import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { type EventBus, InProcessEventBus } from './event-bus.ts';
import { RedisEventBus } from './redis-event-bus.ts';

/** Redis pub/sub when REDIS_URL is set (workers and API servers are separate processes), else in-process. */
export function createEventBus(config: Config, log: FastifyBaseLogger): EventBus {
  if (config.REDIS_URL) return new RedisEventBus(config.REDIS_URL, `${config.REDIS_PREFIX}:events`, log);
  return new InProcessEventBus();
}
