import type { FastifyBaseLogger } from 'fastify';
import { type Auth, createAuth, migrateAuthTables } from './auth/auth.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';

/** Everything the routes and jobs need, built once at boot from the config. */
export interface AppContext {
  config: Config;
  log: FastifyBaseLogger;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  close(): Promise<void>;
}

export async function createContext(config: Config, log: FastifyBaseLogger): Promise<AppContext> {
  const db = openDatabase(config);
  await migrateAuthTables({ config, db });
  await migrateToLatest(db);
  const auth = createAuth({ config, db });
  const mailer = createMailer(config, log);
  return {
    config,
    log,
    db,
    auth,
    mailer,
    async close() {
      await db.destroy();
    },
  };
}
