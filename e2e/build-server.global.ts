/** Playwright global setup: each worker starts the server from the bundle `npm start` runs, built afresh. */
export { bundleServer as default } from '../apps/server/src/build/server-bundle.ts';
