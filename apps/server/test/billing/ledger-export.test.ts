import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { CreditUsage } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLedgerEntry, insertPurchases } from './ledger-entries.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

const at = (iso: string) => Date.parse(iso);
const OCTOBER = 'from=2026-10-01T00:00:00Z&to=2026-11-01T00:00:00Z';
const HEADER = [
  'Time (UTC)',
  'Kind',
  'Description',
  'Credits',
  'Balance',
  'API key',
  'API key id',
  'Project id',
];

/**
 * The ledger for a spreadsheet (CSV) and what each key spent in a range (decision 070): what an agency
 * puts on one client's invoice.
 */
describe.each(dbKinds)('ledger CSV and usage on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db });
  });
  afterAll(() => t.close());

  const get = (user: TestUser | null, url: string) =>
    t.app.inject({ url, headers: user ? { cookie: user.cookie } : {} });
  /** The CSV's rows after its header, which is checked. */
  const csvRows = async (user: TestUser, query: string) => {
    const res = await get(user, `/api/users/credits/ledger.csv?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parse(res.body);
    expect(header).toEqual(HEADER);
    return { res, rows };
  };

  it("should give a month's entries as CSV, newest first, text kept whole and never a formula", async () => {
    const user = await createTestUser(t.ctx);
    const client = { id: randomUUID(), name: '=HYPERLINK("http://evil.example","Acme")' };
    const account = { id: randomUUID(), name: null };
    await insertLedgerEntry(t.ctx, user.id, at('2026-09-30T23:59:59.999Z'), -3, { key: client });
    await insertLedgerEntry(t.ctx, user.id, at('2026-10-02T08:00:00Z'), 500, { description: 'Bought 500' });
    await insertLedgerEntry(t.ctx, user.id, at('2026-10-03T09:30:00Z'), -6, {
      key: client,
      description: 'Export of "Launch, take 2"\nfinal',
    });
    await insertLedgerEntry(t.ctx, user.id, at('2026-10-04T10:00:00Z'), -2, {
      key: account,
      description: '-10% promo clip',
    });
    await insertLedgerEntry(t.ctx, user.id, at('2026-11-01T00:00:00Z'), -3, { key: client });

    const { res, rows } = await csvRows(user, OCTOBER);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      'filename="wordreel-credits-from-2026-10-01-to-2026-11-01.csv"',
    );
    expect(rows).toEqual([
      ['2026-10-04T10:00:00.000Z', 'export', "'-10% promo clip", '-2', '1000', 'Account key', account.id, ''],
      [
        '2026-10-03T09:30:00.000Z',
        'export',
        'Export of "Launch, take 2"\nfinal',
        '-6',
        '1000',
        `'${client.name}`,
        client.id,
        '',
      ],
      ['2026-10-02T08:00:00.000Z', 'purchase', 'Bought 500', '500', '1000', '', '', ''],
    ]);

    // One key's entries only, and the whole ledger without a filter.
    const { rows: byClient } = await csvRows(user, `${OCTOBER}&apiKeyId=${client.id}`);
    expect(byClient.map((row) => row[0])).toEqual(['2026-10-03T09:30:00.000Z']);
    const all = await get(user, '/api/users/credits/ledger.csv');
    expect(all.headers['content-disposition']).toContain('filename="wordreel-credits.csv"');
    expect(parse(all.body)).toHaveLength(1 + 5);
  });

  it('should stream a ledger longer than one read, every entry once and in order', async () => {
    const user = await createTestUser(t.ctx);
    const start = at('2026-07-01T00:00:00Z');
    const count = 1001; // the CSV reads 500 at a time: two full reads and one of a single entry
    await insertPurchases(t.ctx, user.id, count, start);
    const { rows } = await csvRows(user, '');
    expect(rows.map((row) => Number(row[4]))).toEqual(
      Array.from({ length: count }, (_, i) => 10 * (count - i)),
    );
  });

  it("should total a month's credits by key: refunds against their key, purchases apart", async () => {
    const user = await createTestUser(t.ctx);
    const acme = { id: randomUUID(), name: 'Acme' };
    const bakery = { id: randomUUID(), name: 'Bakery' };
    const october = (day: number) => at(`2026-10-${String(day).padStart(2, '0')}T12:00:00Z`);
    await insertLedgerEntry(t.ctx, user.id, at('2026-09-15T00:00:00Z'), -50, { key: acme });
    await insertLedgerEntry(t.ctx, user.id, october(1), 1000);
    await insertLedgerEntry(t.ctx, user.id, october(2), -6, { key: acme });
    await insertLedgerEntry(t.ctx, user.id, october(3), -9, { key: acme });
    await insertLedgerEntry(t.ctx, user.id, october(4), 9, { key: acme, kind: 'refund' });
    await insertLedgerEntry(t.ctx, user.id, october(5), -12, { key: bakery });
    await insertLedgerEntry(t.ctx, user.id, october(6), -3);
    await insertLedgerEntry(t.ctx, user.id, at('2026-11-01T00:00:00Z'), -40, { key: bakery });

    const res = await get(user, `/api/users/credits/usage?${OCTOBER}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CreditUsage>()).toEqual({
      creditsUsed: 21,
      creditsBought: 1000,
      byKey: [
        { apiKey: bakery, creditsUsed: 12 },
        { apiKey: acme, creditsUsed: 6 },
        { apiKey: null, creditsUsed: 3 },
      ],
    });
    // All time: September's and November's entries too.
    const allTime = (await get(user, '/api/users/credits/usage')).json<CreditUsage>();
    expect(allTime.creditsUsed).toBe(21 + 50 + 40);
    expect(allTime.byKey.map((k) => k.apiKey?.name ?? null)).toEqual(['Acme', 'Bakery', null]);
    // A month with nothing in it.
    const empty = await get(
      user,
      '/api/users/credits/usage?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z',
    );
    expect(empty.json<CreditUsage>()).toEqual({ creditsUsed: 0, creditsBought: 0, byKey: [] });
  });

  it("should show only the caller's own entries, and nothing without a session", async () => {
    const alice = await createTestUser(t.ctx);
    const bob = await createTestUser(t.ctx);
    const bobsKey = { id: randomUUID(), name: 'Bob app' };
    await insertLedgerEntry(t.ctx, bob.id, at('2026-10-05T00:00:00Z'), -3, { key: bobsKey });
    await insertLedgerEntry(t.ctx, alice.id, at('2026-10-07T00:00:00Z'), 5, { description: 'Alice bought' });

    const { rows } = await csvRows(alice, `apiKeyId=${bobsKey.id}`);
    expect(rows).toEqual([]);
    const { rows: alices } = await csvRows(alice, '');
    expect(alices.map((row) => row[2])).toEqual(['Alice bought']);
    expect((await get(alice, '/api/users/credits/usage')).json<CreditUsage>()).toEqual({
      creditsUsed: 0,
      creditsBought: 5,
      byKey: [],
    });
    for (const url of ['/api/users/credits/ledger.csv', '/api/users/credits/usage']) {
      expect((await get(null, url)).statusCode, url).toBe(401);
    }
  });

  it('should refuse a bad range with a message that says what is wrong', async () => {
    const user = await createTestUser(t.ctx);
    for (const path of ['/api/users/credits/ledger.csv', '/api/users/credits/usage']) {
      for (const [query, message] of [
        ['from=yesterday', 'from must be a date and time such as 2026-11-01T00:00:00Z.'],
        ['from=2026-11-01T00:00:00Z&to=2026-10-01T00:00:00Z', 'from must be before to.'],
      ]) {
        const res = await get(user, `${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json<{ message: string }>().message).toContain(message);
      }
    }
  });
});
