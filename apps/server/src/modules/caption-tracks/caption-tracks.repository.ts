import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { CaptionTrackTable } from './caption-tracks.tables.ts';

export type CaptionTrackRow = Selectable<CaptionTrackTable>;

export function listTracks(db: Database, projectId: string): Promise<CaptionTrackRow[]> {
  return db
    .selectFrom('captionTrack')
    .selectAll()
    .where('projectId', '=', projectId)
    .orderBy('createdAt')
    .execute();
}

export function findTrack(db: Database, trackId: string): Promise<CaptionTrackRow | undefined> {
  return db.selectFrom('captionTrack').selectAll().where('id', '=', trackId).executeTakeFirst();
}

export function findTrackByLanguage(
  db: Database,
  projectId: string,
  language: string,
): Promise<CaptionTrackRow | undefined> {
  return db
    .selectFrom('captionTrack')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('language', '=', language)
    .executeTakeFirst();
}

export async function insertTrack(db: Database, row: CaptionTrackRow): Promise<void> {
  await db.insertInto('captionTrack').values(row).execute();
}

export async function updateTrack(
  db: Database,
  trackId: string,
  changes: Partial<Omit<CaptionTrackRow, 'id' | 'projectId' | 'language' | 'createdAt'>>,
): Promise<void> {
  await db
    .updateTable('captionTrack')
    .set({ ...changes, updatedAt: changes.updatedAt ?? Date.now() })
    .where('id', '=', trackId)
    .execute();
}

/**
 * Marks a track failed with `error` only while it still says `queued` or `running` and, given
 * `seenAt`, has not been written since it was read at that `updatedAt` (a job that started meanwhile
 * owns it). True when it was marked.
 */
export async function failUnfinishedTrack(
  db: Database,
  trackId: string,
  error: string,
  seenAt?: number,
): Promise<boolean> {
  let update = db
    .updateTable('captionTrack')
    .set({ state: 'failed', progress: 0, error, updatedAt: Date.now() })
    .where('id', '=', trackId)
    .where('state', 'in', ['queued', 'running']);
  if (seenAt !== undefined) update = update.where('updatedAt', '=', seenAt);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteTrack(db: Database, trackId: string): Promise<void> {
  await db.deleteFrom('captionTrack').where('id', '=', trackId).execute();
}
