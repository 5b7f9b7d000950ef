import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CROSS_SITE_REFUSED, JSON_REQUIRED } from '../../src/http/csrf.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

describe.each(dbKinds)('cross-site request forgery defences on %s', (db) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ db, env: { PUBLIC_URL: 'https://app.example.com' } });
  });
  afterAll(() => t.close());
  // A user of each test's own: the refusals check that the user still has no API key.
  beforeEach(async () => {
    user = await createTestUser(t.ctx);
  });

  const rotateKey = (headers: Record<string, string>, payload?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/api-key',
      headers: { cookie: user.cookie, ...headers },
      payload,
    });

  it('should refuse a text/plain body on a state-changing route (what a cross-site form can send)', async () => {
    const res = await rotateKey({ 'content-type': 'text/plain' }, 'x');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: JSON_REQUIRED });
    const form = await rotateKey({ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1');
    expect(form.statusCode).toBe(415);
    expect(await t.ctx.db.selectFrom('apiKey').select('id').where('userId', '=', user.id).execute()).toEqual(
      [],
    );
  });

  it('should refuse a cookie request from another site or another origin of the same site', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://app.example.com:8443' },
      { origin: 'https://evil.example' },
      { origin: 'http://app.example.com' },
    ]) {
      const res = await rotateKey({ ...headers, 'content-type': 'application/json' }, '{}');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: CROSS_SITE_REFUSED });
    }
    expect(await t.ctx.db.selectFrom('apiKey').select('id').where('userId', '=', user.id).execute()).toEqual(
      [],
    );
  });

  it("should accept the app's own pages, and clients that are not browsers", async () => {
    expect(
      (await rotateKey({ 'sec-fetch-site': 'same-origin', origin: 'https://app.example.com' })).statusCode,
    ).toBe(201);
    expect((await rotateKey({ origin: 'https://app.example.com' })).statusCode).toBe(201);
    expect((await rotateKey({})).statusCode).toBe(201);
    expect((await rotateKey({ 'content-type': 'application/json' }, '{}')).statusCode).toBe(201);
  });

  it('should not check the origin of a request that carries its own Bearer key', async () => {
    const { key } = (await rotateKey({})).json<{ key: string }>();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/credits/purchase',
      headers: {
        authorization: `Bearer ${key}`,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: { credits: 100 },
    });
    expect(res.statusCode).toBe(200);
  });

  it('should leave reads alone', async () => {
    const res = await t.app.inject({
      url: '/api/users/me',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});
