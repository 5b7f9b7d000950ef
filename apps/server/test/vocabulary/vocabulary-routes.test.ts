import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVocabulary } from '../../src/modules/vocabulary/vocabulary.repository.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

describe.each(dbKinds)('the custom vocabulary API on %s', (db) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ db });
    alice = await createTestUser(t.ctx);
    bob = await createTestUser(t.ctx);
  });
  afterAll(() => t.close());

  const get = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/vocabulary', headers: { cookie: user.cookie } });
  const put = (user: TestUser, payload: { terms: string[] }) =>
    t.app.inject({ method: 'PUT', url: '/api/vocabulary', headers: { cookie: user.cookie }, payload });

  it('should start empty, save the whole list and give it back to its owner only', async () => {
    expect((await get(alice)).json()).toEqual({ terms: [] });
    const res = await put(alice, { terms: ['Wordreel', ' Kubernetes ', 'Dr. Quilter'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ terms: ['Wordreel', 'Kubernetes', 'Dr. Quilter'] });
    expect((await get(alice)).json()).toEqual({ terms: ['Wordreel', 'Kubernetes', 'Dr. Quilter'] });
    expect(await findVocabulary(t.ctx.db, alice.id)).toEqual(['Wordreel', 'Kubernetes', 'Dr. Quilter']);
    // Bob has his own (empty) list; Alice's is not his to read or change.
    expect((await get(bob)).json()).toEqual({ terms: [] });
    expect((await put(bob, { terms: ['Bobcat'] })).statusCode).toBe(200);
    expect((await get(alice)).json()).toEqual({ terms: ['Wordreel', 'Kubernetes', 'Dr. Quilter'] });
    // Replacing with fewer terms drops the rest.
    expect((await put(alice, { terms: [] })).json()).toEqual({ terms: [] });
    expect(await findVocabulary(t.ctx.db, alice.id)).toEqual([]);
  });

  it('should refuse more than 100 terms, duplicates, empty and over-long terms', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `term${i}`);
    for (const terms of [many, ['Alpha', 'alpha'], [''], ['x'.repeat(61)], ['one two three four five']]) {
      const res = await put(alice, { terms });
      expect(res.statusCode, JSON.stringify(terms).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect((await put(alice, { terms: many.slice(0, 100) })).statusCode).toBe(200);
  });

  it('should ask for sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/vocabulary' });
    expect(res.statusCode).toBe(401);
    const write = await t.app.inject({ method: 'PUT', url: '/api/vocabulary', payload: { terms: ['x'] } });
    expect(write.statusCode).toBe(401);
  });
});
