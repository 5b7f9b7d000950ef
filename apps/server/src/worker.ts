import { closeOnSignals, loadConfigOrExit } from './boot.ts';
import { createContext } from './context.ts';
import { registerJobs } from './jobs/register-jobs.ts';
import { createLogger } from './logger.ts';
import { sendKeyExpiryNoticesEvery } from './modules/accounts/key-expiry-notices.ts';
import {
  settleStuckProjects,
  STUCK_GRACE_MS,
  sweepStuckProjectsEvery,
} from './modules/projects/stuck-projects.ts';
import { removeOrphanedScratchDirs } from './storage/scratch-dir.ts';

/** Runs jobs only (no HTTP): start any number of these next to the API servers when REDIS_URL is set. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.REDIS_URL) {
    console.error('The worker needs REDIS_URL; without it the server runs jobs itself (npm start).');
    process.exit(1);
  }
  const log = createLogger(config);
  const ctx = await createContext(config, log);
  // Scratch folders of a process killed earlier (SIGKILL skips their clean-up).
  void removeOrphanedScratchDirs(log);
  registerJobs(ctx);
  await ctx.jobs.start();
  await settleStuckProjects(ctx, STUCK_GRACE_MS);
  const stops = [
    sweepStuckProjectsEvery(ctx, config.STUCK_SWEEP_INTERVAL_MS),
    sendKeyExpiryNoticesEvery(ctx),
  ];
  log.info('worker is running jobs');
  closeOnSignals(
    async () => {
      await Promise.all(stops.map((stop) => stop()));
      await ctx.close();
    },
    config.SHUTDOWN_TIMEOUT_MS,
    log,
  );
}

await main();
