import type { FastifyBaseLogger } from 'fastify';
import { isStorageFull } from '../http/app-error.ts';
import { ProcessError, STORAGE_FULL_TEXT } from '../process/run-process.ts';
import { PermanentJobError } from './job-queue.ts';
import { JobTimeoutError } from './job-registry.ts';

/** A step's fixed words for the failures its owner is told apart. */
export interface FailureWords {
  /** Anything else. */
  failed: string;
  /** The disk is full or over quota. */
  storageFull: string;
}

/**
 * What the owner of a failed step is told. A tool's stderr, a Node error and a timeout's limit name
 * server paths, models and settings: the error goes to the log with the project, the owner gets one
 * of the step's fixed words. A PermanentJobError (interrupted, outdated, bad input) and a timeout
 * already carry the owner's words and are shown as they are.
 */
export function failureMessage(
  error: unknown,
  words: FailureWords,
  where: { log: Pick<FastifyBaseLogger, 'error'>; projectId: string; step: string },
): string {
  if (error instanceof PermanentJobError) return error.message;
  where.log.error({ err: error, projectId: where.projectId }, `${where.step} failed`);
  if (error instanceof JobTimeoutError) return error.message;
  return storageWasFull(error) ? words.storageFull : words.failed;
}

/**
 * ENOSPC/EDQUOT from fs, a tool that said so on stderr, or an error that only kept the words (a failed
 * job's stored message, a wrapped tool error), anywhere along the error's causes.
 */
function storageWasFull(error: unknown): boolean {
  if (isStorageFull(error)) return true;
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if ((e instanceof ProcessError && e.storageFull) || STORAGE_FULL_TEXT.test(e.message)) return true;
  }
  return false;
}
