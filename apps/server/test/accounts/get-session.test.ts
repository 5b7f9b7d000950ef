import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

describe.each(dbKinds)('GET /api/auth/get-session on %s', (db) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ db });
    user = await createTestUser(t.ctx);
  });
  afterAll(() => t.close());

  it('should say who is signed in and until when, without the session token', async () => {
    const res = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ user: object; session: Record<string, unknown> }>();
    expect(body.user).toEqual({ id: user.id, email: user.email, name: expect.any(String) as unknown });
    expect(Object.keys(body.session)).toEqual(['expiresAt']);
    const { token } = await t.ctx.db
      .selectFrom('session')
      .select('token')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(res.body).not.toContain(token);
  });

  it('should answer null when nobody is signed in', async () => {
    const res = await t.app.inject({ url: '/api/auth/get-session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });
});
