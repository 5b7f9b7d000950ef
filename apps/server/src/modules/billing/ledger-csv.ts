import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { CreditLedgerEntry } from '@wordreel/core';
import type { Database } from '../../db/database.ts';
import type { PagePosition } from '../../db/keyset-page.ts';
import { listLedgerPage, type LedgerFilter } from './ledger.service.ts';

/** Entries read per query while the file streams out (the ledger's largest page). */
const CHUNK = 500;

const COLUMNS = [
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
 * The user's entries the filter covers as CSV, newest first, read a chunk at a time as the client
 * takes them (a year of an agency's ledger never sits in memory whole). A failed read destroys the
 * stream it answers with, so the response stops short instead of ending as if complete.
 */
export function ledgerCsv(db: Database, userId: string, filter: LedgerFilter): Readable {
  return pipeline(
    Readable.from(entries(db, userId, filter)),
    stringify({ header: true, columns: COLUMNS }),
    // The error reaches the response through the returned stream; nothing more to do here.
    () => {},
  );
}

async function* entries(db: Database, userId: string, filter: LedgerFilter) {
  let after: PagePosition | undefined;
  for (;;) {
    const page = await listLedgerPage(db, userId, filter, CHUNK, after);
    for (const entry of page.entries) yield row(entry);
    if (!page.more) return;
    after = page.last;
  }
}

function row(entry: CreditLedgerEntry): unknown[] {
  return [
    new Date(entry.createdAt).toISOString(),
    entry.kind,
    text(entry.description),
    entry.delta,
    entry.balance,
    entry.apiKey === null ? '' : text(entry.apiKey.name ?? 'Account key'),
    entry.apiKey?.id ?? '',
    entry.projectId ?? '',
  ];
}

/**
 * A cell a spreadsheet shows as text: one starting like a formula (a project or key named "=HYPERLINK(…)")
 * gets a leading apostrophe, as OWASP advises against CSV injection.
 */
function text(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
