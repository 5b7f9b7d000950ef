import { MAX_NAMED_API_KEYS, type CreatedNamedApiKey, type NamedApiKey } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SIGNED_IN, SESSION_REQUIRED } from '../../src/http/session.ts';
import {
  createNamedApiKey,
  LAST_USED_RESOLUTION_MS,
  findApiKey,
} from '../../src/modules/accounts/api-keys.service.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

/**
 * Keys for integrations (decision 066): named keys beside the account's own, each working and revoked
 * on its own, only ever managed from a signed-in session, never anyone else's.
 */
describe.each(dbKinds)('keys for integrations on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db });
  });
  afterAll(() => t.close());

  const create = (
    user: TestUser,
    name: unknown,
    headers: Record<string, string> = { cookie: user.cookie },
    extra: Record<string, unknown> = {},
  ) => t.app.inject({ method: 'POST', url: '/api/users/api-keys', headers, payload: { name, ...extra } });
  const created = async (user: TestUser, name: string) => {
    const res = await create(user, name);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedNamedApiKey>();
  };
  const list = async (user: TestUser) => {
    const res = await t.app.inject({ url: '/api/users/api-keys', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<{ keys: NamedApiKey[] }>().keys;
  };
  const revoke = (user: TestUser, id: string, headers: Record<string, string> = { cookie: user.cookie }) =>
    t.app.inject({ method: 'DELETE', url: `/api/users/api-keys/${id}`, headers });
  const meWithKey = (key: string) =>
    t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${key}` } });

  it('should keep each key working until it alone is revoked, beside the account key', async () => {
    const user = await createTestUser(t.ctx);
    const account = (
      await t.app.inject({ method: 'POST', url: '/api/users/api-key', headers: { cookie: user.cookie } })
    ).json<{ key: string }>();
    const zapier = await created(user, '  Zapier  ');
    const site = await created(user, 'Client site');
    expect(zapier.name).toBe('Zapier');
    expect(zapier.key).toMatch(/^wr_[A-Za-z0-9_-]{43}$/);
    expect(zapier.key.startsWith(zapier.prefix)).toBe(true);

    // Listed newest first, without the keys; the account key is not among them.
    const listed = await list(user);
    expect(listed.map((k) => k.name)).toEqual(['Client site', 'Zapier']);
    expect(JSON.stringify(listed)).not.toContain(zapier.key);
    expect(listed[1]).toEqual({
      id: zapier.id,
      name: 'Zapier',
      prefix: zapier.prefix,
      masked: zapier.masked,
      createdAt: zapier.createdAt,
      lastUsedAt: null,
      expiresAt: null,
      expired: false,
      access: 'full',
      creditsUsed: 0,
      monthlyCreditLimit: null,
      creditsUsedThisMonth: 0,
    });

    for (const key of [account.key, zapier.key, site.key]) {
      expect((await meWithKey(key)).json()).toMatchObject({ user: { userId: user.id } });
    }
    // Regenerating the account key leaves the integrations' keys working.
    const regenerated = await t.app.inject({
      method: 'POST',
      url: '/api/users/api-key',
      headers: { cookie: user.cookie },
    });
    expect((await meWithKey(account.key)).statusCode).toBe(401);
    expect((await meWithKey(regenerated.json<{ key: string }>().key)).statusCode).toBe(200);
    expect((await meWithKey(zapier.key)).statusCode).toBe(200);

    // Revoking one leaves the other.
    expect((await revoke(user, zapier.id)).statusCode).toBe(204);
    expect((await meWithKey(zapier.key)).statusCode).toBe(401);
    expect((await meWithKey(site.key)).statusCode).toBe(200);
    expect((await list(user)).map((k) => k.name)).toEqual(['Client site']);
    // Twice is not found.
    const again = await revoke(user, zapier.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'API key not found' });
  });

  it('should list keys made in the same millisecond in the order they were made, newest first', async () => {
    const user = await createTestUser(t.ctx);
    const at = Date.now();
    for (const name of ['first', 'second', 'third']) await createNamedApiKey(t.ctx.db, user.id, { name }, at);
    const listed = await list(user);
    expect(listed.map((k) => k.name)).toEqual(['third', 'second', 'first']);
    expect(new Set(listed.map((k) => k.createdAt)).size).toBe(3);
  });

  it('should stop a key at its expiry with a message that says so, and keep it listed until revoked', async () => {
    const user = await createTestUser(t.ctx);
    const res = await create(user, 'Contractor', { cookie: user.cookie }, { expiresInDays: 30 });
    expect(res.statusCode, res.body).toBe(201);
    const contractor = res.json<CreatedNamedApiKey>();
    expect(Date.parse(contractor.expiresAt as string) - Date.parse(contractor.createdAt)).toBe(
      30 * 86_400_000,
    );
    const forever = await created(user, 'Forever');
    expect(forever.expiresAt).toBeNull();
    expect((await list(user)).map((k) => [k.name, k.expiresAt])).toEqual([
      ['Forever', null],
      ['Contractor', contractor.expiresAt],
    ]);
    expect((await meWithKey(contractor.key)).statusCode).toBe(200);

    // Its last day ends: the key is refused, and says why.
    const endedAt = Date.now() - 1;
    await t.ctx.db
      .updateTable('apiKey')
      .set({ expiresAt: endedAt })
      .where('id', '=', contractor.id)
      .execute();
    const expired = await meWithKey(contractor.key);
    expect(expired.statusCode).toBe(401);
    const day = new Date(endedAt).toISOString().slice(0, 10);
    expect(expired.json()).toMatchObject({
      message: `This API key expired on ${day}. Make a new one on the API Config page.`,
    });
    expect((await meWithKey(forever.key)).statusCode).toBe(200);
    // A wrong key still gets the plain answer.
    expect((await meWithKey(`${forever.key.slice(0, -1)}x`)).json()).toMatchObject({
      message: NOT_SIGNED_IN,
    });
    // Listed (with its date) until revoked.
    expect((await list(user)).map((k) => [k.name, k.expired])).toEqual([
      ['Forever', false],
      ['Contractor', true],
    ]);
    expect((await revoke(user, contractor.id)).statusCode).toBe(204);

    for (const expiresInDays of [0, 366, 1.5, '30']) {
      const bad = await create(user, 'Bad', { cookie: user.cookie }, { expiresInDays });
      expect(bad.statusCode, String(expiresInDays)).toBe(400);
      expect(bad.json()).toMatchObject({
        message: 'expiresInDays must be a whole number of days from 1 to 365.',
      });
    }
  });

  it('should show when a key was last used, written at most once a minute', async () => {
    const user = await createTestUser(t.ctx);
    const key = await created(user, 'Reporting');
    await meWithKey(key.key);
    const first = (await list(user))[0]?.lastUsedAt;
    expect(first).not.toBeNull();
    const firstMs = Date.parse(first as string);
    expect(Date.now() - firstMs).toBeLessThan(60_000);

    // Within the minute a use writes nothing; a minute later it does.
    await findApiKey(t.ctx.db, key.key, firstMs + LAST_USED_RESOLUTION_MS - 1);
    expect((await list(user))[0]?.lastUsedAt).toBe(first);
    await findApiKey(t.ctx.db, key.key, firstMs + LAST_USED_RESOLUTION_MS);
    expect((await list(user))[0]?.lastUsedAt).toBe(new Date(firstMs + LAST_USED_RESOLUTION_MS).toISOString());
  });

  it('should let only a signed-in session make or revoke keys, and only its own', async () => {
    const alice = await createTestUser(t.ctx);
    const bob = await createTestUser(t.ctx);
    const alices = await created(alice, 'Alice’s app');
    const bearer = { authorization: `Bearer ${alices.key}` };

    // A key may read the list (no secrets in it) but not mint or revoke.
    const listed = await t.app.inject({ url: '/api/users/api-keys', headers: bearer });
    expect(listed.json<{ keys: NamedApiKey[] }>().keys.map((k) => k.id)).toEqual([alices.id]);
    const mint = await create(alice, 'by key', bearer);
    expect(mint.statusCode).toBe(403);
    expect(mint.json()).toMatchObject({ message: SESSION_REQUIRED });
    expect((await revoke(alice, alices.id, bearer)).statusCode).toBe(403);

    // Bob cannot see or revoke Alice's key; nor can anyone signed out.
    expect(await list(bob)).toEqual([]);
    expect((await revoke(bob, alices.id)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/api-keys/${alices.id}` })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/users/api-keys' })).statusCode).toBe(401);
    expect((await meWithKey(alices.key)).statusCode).toBe(200);
    // The account key's route cannot revoke a named one either: there is none to take.
    const accountInfo = await t.app.inject({ url: '/api/users/api-key', headers: { cookie: alice.cookie } });
    expect(accountInfo.json()).toBeNull();
  });

  it('should refuse a bad name and an eleventh key with a message, and keep the others', async () => {
    const user = await createTestUser(t.ctx);
    for (const [name, message] of [
      ['   ', 'Please give the key a name.'],
      ['x'.repeat(61), 'A key name is at most 60 characters.'],
    ] as const) {
      const res = await create(user, name);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    const made = await Promise.all(
      Array.from({ length: MAX_NAMED_API_KEYS + 2 }, (_, i) => create(user, `client ${i}`)),
    );
    // Twelve at once: exactly ten made, the rest refused, none over the maximum.
    expect(made.filter((r) => r.statusCode === 201)).toHaveLength(MAX_NAMED_API_KEYS);
    const refused = made.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409]);
    expect(refused[0]?.json()).toMatchObject({
      message: `You have ${MAX_NAMED_API_KEYS} keys for integrations. Revoke one to make another.`,
    });
    expect(await list(user)).toHaveLength(MAX_NAMED_API_KEYS);
    // Revoking one makes room.
    const first = (await list(user))[0] as NamedApiKey;
    await revoke(user, first.id);
    expect((await create(user, 'one more')).statusCode).toBe(201);
  });
});
