import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProjectFromUpload } from '../../src/modules/uploads/upload-intake.service.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { listen } from '../projects/project-helpers.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';
import { makeClip } from './media-fixtures.ts';

describe.each(dbKinds)('owner-only media serving on %s', (db) => {
  let t: TestApp;
  let base: string;
  let alice: TestUser;
  let bob: TestUser;
  let id: string;
  let video: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ db });
    base = await listen(t);
    alice = await createTestUser(t.ctx);
    bob = await createTestUser(t.ctx);
    const clips = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-clips-'));
    const file = await makeClip(clips, 'clip', { width: 320, height: 240, seconds: 1 });
    video = await fs.readFile(file);
    const project = await createProjectFromUpload(t.ctx, alice.id, {
      filePath: file,
      clientConfig: { name: 'clip.mp4', lang: 'en', orientation: 'portrait' },
    });
    id = project.id;
    await fs.rm(clips, { recursive: true, force: true });
    // Stand-ins for what the media and speech jobs write (those jobs have their own tests).
    await t.ctx.storage.writeFile(projectKeys.video(id), video);
    await t.ctx.storage.writeFile(projectKeys.thumb(id), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  });
  afterAll(() => t.close());

  const get = (
    url: string,
    user: TestUser | undefined,
    headers: Record<string, string> = {},
    method = 'GET',
  ) => fetch(`${base}${url}`, { method, headers: { ...(user ? { cookie: user.cookie } : {}), ...headers } });

  it('should serve the whole video to its owner', async () => {
    const res = await get(`/public/${id}.mp4`, alice);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await res.arrayBuffer()).equals(video)).toBe(true);
  });

  it('should answer range requests with 206 and the exact bytes', async () => {
    const res = await get(`/public/${id}.mp4`, alice, { range: 'bytes=100-199' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
    const open = await get(`/public/${id}.mp4`, alice, { range: `bytes=${video.length - 10}-` });
    expect(open.status).toBe(206);
    expect((await open.arrayBuffer()).byteLength).toBe(10);
    const suffix = await get(`/public/${id}.mp4`, alice, { range: 'bytes=-5' });
    expect(Buffer.from(await suffix.arrayBuffer()).equals(video.subarray(-5))).toBe(true);
  });

  it('should answer 416 for a range past the end', async () => {
    const res = await get(`/public/${id}.mp4`, alice, { range: `bytes=${video.length}-` });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${video.length}`);
  });

  it('should send the whole video for a Range it does not serve (several ranges, garbage)', async () => {
    for (const range of ['bytes=0-9,100-199', 'bytes=abc']) {
      const res = await get(`/public/${id}.mp4`, alice, { range });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBeNull();
      expect(Buffer.from(await res.arrayBuffer()).equals(video)).toBe(true);
    }
  });

  it("should close the video's file when the player drops its request mid-answer (a seek)", async () => {
    // Larger than what the socket and the streams between the file and the client can buffer.
    await t.ctx.storage.writeFile(projectKeys.video(id), Buffer.alloc(48 * 1024 * 1024, 1));
    try {
      await new Promise<void>((resolve, reject) => {
        const request = http.get(`${base}/public/${id}.mp4`, { headers: { cookie: alice.cookie } }, (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      });
      await vi.waitFor(async () => expect(await openFilesEndingWith(`projects/${id}/video.mp4`)).toBe(0), {
        timeout: 5000,
      });
    } finally {
      await t.ctx.storage.writeFile(projectKeys.video(id), video);
    }
  });

  it('should answer 304 to a video request naming its ETag', async () => {
    const first = await get(`/public/${id}.mp4`, alice);
    const etag = first.headers.get('etag');
    await first.arrayBuffer();
    expect(etag).toBeTruthy();
    const again = await get(`/public/${id}.mp4`, alice, { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
  });

  it('should answer HEAD with the length and no body', async () => {
    const res = await get(`/public/${id}.mp4`, alice, {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(video.length));
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('should answer 404 for the caption list until captions exist, then serve it with validators', async () => {
    expect((await get(`/public/${id}.json`, alice)).status).toBe(404);
    const captions = [{ text: 'Hello', startMs: 0, endMs: 400, confidence: 0.9, timestampMs: 200 }];
    await t.ctx.storage.writeFile(projectKeys.captions(id), JSON.stringify(captions));
    const res = await get(`/public/${id}.json`, alice);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(captions);
    const etag = res.headers.get('etag') ?? '';
    expect(res.headers.get('last-modified')).toBeTruthy();
    const again = await get(`/public/${id}.json`, alice, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('should serve the thumbnail to its owner', async () => {
    const res = await get(`/public/${id}/thumb.jpg`, alice);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });

  it('should answer 404 to another user and 401 without a session', async () => {
    for (const url of [`/public/${id}.mp4`, `/public/${id}.json`, `/public/${id}/thumb.jpg`]) {
      expect((await get(url, bob)).status).toBe(404);
      expect((await get(url, undefined)).status).toBe(401);
    }
  });

  it('should answer 404 for bad ids, traversal and encoded slashes', async () => {
    for (const url of [
      '/public/abc.mp4',
      `/public/${id.toUpperCase()}.mp4`,
      `/public/${id}.mkv`,
      `/public/..%2F..%2Fwordreel.db`,
      `/public/${id}%2Fthumb.jpg`,
      `/public/..%2F${id}.mp4`,
      `/public/${id}/..%2F..%2Fwordreel.db`,
    ]) {
      const res = await get(url, alice);
      expect(res.status, url).toBe(404);
    }
  });
});

/** How many of this process's file descriptors are open on a path ending so (Linux's /proc). */
async function openFilesEndingWith(suffix: string): Promise<number> {
  const fds = await fs.readdir('/proc/self/fd');
  const targets = await Promise.all(fds.map((fd) => fs.readlink(`/proc/self/fd/${fd}`).catch(() => '')));
  return targets.filter((target) => target.endsWith(suffix)).length;
}
