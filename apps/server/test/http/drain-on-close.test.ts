import { once } from 'node:events';
import type { Server } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeConnectionsAsTheyIdle } from '../../src/http/drain-on-close.ts';
import { createTestApp } from '../test-app.ts';

/** Whether `promise` settles before `ms` passes: a hang guard, far below the keep-alive timeout. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Resolves once close() has stopped the listener: Fastify has then closed the connections idle at that
 * moment, so a request answered from now on is one the sweep has to catch.
 */
async function stoppedListening(server: Server): Promise<void> {
  while (server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('closeConnectionsAsTheyIdle', () => {
  it('should let a request in flight finish, then close its kept-alive connection so close() returns', async () => {
    // A keep-alive timeout no test would wait for: without the sweep close() waits all of it.
    const app = Fastify({ keepAliveTimeout: 600_000 });
    closeConnectionsAsTheyIdle(app);
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/slow', async () => {
      arrived();
      await answered;
      return { done: true };
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = fetch(`${base}/slow`).then((r) => r.json());
    await inFlight;
    const closed = app.close();
    await stoppedListening(app.server);
    release();
    expect(await response).toEqual({ done: true });
    expect(await settlesWithin(closed, 10_000)).toBe(true);
  });

  it('should close an app that never listened', async () => {
    const app = Fastify();
    closeConnectionsAsTheyIdle(app);
    await app.ready();
    expect(await settlesWithin(app.close(), 10_000)).toBe(true);
  });

  it('should be part of every app: a test app closes once a request that was arriving is answered', async () => {
    const t = await createTestApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A request whose body is still arriving when close() starts: it is in flight until the body ends.
    let finishBody!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id":'));
        finishBody = () => {
          controller.enqueue(new TextEncoder().encode('"x"}'));
          controller.close();
        };
      },
    });
    const arrived = once(t.app.server, 'request');
    const pending = fetch(`${base}/update-subtitle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    });
    await arrived;
    const closed = t.app.close();
    await stoppedListening(t.app.server);
    finishBody();
    // Answered once the body has been read (signed out: 401, decision 078), not cut off.
    expect((await pending).status).toBe(401);
    expect(await settlesWithin(closed, 10_000)).toBe(true);
    await t.close();
  });
});
