import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDialectConfig } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;

// BIGINT columns (epoch milliseconds) come back from pg as strings by default; they fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function sqliteFile(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'wordreel.db');
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else a SQLite file in DATA_DIR. */
export function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Database {
  if (config.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 });
    // An idle connection the server drops (restart, failover, admin kill) is reported as an 'error'
    // on the pool, which would crash the process unhandled; the next query opens a fresh connection.
    pool.on('error', (error) => console.error(`PostgreSQL dropped an idle connection: ${error.message}`));
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const sqlite = new SqliteDatabase(sqliteFile(config));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * Kysely's SQLite driver prepares every query's SQL again; better-sqlite3's `prepare` (SQLite parsing
 * and planning it) was ~4 % of the server's time under load. The same SQL text reuses its statement,
 * the least recently used of at most 500 kept (lru-cache). Safe: the driver runs one query at a time.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDialectConfig['database'] {
  const statements = new LRUCache<string, SqliteDatabase.Statement>({ max: 500 });
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
