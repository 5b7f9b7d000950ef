import { formatCount } from '@wordreel/core';
import type { ApiKeyRef, CreditUsage } from '@wordreel/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { parseError } from '../../lib/api.ts';

/** A key as a list names it: its name, or "Account key" for the account's own (as the CSV does). */
export const keyTitle = (key: ApiKeyRef) => key.name ?? 'Account key';

interface UsageSummaryProps {
  usage: UseQueryResult<CreditUsage>;
  /** The period's name: a month, or "All time". */
  period: string;
}

/** What the period cost in all, what was bought in it, and who spent it (each key, the website). */
export function UsageSummary({ usage, period }: UsageSummaryProps) {
  if (usage.isError) {
    return (
      <p className="form-message form-message-error" role="alert">
        {parseError(usage.error)}
      </p>
    );
  }
  if (!usage.data) return null;
  const { creditsUsed, creditsBought, byKey } = usage.data;
  return (
    <div className="ledger-usage" aria-live="polite">
      <p>
        {period}: <strong data-testid="credits-used">{formatCount(creditsUsed)}</strong> credits used,{' '}
        {formatCount(creditsBought)} bought.
      </p>
      {byKey.length > 0 && (
        <ul className="ledger-usage-keys" aria-label="Credits used by who asked for the work">
          {byKey.map(({ apiKey, creditsUsed: used }) => (
            <li key={apiKey?.id ?? 'website'}>
              <span>{apiKey ? keyTitle(apiKey) : 'Website'}</span>
              <strong>{formatCount(used)}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
