import type { Database } from '../db/database.ts';

/** Records that a key or prefix was deleted for good (again: its time moves on). */
export async function addTombstone(db: Database, key: string, now: number): Promise<void> {
  await db
    .insertInto('storageTombstone')
    .values({ key, createdAt: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ createdAt: now }))
    .execute();
}

/** Of `keys`, the shortest with a tombstone (a folder's covers a file's in it); undefined when none has. */
export async function findTombstone(db: Database, keys: string[]): Promise<string | undefined> {
  const rows = await db.selectFrom('storageTombstone').select('key').where('key', 'in', keys).execute();
  return rows.map((r) => r.key).sort((a, b) => a.length - b.length)[0];
}

/** Drops tombstones made before `before`. */
export async function dropTombstonesBefore(db: Database, before: number): Promise<void> {
  await db.deleteFrom('storageTombstone').where('createdAt', '<', before).execute();
}
