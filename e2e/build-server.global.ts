import { bundleServer } from '../apps/server/src/build/server-bundle.ts';

/** Playwright global setup: each worker starts the server from the bundle `npm start` runs, built afresh. */
export default async function buildServer(): Promise<void> {
  await bundleServer();
}
