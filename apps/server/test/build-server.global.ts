import { bundleServer } from '../src/build/server-bundle.ts';

/**
 * Vitest global setup: the tests that start real server processes (faults/, config.test.ts) run the
 * bundle `npm start` runs, built afresh from the sources under test.
 */
export default async function buildServer(): Promise<void> {
  await bundleServer();
}
