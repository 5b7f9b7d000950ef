/**
 * Vitest global setup: the tests that start real server processes (faults/, config.test.ts) run the
 * bundle `npm start` runs, built afresh from the sources under test.
 */
export { bundleServer as default } from '../src/build/server-bundle.ts';
