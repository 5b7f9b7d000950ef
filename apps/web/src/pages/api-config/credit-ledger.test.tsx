import type { CreditLedgerEntry, CreditLedgerResponse, CreditUsage } from '@wordreel/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithCache } from '../../test-support/render-with-cache.tsx';
import { stubFetch } from '../../test-support/stub-fetch.ts';
import { CreditLedger } from './credit-ledger.tsx';
import { monthChoices } from './ledger-range.ts';

const fetchMock = stubFetch();
const acme = { id: 'key-acme', name: 'Acme' };

const entry = (n: number): CreditLedgerEntry => ({
  id: `entry-${n}`,
  kind: 'export',
  delta: -3,
  balance: 1000 - 3 * n,
  projectId: null,
  description: `Export ${n}`,
  apiKey: n % 2 === 0 ? acme : null,
  createdAt: Date.parse('2026-11-20T12:00:00Z') - n * 60_000,
});

const usage: CreditUsage = {
  creditsUsed: 75,
  creditsBought: 500,
  byKey: [
    { apiKey: acme, creditsUsed: 39 },
    { apiKey: null, creditsUsed: 36 },
  ],
};

/** A ledger page's answer, with the next page's link when there is one. */
const ledgerPage = (entries: CreditLedgerEntry[], nextCursor?: string) =>
  Response.json(
    { credits: 940, prices: { transcription: 1, export: 1 }, entries } satisfies CreditLedgerResponse,
    {
      headers: nextCursor
        ? { link: `</api/users/credits/ledger?limit=20&cursor=${nextCursor}>; rel="next"` }
        : {},
    },
  );

/** The query of each ledger (or usage) request made so far. */
const requested = (path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

const rows = () => screen.getAllByRole('row').slice(1);

describe('CreditLedger', () => {
  /** Answers the usage call, and the ledger's calls from `pages` by their cursor ('' the first). */
  const serve = (pages: Record<string, () => Response>) =>
    fetchMock.mockImplementation((input) => {
      const url = new URL((input as Request).url);
      if (url.pathname === '/api/users/credits/usage') return Promise.resolve(Response.json(usage));
      const answer = pages[url.searchParams.get('cursor') ?? ''];
      return Promise.resolve(answer ? answer() : Response.json({ message: 'unexpected' }, { status: 500 }));
    });

  it('should show 20 entries, add the next 20 on "Show more", and stop at the last page', async () => {
    const all = Array.from({ length: 25 }, (_, i) => entry(i));
    serve({ '': () => ledgerPage(all.slice(0, 20), 'page-2'), 'page-2': () => ledgerPage(all.slice(20)) });
    renderWithCache(<CreditLedger />);
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(within(rows()[0]!).getByText('Export 0')).toBeTruthy();
    expect(within(rows()[0]!).getByText('via key “Acme”')).toBeTruthy();

    screen.getByRole('button', { name: 'Show more' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(rows().map((row) => row.querySelector('td:nth-child(2)')?.firstChild?.textContent)).toEqual(
      all.map((e) => e.description),
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    // The button went with the last page: the keyboard goes on from that page's first entry.
    await waitFor(() => expect(document.activeElement).toBe(rows()[20]));
    expect(requested('/api/users/credits/ledger')).toEqual([
      { limit: '20' },
      { limit: '20', cursor: 'page-2' },
    ]);
  });

  it("should show a month's use by key, and ask for, and link the CSV of, the month and key chosen", async () => {
    serve({ '': () => ledgerPage([entry(0), entry(1)]) });
    renderWithCache(<CreditLedger />);
    await screen.findByText('Export 0');
    expect(screen.getByTestId('credits-used').textContent).toBe('75');
    const byKey = within(screen.getByRole('list', { name: 'Credits used by who asked for the work' }));
    expect(byKey.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Acme39', 'Website36']);
    const csv = () => screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(csv()).toBe('/api/users/credits/ledger.csv');

    const lastMonth = monthChoices(new Date())[1]!;
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: lastMonth.value } });
    await screen.findByText(`${lastMonth.label}:`, { exact: false });
    fireEvent.change(screen.getByLabelText('Asked for by'), { target: { value: acme.id } });
    await waitFor(() =>
      expect(requested('/api/users/credits/ledger').at(-1)).toEqual({
        from: lastMonth.from,
        to: lastMonth.to,
        apiKeyId: acme.id,
        limit: '20',
      }),
    );
    expect(requested('/api/users/credits/usage').at(-1)).toEqual({ from: lastMonth.from, to: lastMonth.to });
    const link = new URL(csv()!, 'http://localhost');
    expect(link.pathname).toBe('/api/users/credits/ledger.csv');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      from: lastMonth.from,
      to: lastMonth.to,
      apiKeyId: acme.id,
    });
  });

  it('should keep the entries shown and say why when the next page fails', async () => {
    serve({
      '': () => ledgerPage([entry(0)], 'page-2'),
      'page-2': () =>
        Response.json(
          { code: 'BAD_REQUEST', message: 'This cursor is not one the ledger gave.' },
          { status: 400 },
        ),
    });
    renderWithCache(<CreditLedger />);
    await screen.findByText('Export 0');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This cursor is not one the ledger gave.');
    expect(screen.getByText('Export 0')).toBeTruthy();
  });

  it("should say why a month could not be read, never showing another choice's entries as its own", async () => {
    const lastMonth = monthChoices(new Date())[1]!;
    fetchMock.mockImplementation((input) => {
      const url = new URL((input as Request).url);
      if (url.pathname === '/api/users/credits/usage') return Promise.resolve(Response.json(usage));
      if (url.searchParams.has('from'))
        return Promise.resolve(
          Response.json({ code: 'BAD_REQUEST', message: 'from must be before to.' }, { status: 400 }),
        );
      return Promise.resolve(ledgerPage([entry(0)]));
    });
    renderWithCache(<CreditLedger />);
    await screen.findByText('Export 0');
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: lastMonth.value } });
    expect((await screen.findByRole('alert')).textContent).toBe('from must be before to.');
    expect(screen.queryByText('Export 0')).toBeNull();
    // The choice can be changed back.
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '' } });
    await screen.findByText('Export 0');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
