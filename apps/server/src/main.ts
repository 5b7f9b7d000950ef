import { buildApp } from './app.ts';
import { closeOnSignals, loadConfigOrExit } from './boot.ts';
import { createContext } from './context.ts';
import { registerJobs } from './jobs/register-jobs.ts';
import { createLogger } from './logger.ts';
import { sendKeyExpiryNoticesEvery } from './modules/accounts/key-expiry-notices.ts';
import { settleStuckProjects, sweepStuckProjectsEvery } from './modules/projects/stuck-projects.ts';
import { removeOrphanedScratchDirs } from './storage/scratch-dir.ts';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = createLogger(config);
  const ctx = await createContext(config, log);
  // Scratch folders of a process killed earlier (SIGKILL skips their clean-up).
  void removeOrphanedScratchDirs(log);
  registerJobs(ctx);
  const app = await buildApp(ctx);
  app.addHook('onClose', () => ctx.close());
  // Embedded mode runs jobs (and the periodic sweeps) in this process; with REDIS_URL the API only
  // enqueues and worker.ts runs them.
  let stopSweeping = async () => {};
  if (!config.REDIS_URL) {
    await ctx.jobs.start();
    // Before listening: no upload is in flight whose job is about to be queued.
    await settleStuckProjects(ctx, 0);
    const stops = [
      sweepStuckProjectsEvery(ctx, config.STUCK_SWEEP_INTERVAL_MS),
      sendKeyExpiryNoticesEvery(ctx),
    ];
    stopSweeping = async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  }
  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
  console.log(`Wordreel is ready at ${url}`);
  // Requests drain (the app closes their connections as they go idle) while running jobs go back to
  // the queue; then onClose closes the rest of the context.
  const handBackJobs = async () => {
    await stopSweeping();
    await ctx.jobs.close();
  };
  closeOnSignals(
    async () => {
      await Promise.all([app.close(), handBackJobs()]);
    },
    config.SHUTDOWN_TIMEOUT_MS,
    log,
  );
}

await main();
