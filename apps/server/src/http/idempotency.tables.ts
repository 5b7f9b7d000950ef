/** A remembered answer to a POST sent with an Idempotency-Key (per user and key, 24 h). */
export interface IdempotencyKeyTable {
  userId: string;
  key: string;
  /** SHA-256 of method, path and body: the same key with another request is refused. */
  requestHash: string;
  /** 0 while the first request is still being answered. */
  statusCode: number;
  contentType: string | null;
  /** Headers worth replaying (Location, Upload-Project-Id), as JSON. */
  headers: string;
  body: string | null;
  createdAt: number;
}

export interface IdempotencyTables {
  idempotencyKey: IdempotencyKeyTable;
}
