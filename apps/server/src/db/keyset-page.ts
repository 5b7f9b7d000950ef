import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Where a page of a newest-first list ends: the last row's creation time and id. Creation time and id
 * never change, so a walk through the pages sees every row that exists throughout it exactly once.
 */
export interface PagePosition {
  createdAt: number;
  id: string;
}

/**
 * The rows after `after` in the order `createdAt desc, id desc`: one row-value comparison (PostgreSQL
 * and SQLite both have them, and both read it from an index ending in `createdAt, id`).
 */
export function olderThan(after: PagePosition): RawBuilder<SqlBool> {
  return sql<SqlBool>`("createdAt", "id") < (${after.createdAt}, ${after.id})`;
}

/** A page from rows read with `limit + 1` (the extra one says whether another page follows). */
export function pageOf<Row extends PagePosition>(
  rows: Row[],
  limit: number,
): { rows: Row[]; last: PagePosition | undefined; more: boolean } {
  const page = rows.slice(0, limit);
  const tail = page.at(-1);
  return {
    rows: page,
    last: tail && { createdAt: Number(tail.createdAt), id: tail.id },
    more: rows.length > limit,
  };
}

/**
 * A new row's creation time, after the latest of its list (`latest`, null for none) even within one
 * millisecond, so a newest-first list shows rows in the order they were made. Read `latest` under the
 * lock that orders the writers (the owner's row).
 */
export function createdAfter(latest: number | string | null, now = Date.now()): number {
  return latest === null ? now : Math.max(now, Number(latest) + 1);
}
