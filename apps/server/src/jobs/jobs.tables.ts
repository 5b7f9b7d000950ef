export interface JobTable {
  id: string;
  name: string;
  /** JSON text of the job's payload. */
  payload: string;
  state: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  attempts: number;
  maxAttempts: number;
  progress: number;
  error: string | null;
  /** Epoch ms before which the job is not picked up (retry back-off). */
  runAfter: number;
  /** The token of the claim that runs the job now; an attempt writes only while it is still its own. */
  claimId: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface JobTables {
  job: JobTable;
}
