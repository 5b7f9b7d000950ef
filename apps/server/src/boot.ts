import { type Config, ConfigError, loadConfig } from './config.ts';

/** Reads the config for an entry point; a bad config prints its readable list of problems and exits. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Closes gracefully on SIGINT/SIGTERM, then exits. */
export function closeOnSignals(close: () => Promise<unknown>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void close().then(() => process.exit(0));
    });
  }
}
