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
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): run "npm run build -w @wordreel/web"`);
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(NOT_FOUND));
    return;
  }
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
    const page = isPage ? await readPage(indexFile) : null;
    if (page) return reply.type('text/html').header('cache-control', PAGE_CACHE).send(page);
    return reply.status(404).send(NOT_FOUND);
  });
}

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Not found' };

/** The page as it is now; null while a build has emptied the folder and not written it yet. */
async function readPage(indexFile: string): Promise<Buffer | null> {
  try {
    return await fsp.readFile(indexFile);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
