import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type AppContext, createContext } from '../apps/server/src/context.ts';
import { registerJobs } from '../apps/server/src/jobs/register-jobs.ts';
import { createLogger } from '../apps/server/src/logger.ts';

export interface BenchServer {
  /** The server's fresh data directory (the bench may keep its own files in it). */
  work: string;
  ctx: AppContext;
  baseURL: string;
  /** Stops the server and its context; the data directory stays for the bench to keep or remove. */
  close(): Promise<void>;
}

/**
 * The real server in this process, its jobs registered, on a fresh data directory under the system's
 * temporary folder (`wordreel-<name>-…`): for the benches that drive the studio in Chromium.
 */
export async function startBenchServer(name: string): Promise<BenchServer> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), `wordreel-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: '0',
    DATA_DIR: work,
    RATE_LIMIT_DISABLED: 'true',
  });
  const ctx = await createContext(config, createLogger(config));
  registerJobs(ctx);
  const app = await buildApp(ctx);
  const baseURL = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    work,
    ctx,
    baseURL,
    async close() {
      await app.close();
      await ctx.close();
    },
  };
}
