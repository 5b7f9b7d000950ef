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

export async function deleteTrack(db: Database, trackId: string): Promise<void> {
  await db.deleteFrom('captionTrack').where('id', '=', trackId).execute();
}
