import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_REQUIRED } from '../../src/http/session.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

interface CreatedKey {
  key: string;
  prefix: string;
  masked: string;
  createdAt: string;
}

describe.each(dbKinds)('API keys and who the caller is on %s', (db) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ db });
    alice = await createTestUser(t.ctx);
    bob = await createTestUser(t.ctx);
  });
  afterAll(() => t.close());

  const generate = async (user: TestUser) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/api-key',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(201);
    return res.json<CreatedKey>();
  };
  const meWithKey = (key: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${key}` } });

  it('should answer null before a key is generated', async () => {
    const user = await createTestUser(t.ctx);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/api-key',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('should return the full key once and afterwards only its masked form', async () => {
    const created = await generate(alice);
    expect(created.key).toMatch(/^wr_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/api-key',
      headers: { cookie: alice.cookie },
    });
    const info = res.json<Record<string, string>>();
    expect(info).toEqual({
      prefix: created.prefix,
      masked: created.masked,
      createdAt: created.createdAt,
      lastUsedAt: null,
    });
    expect(JSON.stringify(info)).not.toContain(created.key);
  });

  it('should store only a hash of the key', async () => {
    const created = await generate(alice);
    const rows = await t.ctx.db.selectFrom('apiKey').selectAll().where('userId', '=', alice.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(created.key);
  });

  it('should authenticate a protected route with the bearer key', async () => {
    const created = await generate(alice);
    const res = await meWithKey(created.key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { userId: alice.id, email: alice.email } });
  });

  it('should revoke the old key when a new one is generated', async () => {
    const first = await generate(alice);
    const second = await generate(alice);
    expect((await meWithKey(first.key)).statusCode).toBe(401);
    expect((await meWithKey(second.key)).statusCode).toBe(200);
  });

  it('should answer 401 for an unknown or malformed key', async () => {
    expect((await meWithKey(`wr_${'A'.repeat(43)}`)).statusCode).toBe(401);
    expect((await meWithKey('not-a-key')).statusCode).toBe(401);
  });

  it('should require a session to generate or read a key', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/users/api-key' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/api-key' })).statusCode).toBe(401);
  });

  it('should not let an API key mint a new key or delete the account', async () => {
    const user = await createTestUser(t.ctx);
    const { key } = await generate(user);
    const bearer = { authorization: `Bearer ${key}` };
    const mint = await t.app.inject({ method: 'POST', url: '/api/users/api-key', headers: bearer });
    expect(mint.statusCode).toBe(403);
    expect(mint.json()).toMatchObject({ code: 'FORBIDDEN', message: SESSION_REQUIRED });
    const remove = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer });
    expect(remove.statusCode).toBe(403);
    // The key still works, the account is still there, and the session can still do both.
    expect((await meWithKey(key)).statusCode).toBe(200);
    const bySession = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { cookie: user.cookie },
    });
    expect(bySession.statusCode).toBe(200);
    expect((await meWithKey(key)).statusCode).toBe(401);
  });

  it('should never take the user from a request body', async () => {
    const before = await t.ctx.db
      .selectFrom('user')
      .select('credits')
      .where('id', '=', bob.id)
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/credits/purchase',
      headers: { cookie: alice.cookie },
      payload: { credits: 100, userId: bob.id, user: { userId: bob.id, email: bob.email } },
    });
    expect(res.statusCode).toBe(200);
    const after = await t.ctx.db
      .selectFrom('user')
      .select('credits')
      .where('id', '=', bob.id)
      .executeTakeFirstOrThrow();
    expect(after.credits).toBe(before.credits);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/users/api-key',
      headers: { cookie: alice.cookie },
      payload: { userId: bob.id },
    });
    const apiKey = key.json<CreatedKey>().key;
    expect((await meWithKey(apiKey)).json()).toMatchObject({ user: { userId: alice.id } });
    const bobKeys = await t.ctx.db.selectFrom('apiKey').select('id').where('userId', '=', bob.id).execute();
    expect(bobKeys).toEqual([]);
  });
});
