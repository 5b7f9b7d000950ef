import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payloadFor } from '../render/render-fixtures.ts';
import { config, createTusUpload, listen } from '../projects/project-helpers.ts';
import { deleteRedisKeys, TEST_REDIS_URL } from '../redis-keys.ts';
import { createPgDatabase, createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';

const unknownProject = () => randomBytes(16).toString('hex');
const LIMITS = {
  RATE_LIMIT_DISABLED: 'false',
  RATE_LIMIT_UPLOADS: '2/1h',
  RATE_LIMIT_RENDERS: '2/1h',
  RATE_LIMIT_CAPTION_WRITES: '3/1m',
  RATE_LIMIT_CAPTION_IMPORTS: '2/10m',
  RATE_LIMIT_ALIGNMENTS: '1/1h',
};

/** Each expensive call of a user, on a project that does not exist (the limit counts before the lookup). */
function calls(t: TestApp, user: TestUser) {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });
  return {
    render: () => post('/render', payloadFor(unknownProject())),
    save: () => post('/update-subtitle', { id: unknownProject(), subtitleData: [] }),
    import: () =>
      post(`/api/projects/${unknownProject()}/captions/import`, {
        text: '1\n00:00:00,000 --> 00:00:01,000\nHi\n',
      }),
    align: () => post(`/api/projects/${unknownProject()}/captions/script`, { text: 'Hello there.' }),
  };
}

describe('per-user rate limits on expensive work (in process)', () => {
  let t: TestApp;
  let base: string;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...LIMITS, MAX_UNFINISHED_UPLOADS: '10' } });
    base = await listen(t);
    alice = await createTestUser(t.ctx);
    bob = await createTestUser(t.ctx);
  });
  afterAll(() => t.close());

  const createTus = (user: TestUser) =>
    createTusUpload(base, { cookie: user.cookie }, 1000, {
      filename: 'phone.mp4',
      videoConfig: config('phone.mp4', { duration: 2 }),
    });

  it('should count tus creations and POST /upload together, not the chunks of an upload', async () => {
    const first = await createTus(alice);
    expect(first.status).toBe(201);
    expect(first.headers.get('ratelimit-limit')).toBe('2');
    expect(first.headers.get('ratelimit-remaining')).toBe('1');
    const url = new URL(first.headers.get('location') ?? '', `${base}/files/`).toString();
    for (let i = 0; i < 4; i++) {
      const head = await fetch(url, {
        method: 'HEAD',
        headers: { 'Tus-Resumable': '1.0.0', cookie: alice.cookie },
      });
      expect(head.status).toBe(200);
    }
    expect((await createTus(alice)).status).toBe(201);
    const third = await createTus(alice);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await third.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(
        /^Too many uploads: at most 2 in an hour\. Please try again in (60|59) minutes\.$/,
      ) as string,
    });
    // The multipart upload of API clients shares the window (refused before its body is read).
    const form = new FormData();
    form.set('videoConfig', config('a.mp4', { duration: 2 }));
    form.set('video', new Blob([Buffer.alloc(100)]), 'a.mp4');
    const multipart = await fetch(`${base}/upload`, {
      method: 'POST',
      headers: { cookie: alice.cookie },
      body: form,
    });
    expect(multipart.status).toBe(429);
    // Another user has a window of their own.
    expect((await createTus(bob)).status).toBe(201);
  });

  it('should limit export starts, caption saves, imports and alignments per user with 429 and Retry-After', async () => {
    const a = calls(t, alice);
    const b = calls(t, bob);
    const expectLimited = async (
      call: () => Promise<{ statusCode: number; headers: Record<string, unknown>; json: () => unknown }>,
      allowed: number,
      message: RegExp,
    ) => {
      for (let i = 0; i < allowed; i++) expect((await call()).statusCode).toBe(404);
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(message) as string,
      });
    };
    await expectLimited(
      a.render,
      2,
      /^Too many exports: at most 2 in an hour\. Please try again in \d+ minutes\.$/,
    );
    await expectLimited(
      a.save,
      3,
      /^Too many caption saves: at most 3 in a minute\. Please try again in \d+ seconds\.$/,
    );
    await expectLimited(
      a.import,
      2,
      /^Too many subtitle imports: at most 2 in 10 minutes\. Please try again in \d+ minutes\.$/,
    );
    await expectLimited(
      a.align,
      1,
      /^Too many script alignments: at most 1 in an hour\. Please try again in \d+ minutes\.$/,
    );
    // Bob's windows are untouched by Alice's.
    expect((await b.render()).statusCode).toBe(404);
    expect((await b.save()).statusCode).toBe(404);
    expect((await b.import()).statusCode).toBe(404);
    expect((await b.align()).statusCode).toBe(404);
  });

  it('should not count a request refused by validation', async () => {
    const carol = await createTestUser(t.ctx);
    for (let i = 0; i < 5; i++) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/render',
        headers: { cookie: carol.cookie },
        payload: { projectId: 'nope' },
      });
      expect(bad.statusCode).toBe(400);
    }
    expect((await calls(t, carol).render()).statusCode).toBe(404);
  });
});

describe('per-user rate limits across API servers (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  let drop: () => Promise<void>;
  const prefix = `wr-rl-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    // Two API servers on one database and one Redis, as behind a load balancer.
    const pg = await createPgDatabase();
    drop = () => pg.drop();
    const env = {
      ...LIMITS,
      DATABASE_URL: pg.url,
      REDIS_URL: TEST_REDIS_URL,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      REDIS_PREFIX: prefix,
    };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await drop();
    await deleteRedisKeys(prefix);
  });

  it('should hold one window for a user whichever server answers', async () => {
    const user = await createTestUser(a.ctx);
    expect((await calls(a, user).save()).statusCode).toBe(404);
    expect((await calls(b, user).save()).statusCode).toBe(404);
    expect((await calls(a, user).save()).statusCode).toBe(404);
    const refused = await calls(b, user).save();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await calls(a, user).save()).statusCode).toBe(429);
  });
});
