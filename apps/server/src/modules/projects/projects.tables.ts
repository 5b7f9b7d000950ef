import type { ColumnType } from 'kysely';

export interface ProjectTable {
  id: string;
  userId: string;
  name: string;
  /** JSON text of the project's videoConfig (spec section 3, plus probed facts). */
  videoConfig: string;
  /** JSON text of the saved export payload (style settings), null until first saved. */
  style: string | null;
  /** JSON text of the Boost texts (core's boostTextsSchema), null until first saved. */
  boost: string | null;
  /** Key of the inputs the finished export was rendered from (render-inputs.ts); null before one. */
  renderKey: string | null;
  /** For a clip (AI Shorts): the id of the project whose stored video it plays; null for its own. */
  mediaId: string | null;
  /** For a clip: JSON of core's clipOriginSchema (source id and name, range); null otherwise. */
  clipOf: string | null;
  status: string;
  /** Failure reason or other human-readable detail for the status. */
  statusDetail: string | null;
  progress: number;
  createdAt: number;
  /** Epoch milliseconds; with updatedAtNanos gives the spec's seconds + nanoseconds timestamp. */
  updatedAt: number;
  updatedAtNanos: number;
  /**
   * Moved by the captions store on every write of the project's captions (decision 047): a reader
   * holding the captions of this version in memory needs no look at the file. 0 on insert.
   */
  captionsVersion: ColumnType<number, number | undefined, number>;
  /**
   * While one API process finishes the tus upload (upload-finish-claim.ts), the epoch ms until which
   * it holds the finish; null when nobody does. null on insert.
   */
  finishClaimedUntil: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * The studio page and edit number of the last caption save that carried an order (decision 061);
   * null until one does.
   */
  captionsEditPage: ColumnType<string | null, string | null | undefined, string | null>;
  captionsEditNumber: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * While a caption edit reads, checks and writes the captions (captions-write-lease.ts), the epoch ms
   * until which it holds them; null when nobody does. null on insert.
   */
  captionsWriteHeldUntil: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ProjectTables {
  project: ProjectTable;
}
