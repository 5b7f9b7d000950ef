/** A translated caption track of a project (see migration 0013). */
export interface CaptionTrackTable {
  id: string;
  projectId: string;
  /** BCP-47, canonical; one track per project and language. */
  language: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  error: string | null;
  /** JSON array of core's TrackPage, written whole when a translation ends; null before the first one. */
  pages: string | null;
  /** Fingerprint of the captions the pages were translated from (captions-fingerprint.ts). */
  sourceHash: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface CaptionTrackTables {
  captionTrack: CaptionTrackTable;
}
