import { randomBytes } from 'node:crypto';
import type { AppEvent } from '@wordreel/core';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { type EventBus, InProcessEventBus } from '../../src/events/event-bus.ts';
import { RedisEventBus } from '../../src/events/redis-event-bus.ts';
import { TEST_REDIS_URL } from '../redis-keys.ts';

const log = pino({ level: 'silent' });
const channel = `wrtest-${randomBytes(6).toString('hex')}:events`;

/** A publisher and a subscriber; with Redis they are separate connections, as a worker and an API server. */
const adapters: [string, () => Promise<{ publisher: EventBus; subscriber: EventBus }>][] = [
  [
    'in-process',
    () => {
      const bus = new InProcessEventBus();
      return Promise.resolve({ publisher: bus, subscriber: bus });
    },
  ],
  [
    'Redis pub/sub',
    async () => {
      const publisher = new RedisEventBus(TEST_REDIS_URL, channel, log);
      const subscriber = new RedisEventBus(TEST_REDIS_URL, channel, log);
      await subscriber.whenReady();
      return { publisher, subscriber };
    },
  ],
];

describe.each(adapters)('event bus: %s', (_name, make) => {
  const opened: EventBus[] = [];
  afterAll(async () => {
    for (const bus of new Set(opened)) await bus.close();
  });

  it('should deliver published events to subscribers until they unsubscribe', async () => {
    const { publisher, subscriber } = await make();
    opened.push(publisher, subscriber);
    const seen: AppEvent[] = [];
    let arrived: () => void = () => undefined;
    const first = new Promise<void>((r) => (arrived = r));
    const unsubscribe = subscriber.subscribe((e) => {
      seen.push(e);
      arrived();
    });
    const event: AppEvent = {
      type: 'render',
      projectId: 'c'.repeat(32),
      userId: 'u1',
      state: 'running',
      progress: 42,
      error: null,
    };
    await publisher.publish(event);
    await first;
    expect(seen).toEqual([event]);
    unsubscribe();
    await publisher.publish({ ...event, progress: 50 });
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toHaveLength(1);
  });
});
