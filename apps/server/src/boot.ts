import type { FastifyBaseLogger } from 'fastify';
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

/**
 * On SIGINT/SIGTERM: runs `close` (stop accepting, finish in-flight requests, hand running jobs back
 * to the queue) and exits 0; exits 1 when that takes longer than `timeoutMs` or a second signal comes.
 */
export function closeOnSignals(
  close: () => Promise<unknown>,
  timeoutMs: number,
  log: FastifyBaseLogger,
): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    closing = true;
    log.info({ signal, timeoutMs }, 'shutting down: finishing requests, handing running jobs back');
    const timer = setTimeout(() => {
      log.error({ timeoutMs }, 'shutdown did not finish in time: exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    close().then(
      () => {
        log.info('shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
