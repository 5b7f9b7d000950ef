import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerWebApp } from '../../src/http/web-app.ts';

describe('the built web app', () => {
  let dist: string;
  let app: FastifyInstance;

  // A fresh build and server for each test: one test replaces the release with a new one.
  beforeEach(async () => {
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
  afterEach(async () => {
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

  it('should serve a release built while the server runs at once: its page and its new assets', async () => {
    // What `vite build` does: empty the folder, write the new assets and the page naming them.
    await fs.rm(path.join(dist, 'assets', 'app-Ab12Cd34.js'));
    await fs.rm(path.join(dist, 'index.html'));
    const between = await app.inject({ method: 'GET', url: '/project', headers: { accept: 'text/html' } });
    expect(between.statusCode).toBe(503);
    expect(between.headers['retry-after']).toBe('2');
    expect(between.body).toContain('not built yet');
    await fs.writeFile(path.join(dist, 'assets', 'app-Ef56Gh78.js'), 'console.log(2)');
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><script src="/assets/app-Ef56Gh78.js"></script>',
    );
    const page = await app.inject({ method: 'GET', url: '/project', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/assets/app-Ef56Gh78.js');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-Ef56Gh78.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(2)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const old = await app.inject({
      method: 'GET',
      url: '/assets/app-Ab12Cd34.js',
      headers: { accept: '*/*' },
    });
    expect(old.statusCode).toBe(404);
  });

  it('should answer a folder or a path outside the web app as a client route: the page, else the JSON 404', async () => {
    for (const url of [
      '/',
      '/fonts',
      '/fonts/',
      '/api/nope',
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const asked = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(asked.statusCode, url).toBe(404);
      expect(asked.json(), url).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
      const visited = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      if (url.startsWith('/api/')) expect(visited.statusCode, url).toBe(404);
      else expect(visited.body, url).toMatch(/^<!doctype html>/);
    }
  });

  it('should serve a web app first built after the server started', async () => {
    const later = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-dist-'));
    const server = Fastify();
    await registerWebApp(server, path.join(later, 'dist'));
    try {
      const before = await server.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(before.statusCode).toBe(503);
      expect((await server.inject({ method: 'GET', url: '/api/nope' })).json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Not found',
      });
      await fs.mkdir(path.join(later, 'dist', 'assets'), { recursive: true });
      await fs.writeFile(path.join(later, 'dist', 'index.html'), '<!doctype html><p>built');
      await fs.writeFile(path.join(later, 'dist', 'assets', 'app-1.js'), 'console.log(3)');
      const page = await server.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe('<!doctype html><p>built');
      expect((await server.inject({ method: 'GET', url: '/assets/app-1.js' })).body).toBe('console.log(3)');
    } finally {
      await server.close();
      await fs.rm(later, { recursive: true, force: true });
    }
  });
});
