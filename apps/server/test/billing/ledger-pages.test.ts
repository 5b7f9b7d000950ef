import { randomUUID } from 'node:crypto';
import { LEDGER_PAGE_DEFAULT, type CreditLedgerEntry, type CreditLedgerResponse } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLedgerEntry, insertPurchases } from './ledger-entries.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

const at = (iso: string) => Date.parse(iso);

/**
 * The ledger a page at a time, within a time range and of one key (decision 067): what an agency needs
 * to bill one client for one month.
 */
describe.each(dbKinds)('ledger pages on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db });
  });
  afterAll(() => t.close());

  const entry = (user: TestUser, createdAt: number, delta: number, key?: { id: string; name: string }) =>
    insertLedgerEntry(t.ctx, user.id, createdAt, delta, { ...(key && { key }) });

  const get = (user: TestUser, url: string) => t.app.inject({ url, headers: { cookie: user.cookie } });
  const nextOf = (link: unknown): string | undefined =>
    typeof link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
  /** Follows the next links from `url`: each page's entries. */
  const walk = async (user: TestUser, url: string) => {
    const pages: CreditLedgerEntry[][] = [];
    let next: string | undefined = url;
    while (next !== undefined) {
      const res = await get(user, next);
      expect(res.statusCode, res.body).toBe(200);
      pages.push(res.json<CreditLedgerResponse>().entries);
      next = nextOf(res.headers.link);
    }
    return pages;
  };
  const ids = (pages: CreditLedgerEntry[][]) => pages.map((page) => page.map((e) => e.id));

  it("should give one key's entries in a month, a page at a time, each once", async () => {
    const user = await createTestUser(t.ctx);
    const client = { id: randomUUID(), name: 'Client A' };
    const other = { id: randomUUID(), name: 'Client B' };
    const september = await entry(user, at('2026-09-30T23:59:59.999Z'), -3, client);
    // October's first instant is in October; three entries share one time (the id orders them).
    const tied = at('2026-10-10T12:00:00Z');
    const first = await entry(user, at('2026-10-01T00:00:00Z'), -3, client);
    const sameTime = [
      await entry(user, tied, -3, client),
      await entry(user, tied, 3, client),
      await entry(user, tied, -3, client),
    ]
      .sort()
      .reverse();
    const othersOctober = await entry(user, at('2026-10-15T00:00:00Z'), -3, other);
    const website = await entry(user, at('2026-10-20T00:00:00Z'), -3);
    const last = await entry(user, at('2026-10-31T23:59:59.999Z'), -3, client);
    // November's first instant is not in October.
    const november = await entry(user, at('2026-11-01T00:00:00Z'), -3, client);

    const month = 'from=2026-10-01T00:00:00Z&to=2026-11-01T00:00:00Z';
    const october = await walk(user, `/api/users/credits/ledger?${month}&apiKeyId=${client.id}&limit=2`);
    expect(ids(october)).toEqual([[last, ...sameTime.slice(0, 1)], sameTime.slice(1), [first]]);
    expect(october.flat().every((e) => e.apiKey?.id === client.id)).toBe(true);
    // Every page's next link kept the filters: nothing of September, November, Client B or the website.
    const seen = october.flat().map((e) => e.id);
    for (const id of [september, november, othersOctober, website]) expect(seen).not.toContain(id);

    // Without the key: the month, everyone's.
    const all = (await walk(user, `/api/users/credits/ledger?${month}`)).flat().map((e) => e.id);
    expect(all).toEqual([last, website, othersOctober, ...sameTime, first]);
    // A time zone offset means the same instant.
    const shifted = await get(
      user,
      `/api/users/credits/ledger?from=2026-10-31T20:00:00-03:00&to=2026-11-01T00:00:00Z`,
    );
    expect(shifted.json<CreditLedgerResponse>().entries.map((e) => e.id)).toEqual([last]);
  });

  it(`should page by ${LEDGER_PAGE_DEFAULT} without a limit`, async () => {
    const user = await createTestUser(t.ctx);
    const start = at('2026-08-01T00:00:00Z');
    await insertPurchases(t.ctx, user.id, LEDGER_PAGE_DEFAULT + 1, start);
    const pages = await walk(user, '/api/users/credits/ledger');
    expect(pages.map((p) => p.length)).toEqual([LEDGER_PAGE_DEFAULT, 1]);
    expect(pages.flat().map((e) => e.balance)).toEqual(
      Array.from({ length: LEDGER_PAGE_DEFAULT + 1 }, (_, i) => 10 * (LEDGER_PAGE_DEFAULT + 1 - i)),
    );
  });

  it("should show only the caller's own entries, whatever key id or cursor is asked for", async () => {
    const alice = await createTestUser(t.ctx);
    const bob = await createTestUser(t.ctx);
    const bobsKey = { id: randomUUID(), name: 'Bob app' };
    await entry(bob, at('2026-10-05T00:00:00Z'), -3, bobsKey);
    await entry(bob, at('2026-10-06T00:00:00Z'), -3, bobsKey);
    const alices = await entry(alice, at('2026-10-07T00:00:00Z'), 5);
    const byBobsKey = await get(alice, `/api/users/credits/ledger?apiKeyId=${bobsKey.id}`);
    expect(byBobsKey.json<CreditLedgerResponse>().entries).toEqual([]);
    // A cursor from Bob's walk is only a position in Alice's list.
    const bobsFirst = await get(bob, '/api/users/credits/ledger?limit=1');
    const cursorLink = nextOf(bobsFirst.headers.link) ?? '';
    expect(cursorLink).toContain('cursor=');
    const aliceAfter = await get(alice, cursorLink);
    expect(aliceAfter.json<CreditLedgerResponse>().entries).toEqual([]);
    expect(
      (await get(alice, '/api/users/credits/ledger')).json<CreditLedgerResponse>().entries.map((e) => e.id),
    ).toEqual([alices]);
  });

  it('should refuse a bad query with a message that says what is wrong', async () => {
    const user = await createTestUser(t.ctx);
    for (const [query, message] of [
      ['limit=0', 'limit must be a whole number from 1 to 500.'],
      ['limit=501', 'limit must be a whole number from 1 to 500.'],
      ['limit=ten', 'limit must be a whole number from 1 to 500.'],
      ['from=yesterday', 'from must be a date and time such as 2026-11-01T00:00:00Z.'],
      ['to=2026-11-01', 'to must be a date and time such as 2026-11-01T00:00:00Z.'],
      ['from=2026-11-01T00:00:00Z&to=2026-10-01T00:00:00Z', 'from must be before to.'],
      ['from=2026-11-01T00:00:00Z&to=2026-11-01T00:00:00Z', 'from must be before to.'],
      ['cursor=bm90LWEtY3Vyc29y', 'This cursor is not one the ledger gave.'],
    ]) {
      const res = await get(user, `/api/users/credits/ledger?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toContain(message);
    }
  });
});
