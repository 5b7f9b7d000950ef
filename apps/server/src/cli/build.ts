/**
 * The `build` command (`npm run build -w @wordreel/server`; `npm start` runs it first): bundles the
 * server into dist/ (build/server-bundle.ts).
 */
import { bundleServer } from '../build/server-bundle.ts';

await bundleServer();
