import fs from 'node:fs';
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
 * the studio's dozens of chunks); the page itself is revalidated every time.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  let indexHtml: Buffer | null = null;
  if (fs.existsSync(indexFile)) {
    const assetsDir = path.join(distDir, HASHED_ASSETS);
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, file) => {
        if (file.startsWith(assetsDir)) reply.header('cache-control', FOREVER);
      },
    });
    indexHtml = fs.readFileSync(indexFile);
  } else {
    app.log.warn(`web app not built (${indexFile} missing): run "npm run build -w @wordreel/web"`);
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      indexHtml !== null &&
      request.method === 'GET' &&
      !isServerPath(request.url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage) return reply.type('text/html').header('cache-control', PAGE_CACHE).send(indexHtml);
    return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
  });
}
