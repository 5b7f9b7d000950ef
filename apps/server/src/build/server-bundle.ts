import fs from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/**
 * The server as `npm start` runs it: src/main.ts and src/worker.ts, with @wordreel/core, bundled by
 * esbuild into dist/ as plain ESM, the packages in node_modules left to node. Run under tsx, every
 * module (the ~2,400 of better-auth, Kysely, Fastify, ajv, BullMQ...) went through tsx's loader hooks
 * on a separate thread: a start took 4.8 s and 6-7 CPU-s; from the bundle, 2 s and 2.5 CPU-s
 * (docs/decisions/083).
 */
const serverRoot = path.resolve(import.meta.dirname, '../..');

/** dist/ sits as deep under the repository as src/, so `import.meta.dirname`-relative paths hold. */
export const SERVER_DIST_DIR = path.join(serverRoot, 'dist');

export type ServerEntry = 'main' | 'worker';

/** The bundle of an entry point. */
export const builtEntry = (entry: ServerEntry): string => path.join(SERVER_DIST_DIR, `${entry}.mjs`);

/** Node's arguments to run a built entry point: stack traces name the .ts files and lines. */
export const builtServerArgs = (entry: ServerEntry): string[] => ['--enable-source-maps', builtEntry(entry)];

/** Bare imports stay imports, except our own workspace package, whose exports point at .ts sources. */
const packagesStayExternal: Plugin = {
  name: 'packages-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@wordreel/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Writes dist/main.mjs, dist/worker.mjs and their chunks (with source maps); about a second. */
export async function bundleServer(): Promise<void> {
  // Chunk names carry a hash of their content: without this, each change would leave the old ones.
  await fs.rm(SERVER_DIST_DIR, { recursive: true, force: true });
  await build({
    absWorkingDir: serverRoot,
    entryPoints: { main: 'src/main.ts', worker: 'src/worker.ts' },
    outdir: SERVER_DIST_DIR,
    outExtension: { '.js': '.mjs' },
    // Adapters a config does not choose (the AWS SDK, BullMQ, ioredis) are imported dynamically: as
    // chunks of their own they load only when chosen, not with the rest of the bundle.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Class and function names as written: logs and errors name them.
    keepNames: true,
    plugins: [packagesStayExternal],
    logLevel: 'warning',
  });
}
