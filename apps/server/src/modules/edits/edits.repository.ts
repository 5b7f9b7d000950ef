import type { KeptRange, Reframe, Zoom } from '@wordreel/core';
import type { Database } from '../../db/database.ts';

export interface StoredEdits {
  revision: number;
  kept: KeptRange[];
  zooms: Zoom[];
  reframe?: Reframe;
}

export async function findEdits(db: Database, projectId: string): Promise<StoredEdits | undefined> {
  const row = await db
    .selectFrom('projectEdits')
    .select(['revision', 'kept', 'zooms', 'reframe'])
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    revision: row.revision,
    kept: JSON.parse(row.kept) as KeptRange[],
    zooms: JSON.parse(row.zooms) as Zoom[],
    ...(row.reframe ? { reframe: JSON.parse(row.reframe) as Reframe } : {}),
  };
}

/**
 * Stores a new revision only if the stored one is still `baseRevision` (0: none stored yet), in one
 * statement, so two tabs saving at once cannot both win. Returns the new revision, or null when the
 * list changed meanwhile.
 */
export async function saveEditsIfRevision(
  db: Database,
  projectId: string,
  baseRevision: number,
  edits: Omit<StoredEdits, 'revision'>,
): Promise<number | null> {
  const row = {
    revision: baseRevision + 1,
    kept: JSON.stringify(edits.kept),
    zooms: JSON.stringify(edits.zooms),
    reframe: edits.reframe ? JSON.stringify(edits.reframe) : null,
    updatedAt: Date.now(),
  };
  if (baseRevision === 0) {
    const result = await db
      .insertInto('projectEdits')
      .values({ projectId, ...row })
      .onConflict((oc) => oc.column('projectId').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? row.revision : null;
  }
  const result = await db
    .updateTable('projectEdits')
    .set(row)
    .where('projectId', '=', projectId)
    .where('revision', '=', baseRevision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? row.revision : null;
}
