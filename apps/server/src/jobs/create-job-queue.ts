import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { DbJobQueue } from './db-job-queue.ts';
import type { JobQueue } from './job-queue.ts';

/**
 * The configured queue adapter: BullMQ when REDIS_URL is set, else the in-process queue in the database;
 * BullMQ and ioredis are loaded only then.
 */
export async function createJobQueue(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
): Promise<JobQueue> {
  if (config.REDIS_URL) {
    const { BullJobQueue } = await import('./bullmq-job-queue.ts');
    return new BullJobQueue(config.REDIS_URL, log, {
      prefix: `${config.REDIS_PREFIX}-queue`,
      concurrency: config.JOB_CONCURRENCY,
      lockDurationMs: config.JOB_LOCK_SECONDS * 1000,
      stalledIntervalMs: (config.JOB_LOCK_SECONDS * 1000) / 2,
    });
  }
  return new DbJobQueue(db, log, { concurrency: config.JOB_CONCURRENCY });
}
