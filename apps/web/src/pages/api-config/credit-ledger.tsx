import type { ApiKeyRef } from '@wordreel/core';
import { useQuery } from '@tanstack/react-query';
import { parseError } from '../../lib/api.ts';
import { usersApi } from '../../lib/users-api.ts';
import { ledgerQueryKey } from './ledger-query-key.ts';
import { formatDateTime } from '../../lib/format.ts';

const signed = new Intl.NumberFormat('en-US', { signDisplay: 'always' });

/** What work costs and the latest changes to the balance (debits, refunds, purchases). */
export function CreditLedger() {
  const ledger = useQuery({ queryKey: ledgerQueryKey, queryFn: usersApi.creditLedger });
  if (ledger.isError) {
    return (
      <p className="form-message form-message-error" role="alert">
        {parseError(ledger.error)}
      </p>
    );
  }
  if (!ledger.data) return null;
  const { prices, entries } = ledger.data;
  return (
    <>
      <p className="muted">
        Per started minute of video, captions cost {credits(prices.transcription)} and an export{' '}
        {credits(prices.export)}; failed or cancelled work is refunded.
      </p>
      <h3 className="ledger-title">Recent activity</h3>
      {entries.length === 0 ? (
        <p className="muted">No credits used or bought yet.</p>
      ) : (
        <div className="ledger-scroll">
          <table className="ledger-table">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">What</th>
                <th scope="col">Credits</th>
                <th scope="col">Balance</th>
              </tr>
            </thead>
            <tbody>
              {entries.slice(0, 20).map((entry) => (
                <tr key={entry.id}>
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
    </>
  );
}

const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;

/** A key for an integration by its name; the account's own key has none. */
const keyLabel = (key: ApiKeyRef) => (key.name === null ? 'the account key' : `key “${key.name}”`);
