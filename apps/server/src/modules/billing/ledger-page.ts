import {
  LEDGER_PAGE_DEFAULT,
  type CreditLedgerCsvQuery,
  type CreditLedgerEntry,
  type CreditLedgerQuery,
} from '@wordreel/core';
import type { Database } from '../../db/database.ts';
import { decodePageCursor, encodePageCursor } from '../../http/page-cursor.ts';
import { listLedgerPage, type LedgerFilter } from './ledger.service.ts';

const ENTRY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface LedgerPage {
  entries: CreditLedgerEntry[];
  /** The next page's cursor; undefined on the last page. */
  next: string | undefined;
  limit: number;
}

/** The filter a ledger query asks for, its ISO times as epoch milliseconds. */
export function ledgerFilterOf(query: CreditLedgerCsvQuery): LedgerFilter {
  return {
    ...(query.from !== undefined && { from: Date.parse(query.from) }),
    ...(query.to !== undefined && { to: Date.parse(query.to) }),
    ...(query.apiKeyId !== undefined && { apiKeyId: query.apiKeyId }),
  };
}

/** A page of the user's own ledger as the query asks (a time range, one key, where the last page ended). */
export async function ledgerPage(
  db: Database,
  userId: string,
  query: CreditLedgerQuery,
): Promise<LedgerPage> {
  const limit = query.limit ?? LEDGER_PAGE_DEFAULT;
  const after = query.cursor === undefined ? undefined : decodePageCursor(query.cursor, ENTRY_ID, 'ledger');
  const page = await listLedgerPage(db, userId, ledgerFilterOf(query), limit, after);
  return {
    entries: page.entries,
    next: page.more && page.last ? encodePageCursor(page.last) : undefined,
    limit,
  };
}
