import { describe, expect, it } from 'vitest';
import { findVocabulary } from '../../src/modules/vocabulary/vocabulary.repository.ts';
import { appWithFreshUsers } from '../app-suite.ts';
import { createTestUser, dbKinds, type TestUser } from '../test-app.ts';

describe.each(dbKinds)('the custom vocabulary API on %s', (db) => {
  // Users of each test's own: a list starts empty whichever test saved terms before.
  const suite = appWithFreshUsers(db);

  const get = (user: TestUser) =>
    suite.t.app.inject({ method: 'GET', url: '/api/vocabulary', headers: { cookie: user.cookie } });
  const put = (user: TestUser, payload: { terms: string[] }) =>
    suite.t.app.inject({ method: 'PUT', url: '/api/vocabulary', headers: { cookie: user.cookie }, payload });

  it('should start empty, save the whole list and give it back to its owner only', async () => {
    expect((await get(suite.alice)).json()).toEqual({ terms: [] });
    const res = await put(suite.alice, { terms: ['Wordreel', ' Kubernetes ', 'Dr. Quilter'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ terms: ['Wordreel', 'Kubernetes', 'Dr. Quilter'] });
    expect((await get(suite.alice)).json()).toEqual({ terms: ['Wordreel', 'Kubernetes', 'Dr. Quilter'] });
    expect(await findVocabulary(suite.t.ctx.db, suite.alice.id)).toEqual([
      'Wordreel',
      'Kubernetes',
      'Dr. Quilter',
    ]);
    // Bob has his own (empty) list; Alice's is not his to read or change.
    expect((await get(suite.bob)).json()).toEqual({ terms: [] });
    expect((await put(suite.bob, { terms: ['Bobcat'] })).statusCode).toBe(200);
    expect((await get(suite.alice)).json()).toEqual({ terms: ['Wordreel', 'Kubernetes', 'Dr. Quilter'] });
    // Replacing with fewer terms drops the rest.
    expect((await put(suite.alice, { terms: [] })).json()).toEqual({ terms: [] });
    expect(await findVocabulary(suite.t.ctx.db, suite.alice.id)).toEqual([]);
  });

  it('should refuse more than 100 terms, duplicates, empty and over-long terms', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `term${i}`);
    for (const terms of [many, ['Alpha', 'alpha'], [''], ['x'.repeat(61)], ['one two three four five']]) {
      const res = await put(suite.alice, { terms });
      expect(res.statusCode, JSON.stringify(terms).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect((await put(suite.alice, { terms: many.slice(0, 100) })).statusCode).toBe(200);
  });

  const addTerm = (user: TestUser, term: string) =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/vocabulary/terms',
      headers: { cookie: user.cookie },
      payload: { term },
    });
  const removeTerm = (user: TestUser, term: string) =>
    suite.t.app.inject({
      method: 'DELETE',
      url: `/api/vocabulary/terms/${encodeURIComponent(term)}`,
      headers: { cookie: user.cookie },
    });

  it('should add and remove one term at a time, ignoring case, and say whether the list changed', async () => {
    const carol = await createTestUser(suite.t.ctx);
    expect((await addTerm(carol, ' Dr. Quilter ')).json()).toEqual({ terms: ['Dr. Quilter'], changed: true });
    expect((await addTerm(carol, 'Wordreel')).json()).toEqual({
      terms: ['Dr. Quilter', 'Wordreel'],
      changed: true,
    });
    expect((await addTerm(carol, 'WORDREEL')).json()).toEqual({
      terms: ['Dr. Quilter', 'Wordreel'],
      changed: false,
    });
    expect((await removeTerm(carol, 'dr. quilter')).json()).toEqual({ terms: ['Wordreel'], changed: true });
    expect((await removeTerm(carol, 'dr. quilter')).json()).toEqual({ terms: ['Wordreel'], changed: false });
    expect(await findVocabulary(suite.t.ctx.db, carol.id)).toEqual(['Wordreel']);
    // A term may hold what a path must escape.
    for (const term of ['AC/DC', 'R&D? #1', '100%']) {
      expect((await addTerm(carol, term)).json()).toMatchObject({ changed: true });
      expect((await removeTerm(carol, term)).json()).toEqual({ terms: ['Wordreel'], changed: true });
    }
    // Not Bob's to see or change.
    expect((await removeTerm(suite.bob, 'Wordreel')).json()).toMatchObject({ changed: false });
    expect(await findVocabulary(suite.t.ctx.db, carol.id)).toEqual(['Wordreel']);
  });

  it('should keep every term added at once, from many tabs, and each removed at once gone', async () => {
    const dave = await createTestUser(suite.t.ctx);
    const terms = Array.from({ length: 20 }, (_, i) => `Term${i}`);
    const added = await Promise.all(terms.map((term) => addTerm(dave, term)));
    expect(added.map((r) => r.statusCode)).toEqual(terms.map(() => 200));
    expect((await findVocabulary(suite.t.ctx.db, dave.id)).sort()).toEqual([...terms].sort());
    // Removing half at once keeps the other half.
    await Promise.all(terms.slice(0, 10).map((term) => removeTerm(dave, term)));
    expect((await findVocabulary(suite.t.ctx.db, dave.id)).sort()).toEqual(terms.slice(10).sort());
  });

  it('should refuse a 101st term, an empty or over-long one, and change nothing', async () => {
    const erin = await createTestUser(suite.t.ctx);
    const many = Array.from({ length: 100 }, (_, i) => `term${i}`);
    expect((await put(erin, { terms: many })).statusCode).toBe(200);
    const full = await addTerm(erin, 'one more');
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'At most 100 terms' });
    for (const term of ['  ', 'x'.repeat(61)]) {
      expect((await addTerm(erin, term)).statusCode).toBe(400);
    }
    expect(await findVocabulary(suite.t.ctx.db, erin.id)).toEqual(many);
  });

  it('should ask for sign-in', async () => {
    const res = await suite.t.app.inject({ method: 'GET', url: '/api/vocabulary' });
    expect(res.statusCode).toBe(401);
    const write = await suite.t.app.inject({
      method: 'PUT',
      url: '/api/vocabulary',
      payload: { terms: ['x'] },
    });
    expect(write.statusCode).toBe(401);
    const add = await suite.t.app.inject({
      method: 'POST',
      url: '/api/vocabulary/terms',
      payload: { term: 'x' },
    });
    expect(add.statusCode).toBe(401);
    expect((await suite.t.app.inject({ method: 'DELETE', url: '/api/vocabulary/terms/x' })).statusCode).toBe(
      401,
    );
  });
});
