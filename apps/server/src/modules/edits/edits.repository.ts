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

/** Which stored list a save was made on: a revision, or else the list its own earlier save stored. */
export interface SaveBase {
  revision: number;
  /** The id of the caller's earlier save whose answer it never had: the list it stored counts too. */
  afterSave?: string;
}

/**
 * Stores a new revision only if the stored one is still the base (revision 0: none stored yet), or
 * is the one `afterSave` stored, in one statement, so two tabs saving at once cannot both win.
 * `saveId` marks the stored revision for a later `afterSave`. Returns the new revision, or null
 * when the list changed meanwhile.
 */
export async function saveEditsIfRevision(
  db: Database,
  projectId: string,
  base: SaveBase,
  edits: Omit<StoredEdits, 'revision'>,
  saveId: string | null = null,
): Promise<number | null> {
  const row = {
    kept: JSON.stringify(edits.kept),
    zooms: JSON.stringify(edits.zooms),
    reframe: edits.reframe ? JSON.stringify(edits.reframe) : null,
    saveId,
    updatedAt: Date.now(),
  };
  if (base.revision === 0) {
    const result = await db
      .insertInto('projectEdits')
      .values({ projectId, revision: 1, ...row })
      .onConflict((oc) => oc.column('projectId').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return 1;
    if (!base.afterSave) return null;
  }
  const { afterSave } = base;
  const saved = await db
    .updateTable('projectEdits')
    .set((eb) => ({ ...row, revision: eb('revision', '+', 1) }))
    .where('projectId', '=', projectId)
    .where((eb) =>
      afterSave
        ? eb.or([eb('revision', '=', base.revision), eb('saveId', '=', afterSave)])
        : eb('revision', '=', base.revision),
    )
    .returning('revision')
    .executeTakeFirst();
  return saved?.revision ?? null;
}
