/** A project's saved edit list (kept ranges and zooms, JSON text), one row per project. */
export interface ProjectEditsTable {
  projectId: string;
  revision: number;
  /** JSON text of the kept ranges. */
  kept: string;
  /** JSON text of the zooms. */
  zooms: string;
  updatedAt: number;
}

export interface EditsTables {
  projectEdits: ProjectEditsTable;
}
