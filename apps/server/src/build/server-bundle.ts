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

/** A file no build has written for this long is from an earlier build and can go. */
const STALE_CHUNK_MS = 10 * 60_000;

/**
 * Writes dist/main.mjs, dist/worker.mjs and their chunks (with source maps); about a second. Safe
 * while another process starts from dist/ or builds it too (`npm start` and `npm run worker` launched
 * together): each file is replaced whole by a rename, chunks before the entry points that import them,
 * and a chunk (its name carries a hash of its content) is removed only once no build has written it
 * for ten minutes.
 */
export async function bundleServer(): Promise<void> {
  const result = await build({
    absWorkingDir: serverRoot,
    entryPoints: { main: 'src/main.ts', worker: 'src/worker.ts' },
    outdir: SERVER_DIST_DIR,
    outExtension: { '.js': '.mjs' },
    // Adapters a config does not choose (the AWS SDK, BullMQ, ioredis) are imported dynamically: as
    // chunks of their own they load only when chosen, not with the rest of the bundle.
    splitting: true,
    // Beside the entry points, not in a folder: code moved into a chunk (config.ts) finds the repository
    // from its own `import.meta.dirname`.
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Class and function names as written: logs and errors name them.
    keepNames: true,
    plugins: [packagesStayExternal],
    logLevel: 'warning',
    write: false,
  });
  await fs.mkdir(SERVER_DIST_DIR, { recursive: true });
  const isEntry = (file: string) => /^(main|worker)\.mjs/.test(path.basename(file));
  const files = [...result.outputFiles].sort((a, b) => Number(isEntry(a.path)) - Number(isEntry(b.path)));
  for (const file of files) {
    const temporary = `${file.path}.tmp-${process.pid}`;
    await fs.writeFile(temporary, file.contents);
    await fs.rename(temporary, file.path);
  }
  const written = new Set(files.map((f) => path.basename(f.path)));
  for (const name of await fs.readdir(SERVER_DIST_DIR)) {
    if (written.has(name)) continue;
    const stat = await fs.stat(path.join(SERVER_DIST_DIR, name)).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > STALE_CHUNK_MS) {
      await fs.rm(path.join(SERVER_DIST_DIR, name), { force: true });
    }
  }
}
