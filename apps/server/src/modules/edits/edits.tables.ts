/** A project's saved edit list (kept ranges, zooms and reframe, JSON text), one row per project. */
export interface ProjectEditsTable {
  projectId: string;
  revision: number;
  /** JSON text of the kept ranges. */
  kept: string;
  /** JSON text of the zooms. */
  zooms: string;
  /** JSON text of the reframe, null when the project was never reframed. */
  reframe: string | null;
  /** The studio's id for the save that stored this revision (null for the server's own writes). */
  saveId: string | null;
  updatedAt: number;
}

export interface EditsTables {
  projectEdits: ProjectEditsTable;
}
