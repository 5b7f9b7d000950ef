import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerEventRoutes } from '../../src/events/events.routes.ts';
import { registerErrorHandler } from '../../src/http/error-handler.ts';
import { registerSession } from '../../src/http/session.ts';
import { generateApiKey, revokeApiKeys } from '../../src/modules/accounts/api-keys.service.ts';
import { updateProjectStatus } from '../../src/modules/projects/projects.service.ts';
import { insertProject } from '../../src/modules/projects/projects.repository.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';
import { listen } from './project-helpers.ts';

/** Reads server-sent events until `count` data events have arrived. */
async function readEvents(res: Response, count: number): Promise<unknown[]> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: unknown[] = [];
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      for (const line of block.split('\n'))
        if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
    }
  }
  await reader.cancel();
  return events;
}

describe.each(dbKinds)('GET /api/events on %s', (db) => {
  let t: TestApp;
  let base: string;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ db });
    base = await listen(t);
    alice = await createTestUser(t.ctx);
    bob = await createTestUser(t.ctx);
  });
  afterAll(() => t.close());

  const videoConfig = { name: 'a.mp4', lang: 'en' as const, orientation: 'portrait' as const };

  it("should stream the user's own project updates and nobody else's", async () => {
    const mine = 'a'.repeat(32);
    const theirs = 'b'.repeat(32);
    await insertProject(t.ctx.db, { id: mine, userId: alice.id, name: 'a', videoConfig, status: 'uploaded' });
    await insertProject(t.ctx.db, { id: theirs, userId: bob.id, name: 'b', videoConfig, status: 'uploaded' });
    const res = await fetch(`${base}/api/events`, { headers: { cookie: alice.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const received = readEvents(res, 2);
    await new Promise((r) => setTimeout(r, 100));
    await updateProjectStatus(t.ctx, theirs, { status: 'processing', progress: 10 });
    await updateProjectStatus(t.ctx, mine, { status: 'processing', progress: 30 });
    await updateProjectStatus(t.ctx, mine, {
      status: 'failed',
      statusDetail: 'The file is not a video we can read.',
    });
    expect(await received).toEqual([
      {
        type: 'project',
        projectId: mine,
        userId: alice.id,
        status: 'processing',
        progress: 30,
        statusDetail: null,
      },
      {
        type: 'project',
        projectId: mine,
        userId: alice.id,
        status: 'failed',
        progress: 0,
        statusDetail: 'The file is not a video we can read.',
      },
    ]);
  });

  it('should refuse the stream without a session', async () => {
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
  });
});

describe('GET /api/events heartbeat (a bare app beating every 100 ms)', () => {
  let t: TestApp;
  let base: string;
  let user: TestUser;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ db: 'sqlite' });
    user = await createTestUser(t.ctx);
    // The same route on a bare app with a short heartbeat, so the test need not wait 15 s.
    app = Fastify();
    registerErrorHandler(app);
    registerSession(app, t.ctx);
    registerEventRoutes(app, t.ctx, 100);
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('should send a comment line at the heartbeat interval', async () => {
    const res = await fetch(`${base}/api/events`, { headers: { cookie: user.cookie } });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const started = Date.now();
    while (!text.includes(': heartbeat') && Date.now() - started < 5000) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    await reader.cancel();
    expect(text).toContain(': connected');
    expect(text).toContain(': heartbeat\n\n');
  });

  /** Reads the stream until the server ends it (ended) or `ms` pass (not ended); counts heartbeats. */
  async function readUntilEnd(res: Response, ms: number): Promise<{ ended: boolean; beats: number }> {
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    let gaveUp = false;
    const timeout = setTimeout(() => {
      gaveUp = true;
      void reader.cancel();
    }, ms);
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    clearTimeout(timeout);
    return { ended: !gaveUp, beats: text.split(': heartbeat').length - 1 };
  }

  it('should end an open stream at the next heartbeat once its API key is revoked', async () => {
    const user = await createTestUser(t.ctx);
    const { key } = await generateApiKey(t.ctx.db, user.id);
    const res = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    const read = readUntilEnd(res, 5000);
    await new Promise((r) => setTimeout(r, 250));
    await revokeApiKeys(t.ctx.db, user.id);
    const { ended, beats } = await read;
    expect(ended).toBe(true);
    expect(beats).toBeGreaterThanOrEqual(1); // it was alive and beating before the revocation
  });

  it('should end an open stream once its session is deleted, and keep another user’s stream', async () => {
    const leaving = await createTestUser(t.ctx);
    const staying = await createTestUser(t.ctx);
    const ends = readUntilEnd(
      await fetch(`${base}/api/events`, { headers: { cookie: leaving.cookie } }),
      5000,
    );
    const stays = readUntilEnd(
      await fetch(`${base}/api/events`, { headers: { cookie: staying.cookie } }),
      1500,
    );
    await new Promise((r) => setTimeout(r, 250));
    await t.ctx.db.deleteFrom('session').where('userId', '=', leaving.id).execute();
    t.ctx.sessionCache.revokeUser(leaving.id);
    expect((await ends).ended).toBe(true);
    const kept = await stays;
    expect(kept.ended).toBe(false);
    expect(kept.beats).toBeGreaterThanOrEqual(3);
  });
});
