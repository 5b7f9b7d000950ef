import { PostgresAdapter, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database.ts';
import type { CachedJson } from '../../http/cached-json.ts';

/**
 * The project list, serialised once per version of the owner's rows (decision 040). The database says
 * whether a cached list is still current, so every writer is covered — this process's routes, a job,
 * another API server or worker process — without each having to remember to invalidate:
 *
 * - PostgreSQL: the count of the owner's rows and the sum of their `xmin` (the id of the transaction
 *   that wrote each row version). Any insert, update or delete of one of the owner's rows changes it;
 *   another user's writes do not.
 * - SQLite (one connection per process): `total_changes()` (rows this connection has written) and
 *   `data_version` (moves when another connection commits). Any write at all moves it, so the cache
 *   is coarser there, never stale.
 *
 * The stamp is read before the rows: a write between the two leaves a list newer than its stamp,
 * which only costs one more read.
 */
async function listStamp(db: Database, userId: string): Promise<string> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ n: number; s: string }>`
      select count(*)::int as n, coalesce(sum(xmin::text::bigint), 0)::text as s
      from project where "userId" = ${userId}`.execute(db);
    return `pg:${rows[0]?.n}:${rows[0]?.s}`;
  }
  const { rows } = await sql<{ c: number; v: number }>`
    select total_changes() as c, (select data_version from pragma_data_version) as v`.execute(db);
  return `sqlite:${rows[0]?.c}:${rows[0]?.v}`;
}

interface Entry {
  stamp: string;
  json: CachedJson;
}

/** Per database (a test may run several apps in one process): at most 1,000 users or 64 MiB. */
const caches = new WeakMap<Database, LRUCache<string, Entry>>();

function cacheOf(db: Database): LRUCache<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Entry>({
      max: 1000,
      maxSize: 64 * 1024 * 1024,
      // The gzip form is made later and is a fraction of the body.
      sizeCalculation: (e) => Math.ceil(e.json.body.length * 1.25) + 1,
    });
    caches.set(db, cache);
  }
  return cache;
}

/** The user's list as cached JSON, made by `build` when the rows changed since it was last made. */
export async function cachedProjectList(
  db: Database,
  userId: string,
  build: () => Promise<CachedJson>,
): Promise<CachedJson> {
  const cache = cacheOf(db);
  const stamp = await listStamp(db, userId);
  const hit = cache.get(userId);
  if (hit?.stamp === stamp) return hit.json;
  const json = await build();
  cache.set(userId, { stamp, json });
  return json;
}
