import { ConfigError, loadConfig } from './config.ts';
import { createContext } from './context.ts';
import { createLogger } from './logger.ts';

/** Runs jobs only (no HTTP): start any number of these next to the API servers when REDIS_URL is set. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!config.REDIS_URL) {
    console.error('The worker needs REDIS_URL; without it the server runs jobs itself (npm start).');
    process.exit(1);
  }
  const log = createLogger(config);
  const ctx = await createContext(config, log);
  await ctx.jobs.start();
  log.info('worker is running jobs');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void ctx.close().then(() => process.exit(0));
    });
  }
}

await main();
