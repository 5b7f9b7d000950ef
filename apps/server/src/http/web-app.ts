import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isServerPath } from '@wordreel/core';
import type { FastifyInstance } from 'fastify';

/** Vite names every file it writes to assets/ by its content, so a name never changes its bytes. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;
const FOREVER = 'public, max-age=31536000, immutable';
/** The page names this release's assets: asked again each time, so a new release is seen at once. */
const PAGE_CACHE = 'no-cache';

/**
 * Serves the built web app and falls back to index.html for client-side routes; anything else that
 * matches no route is a JSON 404. Hashed assets are cached for good (a repeat visit asks for none of
 * the studio's dozens of chunks); the page itself is revalidated every time. Both are read from disk
 * as they are when asked: a release built while the server runs is served at once, never a page
 * naming the last release's assets, which the build has deleted (decision 059).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  // Not built yet: say so, and serve it once a build writes it (no restart needed).
  if (!fs.existsSync(indexFile)) app.log.warn(`web app not built yet (${indexFile} missing): ${BUILD_HINT}`);
  const assetsDir = path.join(distDir, HASHED_ASSETS);
  await app.register(fastifyStatic, {
    root: distDir,
    // One route for every path, looked up on disk per request (not a route per file seen at start).
    wildcard: true,
    index: false,
    // A folder ('/', '/fonts/') is no file: the page or a 404 below, not @fastify/static's 403.
    allowedPath: (pathname) => !pathname.endsWith('/'),
    setHeaders: (reply, file) => {
      if (file.startsWith(assetsDir)) reply.header('cache-control', FOREVER);
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !isServerPath(request.url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (!isPage) return reply.status(404).send(NOT_FOUND);
    const page = await readPage(indexFile);
    if (page) return reply.type('text/html').header('cache-control', PAGE_CACHE).send(page);
    // Between a build emptying the folder and writing the page, or before the first build.
    return reply.status(503).header('retry-after', '2').type('text/html').send(NOT_BUILT_PAGE);
  });
}

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Not found' };
const BUILD_HINT = 'run "npm run build -w @wordreel/web"';
const NOT_BUILT_PAGE = `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>Wordreel</title>
<p role="status">Wordreel's web app is not built yet. This page reloads by itself; if a build is not running, ${BUILD_HINT}.</p>`;

/** The page as it is now; null while a build has emptied the folder and not written it yet. */
async function readPage(indexFile: string): Promise<Buffer | null> {
  try {
    return await fsp.readFile(indexFile);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
