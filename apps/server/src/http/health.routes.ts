import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Storage } from '../storage/storage.ts';

/** How long one dependency may take to answer before it counts as unreachable. */
export const READY_CHECK_TIMEOUT_MS = 3000;

export interface ReadinessDeps {
  db: Database;
  storage: Storage;
  jobs: Pick<Jobs, 'ping'>;
}

type CheckName = 'database' | 'storage' | 'queue';
type CheckResult = { ok: true } | { ok: false; error: string };

function withTimeout(check: () => Promise<unknown>, timeoutMs: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  const run = Promise.resolve()
    .then(check)
    .then(
      (): CheckResult => ({ ok: true }),
      (error: unknown): CheckResult => ({
        ok: false,
        error: error instanceof Error ? error.message || error.name : String(error),
      }),
    );
  return Promise.race([run, timeout]).finally(() => clearTimeout(timer));
}

/** Asks the database, the file store (local directory or S3 bucket) and the job queue, in parallel. */
export async function checkReadiness(
  deps: ReadinessDeps,
  timeoutMs = READY_CHECK_TIMEOUT_MS,
): Promise<Record<CheckName, CheckResult>> {
  const [database, storage, queue] = await Promise.all([
    withTimeout(() => sql`select 1`.execute(deps.db), timeoutMs),
    withTimeout(() => deps.storage.ping(), timeoutMs),
    withTimeout(() => deps.jobs.ping(), timeoutMs),
  ]);
  return { database, storage, queue };
}

/**
 * `GET /api/health`: the process is alive and serving (no dependency is asked; for restarts).
 * `GET /api/ready`: the database, the storage and the queue answer (for load balancers); 503 names
 * the ones that did not.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: ReadinessDeps): void {
  app.get('/api/health', () => ({ ok: true }));
  app.get('/api/ready', async (request, reply) => {
    const checks = await checkReadiness(deps);
    const failed = (Object.keys(checks) as CheckName[]).filter((name) => !checks[name].ok);
    if (failed.length === 0) return { ok: true, checks };
    request.log.warn({ checks }, 'not ready');
    return reply.code(503).send({
      ok: false,
      code: 'NOT_READY',
      message: `Not ready: ${failed.join(', ')} unreachable.`,
      checks,
    });
  });
}
