import { API_KEY_EXPIRY_NOTICE_DAYS, type NamedApiKey } from '@wordreel/core';
import { formatDateTime } from '../../lib/format.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How soon, in words: hours on the last day, else the nearest whole number of days (a 7-day key: 7). */
function timeLeft(ms: number): string {
  if (ms < DAY_MS) {
    const hours = Math.max(1, Math.ceil(ms / HOUR_MS));
    return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  }
  const days = Math.round(ms / DAY_MS);
  return `in ${days} day${days === 1 ? '' : 's'}`;
}

/**
 * When a key stops working: never, its date, its date flagged with how soon when that is within the
 * notice window (the owner is mailed then too), or that it has expired (by the server's clock).
 */
export function KeyExpiry({ apiKey, now }: { apiKey: NamedApiKey; now: number }) {
  if (apiKey.expiresAt === null) return <>Never</>;
  const when = formatDateTime(apiKey.expiresAt);
  if (apiKey.expired) return <span className="named-key-expired">Expired {when}</span>;
  const left = Date.parse(apiKey.expiresAt) - now;
  if (left > API_KEY_EXPIRY_NOTICE_DAYS * DAY_MS) return <>{when}</>;
  return (
    <>
      {when} <span className="named-key-expiring">{timeLeft(left)}</span>
    </>
  );
}
