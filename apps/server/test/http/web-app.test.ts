import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from '../../src/http/web-app.ts';

describe('the built web app', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.mkdir(path.join(dist, 'fonts'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><script src="/assets/app-Ab12Cd34.js"></script>',
    );
    await fs.writeFile(path.join(dist, 'assets', 'app-Ab12Cd34.js'), 'console.log(1)');
    await fs.writeFile(path.join(dist, 'fonts', 'roboto-400.ttf'), 'font');
    app = Fastify();
    await registerWebApp(app, dist);
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('should cache the hashed assets for good and revalidate everything else', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Not named by content: the default, revalidated (ETag) each time.
    const font = await app.inject({ method: 'GET', url: '/fonts/roboto-400.ttf' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['cache-control']).toBe('public, max-age=0');
  });

  it('should serve the page for client routes, asked again on every visit, so a new release is seen at once', async () => {
    const page = await app.inject({ method: 'GET', url: '/studio/abc', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/assets/app-Ab12Cd34.js');
    expect(page.headers['cache-control']).toBe('no-cache');
    // A missing asset is a 404, never the page (a script answered with HTML breaks the app silently).
    const gone = await app.inject({
      method: 'GET',
      url: '/assets/app-Old00000.js',
      headers: { accept: '*/*' },
    });
    expect(gone.statusCode).toBe(404);
  });
});
