import { CONTACT_THANKS_MESSAGE } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

describe.each(dbKinds)('credits and contact on %s', (db) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ db });
    user = await createTestUser(t.ctx);
  });
  afterAll(() => t.close());

  const purchase = (credits: unknown, cookie = user.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/credits/purchase',
      headers: { cookie },
      payload: { credits },
    });
  const balance = async (cookie = user.cookie) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/credits', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<{ credits: number }>().credits;
  };

  it('should start a new account with 360 credits', async () => {
    const fresh = await createTestUser(t.ctx);
    expect(await balance(fresh.cookie)).toBe(360);
  });

  it('should charge $0.05 a credit through the labelled test-mode provider and add the credits', async () => {
    const fresh = await createTestUser(t.ctx);
    const res = await purchase(250, fresh.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      credits: 610,
      purchase: { credits: 250, amountCents: 1250, currency: 'USD', provider: 'test', testMode: true },
    });
    expect(res.json<{ message: string }>().message).toMatch(/test mode/);
    expect(await balance(fresh.cookie)).toBe(610);
    const rows = await t.ctx.db
      .selectFrom('creditPurchase')
      .selectAll()
      .where('userId', '=', fresh.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ credits: 250, amountCents: 1250, provider: 'test', testMode: 1 });
  });

  it('should accept the bounds 100 and 12,000', async () => {
    const fresh = await createTestUser(t.ctx);
    expect((await purchase(100, fresh.cookie)).statusCode).toBe(200);
    expect((await purchase(12_000, fresh.cookie)).statusCode).toBe(200);
    expect(await balance(fresh.cookie)).toBe(360 + 100 + 12_000);
  });

  it.each([
    [90, 'You can buy at least 100 credits at a time.'],
    [12_010, 'You can buy at most 12,000 credits at a time.'],
    [105, 'Credits are sold in steps of 10.'],
    [100.5, 'Please enter a whole number of credits.'],
    ['lots', 'Please enter a number of credits.'],
  ])('should refuse %s credits with a clear message and charge nothing', async (credits, message) => {
    const before = await balance();
    const res = await purchase(credits);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await balance()).toBe(before);
  });

  it('should require a signed-in user for credits', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/credits' })).statusCode).toBe(401);
    expect((await purchase(100, '')).statusCode).toBe(401);
  });

  it('should store a contact message and thank the sender', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: 'Ada@Example.com', message: 'Hello there' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_THANKS_MESSAGE });
    expect(CONTACT_THANKS_MESSAGE).toBe("Thanks for reaching out! We'll get back to you soon.");
    const row = await t.ctx.db
      .selectFrom('contactMessage')
      .selectAll()
      .where('message', '=', 'Hello there')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
  });

  it('should refuse a contact message that is empty or too long', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: 'ada@example.com', message: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Please enter a message.' });
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(5001) },
    });
    expect(long.statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: 'nope', message: 'hi' },
    });
    expect(bad.json()).toMatchObject({ message: 'Please enter a valid email address.' });
  });
});
