import type { ErrorResponse } from '@wordreel/core';

/** The one error type services throw; the Fastify error handler maps it to `{ code, message, details? }`. */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'PAYMENT_REQUIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  /**
   * Another request is working on it right now and it will be done shortly (a tus upload being
   * finished by another API process). tus clients retry a 423; on a HEAD, any other 4xx makes
   * tus-js-client start the whole upload again.
   */
  | 'LOCKED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA'
  | 'RANGE_NOT_SATISFIABLE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL'
  | 'INSUFFICIENT_STORAGE'
  /** The file store (an S3 bucket) failed or could not be reached (storage/s3-storage.ts). */
  | 'STORAGE_UNAVAILABLE'
  /** A stored caption file is damaged (modules/captions/captions.store.ts). */
  | 'CAPTIONS_UNREADABLE'
  /** A feature needs a service the server is not configured for (e.g. an LLM for translations). */
  | 'NOT_CONFIGURED';

const statusByCode: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LOCKED: 423,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RANGE_NOT_SATISFIABLE: 416,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  INSUFFICIENT_STORAGE: 507,
  STORAGE_UNAVAILABLE: 503,
  CAPTIONS_UNREADABLE: 500,
  NOT_CONFIGURED: 503,
};

/** What a request that ran out of disk space is answered (507). */
export const STORAGE_FULL = 'The server is out of storage space. Please try again later.';

/** What a request answers when the file store failed or did not answer (503): nothing of it was kept. */
export const STORAGE_UNAVAILABLE =
  'The file storage cannot be reached right now. Please try again in a moment.';

/** Whether an error (or its cause) is the filesystem saying it is full (ENOSPC) or over quota (EDQUOT). */
export function isStorageFull(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === 'ENOSPC' || e.code === 'EDQUOT') return true;
    e = e.cause as typeof e;
  }
  return false;
}

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options?: {
      status?: number;
      cause?: unknown;
      details?: ErrorResponse['details'];
      /** Sent as Retry-After (seconds) with the answer, for 429s. */
      retryAfterSeconds?: number;
    },
  ) {
    super(message, { cause: options?.cause });
    this.statusCode = options?.status ?? statusByCode[code];
    this.details = options?.details;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  readonly retryAfterSeconds: number | undefined;

  readonly details: ErrorResponse['details'];

  /** The body every error leaves the server with. */
  toBody(): ErrorResponse {
    return { code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) };
  }
}

/** The error code an HTTP status stands for, for errors that did not come from an AppError. */
export function codeForStatus(status: number): AppErrorCode {
  const found = (Object.entries(statusByCode) as [AppErrorCode, number][]).find(([, s]) => s === status);
  if (found) return found[0];
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/** Whether an error is the file store failing or out of reach (see `STORAGE_UNAVAILABLE`). */
export function isStorageUnavailable(error: unknown): boolean {
  return error instanceof AppError && error.code === 'STORAGE_UNAVAILABLE';
}
