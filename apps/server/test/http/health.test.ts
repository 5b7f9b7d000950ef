import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, dbKinds, type TestApp } from '../test-app.ts';

describe.each(dbKinds)('app boot on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db });
  });
  afterAll(() => t.close());

  it('should answer the health check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('should start new users with 360 credits', async () => {
    const user = await createTestUser(t.ctx);
    const row = await t.ctx.db
      .selectFrom('user')
      .select('credits')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.credits).toBe(360);
  });

  it('should answer unknown API paths with a 404 message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
