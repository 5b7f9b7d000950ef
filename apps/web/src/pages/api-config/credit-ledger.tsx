import { formatCredits } from '@wordreel/core';
import type { ApiKeyRef } from '@wordreel/core';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LabelledSelect } from '../../components/labelled-select.tsx';
import { parseError } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { creditLedgerCsvUrl, usersApi } from '../../lib/users-api.ts';
import { ledgerQueryKey } from './ledger-query-key.ts';
import { monthChoices } from './ledger-range.ts';
import { keyTitle, UsageSummary } from './usage-summary.tsx';
import { BusyButton } from '../../components/busy-button.tsx';
import { useFocusAfterGone } from '../../components/hand-focus-on.ts';

/** Entries shown at first and added by each "Show more". */
const PAGE = 20;
const ALL = '';

const signed = new Intl.NumberFormat('en-US', { signDisplay: 'always' });

/**
 * What work costs and the changes to the balance (debits, refunds, purchases), newest first: all time
 * or one month, everyone's or one API key's, what that range cost in all and by key, and the same
 * entries as a CSV file for an invoice.
 */
export function CreditLedger() {
  const months = useMemo(() => monthChoices(new Date()), []);
  const [month, setMonth] = useState(ALL);
  const [apiKey, setApiKey] = useState<ApiKeyRef | null>(null);
  const chosenMonth = months.find((choice) => choice.value === month);
  const range = chosenMonth ? { from: chosenMonth.from, to: chosenMonth.to } : {};
  const filter = { ...range, ...(apiKey && { apiKeyId: apiKey.id }) };

  const usage = useQuery({
    queryKey: [...ledgerQueryKey, 'usage', range],
    queryFn: () => usersApi.creditUsage(range),
    placeholderData: keepPreviousData,
  });
  const ledger = useInfiniteQuery({
    queryKey: [...ledgerQueryKey, 'entries', filter],
    queryFn: ({ pageParam }) =>
      usersApi.creditLedger({
        ...filter,
        limit: PAGE,
        ...(pageParam !== undefined && { cursor: pageParam }),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });

  // The keys that spent something in the range, and the one chosen even when it spent nothing there.
  const spenders = (usage.data?.byKey ?? []).flatMap((row) => (row.apiKey ? [row.apiKey] : []));
  const keys = apiKey && !spenders.some((key) => key.id === apiKey.id) ? [apiKey, ...spenders] : spenders;
  const keyOptions = [
    { value: ALL, label: 'All activity' },
    ...keys.map((key) => ({ value: key.id, label: keyTitle(key) })),
  ];

  const filtered = month !== ALL || apiKey !== null;
  // A read that failed (the first, or one for a new choice, whose placeholder is the previous
  // choice's entries) shows why instead of entries; the choices stay, to change them back.
  const failed = ledger.isError && (!ledger.data || ledger.isPlaceholderData);
  const prices = ledger.data?.pages[0]?.prices;
  const entries = failed ? [] : (ledger.data?.pages.flatMap((page) => page.entries) ?? []);
  // The last "Show more" goes with the page it brings: the focus goes on to that page's first entry.
  const { controlRef: moreRef, targetRef: firstNewRef } = useFocusAfterGone<HTMLTableRowElement>();
  const firstNew = entries.length - (ledger.data?.pages.at(-1)?.entries.length ?? 0);

  return (
    <>
      {prices && (
        <p className="muted">
          Per started minute of video, captions cost {formatCredits(prices.transcription)} and an export{' '}
          {formatCredits(prices.export)}; failed or cancelled work is refunded.
        </p>
      )}
      <h3 className="ledger-title">Activity</h3>
      <div className="ledger-filters">
        <LabelledSelect
          className="ledger-filter"
          id="ledger-month"
          label="Period"
          options={[{ value: ALL, label: 'All time' }, ...months]}
          value={month}
          onChange={setMonth}
        />
        <LabelledSelect
          className="ledger-filter"
          id="ledger-key"
          label="Asked for by"
          options={keyOptions}
          value={apiKey?.id ?? ALL}
          onChange={(id) => setApiKey(keys.find((key) => key.id === id) ?? null)}
        />
        <a className="btn btn-secondary ledger-download" href={creditLedgerCsvUrl(filter)} download>
          Download CSV
        </a>
      </div>
      <UsageSummary usage={usage} period={chosenMonth?.label ?? 'All time'} />
      {failed ? (
        <p className="form-message form-message-error" role="alert">
          {parseError(ledger.error)}
        </p>
      ) : !ledger.data ? null : entries.length === 0 ? (
        <p className="muted">
          {filtered ? 'Nothing in this period for this choice.' : 'No credits used or bought yet.'}
        </p>
      ) : (
        <div className="ledger-scroll">
          <table className="ledger-table" aria-busy={ledger.isFetching || undefined}>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">What</th>
                <th scope="col">Credits</th>
                <th scope="col">Balance</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr
                  key={entry.id}
                  {...(index === firstNew && index > 0 && { ref: firstNewRef, tabIndex: -1 })}
                >
                  <td>{formatDateTime(entry.createdAt)}</td>
                  <td>
                    {entry.description}
                    {entry.apiKey && <span className="ledger-via">via {keyLabel(entry.apiKey)}</span>}
                  </td>
                  <td className={entry.delta < 0 ? 'ledger-debit' : 'ledger-credit'}>
                    {signed.format(entry.delta)}
                  </td>
                  <td>{entry.balance}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {ledger.isError && !failed && (
        <p className="form-message form-message-error" role="alert">
          {parseError(ledger.error)}
        </p>
      )}
      {ledger.hasNextPage && !failed && (
        <BusyButton
          ref={moreRef}
          className="btn btn-secondary ledger-more"
          busy={ledger.isFetchingNextPage}
          onClick={() => void ledger.fetchNextPage()}
        >
          {ledger.isFetchingNextPage ? 'Loading...' : 'Show more'}
        </BusyButton>
      )}
    </>
  );
}

/** A key for an integration by its name; the account's own key has none. */
const keyLabel = (key: ApiKeyRef) => (key.name === null ? 'the account key' : `key “${key.name}”`);
