import { EventEmitter } from 'node:events';
import type { AppEvent } from '@wordreel/core';

export type EventListener = (event: AppEvent) => void;

/**
 * Project and render updates. In-process by default; with REDIS_URL, workers publish over Redis
 * pub/sub and every API server delivers to its own SSE clients.
 */
export interface EventBus {
  publish(event: AppEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
}

export class InProcessEventBus implements EventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open SSE connection; many is normal.
    this.emitter.setMaxListeners(0);
  }

  publish(event: AppEvent): Promise<void> {
    this.emitter.emit('event', event);
    return Promise.resolve();
  }

  subscribe(listener: EventListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}
