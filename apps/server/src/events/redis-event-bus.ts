import { appEventSchema, type AppEvent } from '@wordreel/core';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { type EventBus, type EventListener, InProcessEventBus } from './event-bus.ts';

/** Publishes on a Redis channel; a subscriber connection relays every message to local listeners. */
export class RedisEventBus implements EventBus {
  private readonly local = new InProcessEventBus();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly ready: Promise<unknown>;

  constructor(
    url: string,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 3 });
    this.sub = new Redis(url, { maxRetriesPerRequest: 3 });
    this.sub.on('message', (_channel: string, message: string) => this.relay(message));
    this.ready = this.sub.subscribe(channel);
  }

  /** Resolves once this bus receives what others publish. */
  async whenReady(): Promise<void> {
    await this.ready;
  }

  async publish(event: AppEvent): Promise<void> {
    await this.pub.publish(this.channel, JSON.stringify(event));
  }

  subscribe(listener: EventListener): () => void {
    return this.local.subscribe(listener);
  }

  async close(): Promise<void> {
    await this.local.close();
    this.sub.disconnect();
    await this.pub.quit().catch(() => this.pub.disconnect());
  }

  private relay(message: string): void {
    try {
      void this.local.publish(appEventSchema.parse(JSON.parse(message)));
    } catch (error) {
      this.log.warn({ err: error }, 'ignored a malformed event from Redis');
    }
  }
}
