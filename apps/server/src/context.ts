import type { FastifyBaseLogger } from 'fastify';
import { type Auth, createAuth, migrateAuthTables } from './auth/auth.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createEventBus } from './events/create-event-bus.ts';
import type { EventBus } from './events/event-bus.ts';
import { createJobQueue } from './jobs/create-job-queue.ts';
import { jobCatalog } from './jobs/job-catalog.ts';
import { Jobs } from './jobs/jobs.ts';
import { createRateCounter } from './http/create-rate-counter.ts';
import type { RateCounter } from './http/rate-counter.ts';
import { SessionCache } from './http/session-cache.ts';
import { createStorage } from './storage/create-storage.ts';
import type { AppStorage } from './storage/storage.ts';
import { TombstonedStorage } from './storage/tombstoned-storage.ts';

/**
 * Everything the routes and jobs need, built once at boot from the config. It knows no module: the
 * entry points (main.ts, worker.ts) assemble the process and register the jobs (`registerJobs`).
 */
export interface AppContext {
  config: Config;
  log: FastifyBaseLogger;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  /** Project files (DATA_DIR/storage, or an S3 bucket); a deleted project's stay deleted (decision 051). */
  storage: AppStorage;
  /** Project and render updates for the owners' SSE streams. */
  events: EventBus;
  /** The job queue; jobs run only where `jobs.start()` was called (main.ts in embedded mode, worker.ts). */
  jobs: Jobs;
  /** Fixed-window counters for per-user and per-account limits (Redis with REDIS_URL, else in process). */
  rateCounter: RateCounter;
  /** Who a session cookie belongs to, for SESSION_CACHE_MS; ended sessions are dropped at once. */
  sessionCache: SessionCache;
  close(): Promise<void>;
}

export async function createContext(config: Config, log: FastifyBaseLogger): Promise<AppContext> {
  const db = openDatabase(config);
  await migrateAuthTables({ config, db });
  await migrateToLatest(db);
  const auth = createAuth({ config, db, log });
  const mailer = createMailer(config, log);
  const storage = new TombstonedStorage(await createStorage(config), db);
  const events = await createEventBus(config, log);
  const jobs = new Jobs(await createJobQueue(config, db, log), jobCatalog);
  const rateCounter = await createRateCounter(config);
  const ctx: AppContext = {
    config,
    log,
    db,
    auth,
    mailer,
    storage,
    events,
    jobs,
    rateCounter,
    sessionCache: new SessionCache(config.SESSION_CACHE_MS),
    async close() {
      await jobs.close();
      await rateCounter.close();
      await events.close();
      await db.destroy();
    },
  };
  return ctx;
}
