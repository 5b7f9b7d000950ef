import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isServerPath } from '@wordreel/core';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app and falls back to index.html for client-side routes; anything else that
 * matches no route is a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  let indexHtml: Buffer | null = null;
  if (fs.existsSync(indexFile)) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
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
    if (isPage) return reply.type('text/html').send(indexHtml);
    return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
  });
}
