import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProject } from '../../src/modules/projects/projects.repository.ts';
import { makeClip } from '../media/media-fixtures.ts';
import {
  config,
  createTusUpload,
  filesUnder,
  listen,
  patchTusUpload,
  tusMetadata,
} from '../projects/project-helpers.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

const TUS = { 'Tus-Resumable': '1.0.0' };

describe.each(dbKinds)('tus uploads on %s', (db) => {
  let t: TestApp;
  let base: string;
  let alice: TestUser;
  let bob: TestUser;
  let clips: string;
  let clip: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ db, env: { MAX_UPLOAD_BYTES: String(5 * 1024 * 1024) } });
    base = await listen(t);
    alice = await createTestUser(t.ctx);
    bob = await createTestUser(t.ctx);
    clips = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-clips-'));
    clip = await fs.readFile(await makeClip(clips, 'clip', { width: 480, height: 854, seconds: 2 }));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(clips, { recursive: true, force: true });
  });

  /** A tus creation; `videoConfig` null sends only the file's name, as tus-js-client and Uppy do. */
  function create(
    user: TestUser | undefined,
    length: number,
    videoConfig: string | null = config('phone.mp4'),
    filename = 'phone.mp4',
  ) {
    return createTusUpload(base, user ? { cookie: user.cookie } : {}, length, {
      filename,
      ...(videoConfig !== null && { videoConfig }),
    });
  }

  /** Everything the tus store holds (other tests' unfinished uploads too: compare with a snapshot). */
  const tusFiles = async () => (await filesUnder(path.join(t.dataDir, 'uploads', 'tus'))).sort();
  /** What the tus store still holds of one upload (its data file and its .json sidecar). */
  const storedFilesOf = async (url: string) => {
    const id = new URL(url).pathname.split('/').pop() ?? '';
    return (await tusFiles()).filter((f) => f.startsWith(id));
  };

  const uploadUrl = (res: Response) =>
    new URL(res.headers.get('location') ?? '', `${base}/files/`).toString();

  const patch = (url: string, user: TestUser, offset: number, body: Buffer) =>
    patchTusUpload(url, { cookie: user.cookie }, offset, body);

  async function headOffset(url: string, user: TestUser): Promise<number> {
    const res = await fetch(url, { method: 'HEAD', headers: { ...TUS, cookie: user.cookie } });
    expect(res.status).toBe(200);
    return Number(res.headers.get('upload-offset'));
  }

  /** Sends part of a PATCH body, then drops the connection, as a phone going through a tunnel would. */
  function patchAndDrop(
    url: string,
    user: TestUser,
    offset: number,
    body: Buffer,
    sendBytes: number,
  ): Promise<void> {
    return new Promise((resolve) => {
      const req = http.request(url, {
        method: 'PATCH',
        headers: {
          ...TUS,
          cookie: user.cookie,
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(body.length),
        },
      });
      req.on('error', () => resolve());
      req.write(body.subarray(0, sendBytes), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 300);
      });
    });
  }

  it('should resume after a dropped connection and create the project on the final PATCH', async () => {
    const filesBefore = await tusFiles();
    const created = await create(alice, clip.length);
    expect(created.status).toBe(201);
    const url = uploadUrl(created);
    await patchAndDrop(url, alice, 0, clip, 40_000);
    // The server keeps what arrived; HEAD says where to carry on.
    let offset = 0;
    for (let i = 0; i < 20 && offset === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      offset = await headOffset(url, alice);
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(40_000);
    const done = await patch(url, alice, offset, clip.subarray(offset));
    expect(done.status).toBe(204);
    const projectId = done.headers.get('upload-project-id') ?? '';
    expect(projectId).toMatch(/^[0-9a-f]{32}$/);
    const project = await findProject(t.ctx.db, projectId);
    expect(project).toMatchObject({
      userId: alice.id,
      name: 'phone.mp4',
      status: 'uploaded',
      videoConfig: { size: clip.length },
    });
    const stored = await t.ctx.storage.readFile(`projects/${projectId}/original.mp4`);
    expect(stored.equals(clip)).toBe(true);
    // The upload id is the project id, and a HEAD after the fact (the final answer was lost) says so.
    expect(url.endsWith(`/${projectId}`)).toBe(true);
    const after = await fetch(url, { method: 'HEAD', headers: { ...TUS, cookie: alice.cookie } });
    expect(after.status).toBe(200);
    expect(after.headers.get('upload-offset')).toBe(String(clip.length));
    expect(after.headers.get('upload-length')).toBe(String(clip.length));
    expect(after.headers.get('upload-project-id')).toBe(projectId);
    const foreign = await fetch(url, { method: 'HEAD', headers: { ...TUS, cookie: bob.cookie } });
    expect(foreign.status).toBe(404);
    expect(await tusFiles()).toEqual(filesBefore);
  });

  // tus clients (tus-js-client, Uppy) send the file's name as `filename`: enough to name the project.
  it('should name the project after the filename metadata when there is no videoConfig', async () => {
    const created = await create(alice, clip.length, null, 'Launch day vlog.mp4');
    expect(created.status).toBe(201);
    const done = await patch(uploadUrl(created), alice, 0, clip);
    expect(done.status).toBe(204);
    const project = await findProject(t.ctx.db, done.headers.get('upload-project-id') ?? '');
    expect(project).toMatchObject({ name: 'Launch day vlog.mp4', status: 'uploaded' });
    expect(project?.videoConfig).toMatchObject({ lang: 'en', size: clip.length });
  });

  it('should refuse an Upload-Length over the limit up front with 413', async () => {
    const filesBefore = await tusFiles();
    const res = await create(alice, 5 * 1024 * 1024 + 1);
    expect(res.status).toBe(413);
    expect(JSON.parse(await res.text())).toMatchObject({
      message: 'The file is too large. The limit is 5 MB.',
    });
    expect(await tusFiles()).toEqual(filesBefore);
  });

  it('should refuse and delete an upload of undeclared length that grows past the limit', async () => {
    const created = await fetch(`${base}/files/`, {
      method: 'POST',
      headers: {
        ...TUS,
        cookie: alice.cookie,
        'Upload-Defer-Length': '1',
        'Upload-Metadata': tusMetadata({ videoConfig: config() }),
      },
    });
    expect(created.status).toBe(201);
    const url = uploadUrl(created);
    const res = await patch(url, alice, 0, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(res.status).toBe(413);
    expect(JSON.parse(await res.text())).toMatchObject({
      message: 'The file is too large. The limit is 5 MB.',
    });
    expect(await storedFilesOf(url)).toEqual([]);
  });

  it('should refuse uploads without a session and bad videoConfig metadata', async () => {
    expect((await create(undefined, clip.length)).status).toBe(401);
    const bad = await create(alice, clip.length, '{nope');
    expect(bad.status).toBe(400);
    expect(JSON.parse(await bad.text())).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it("should not let another user see or continue someone's upload", async () => {
    const url = uploadUrl(await create(alice, clip.length));
    const head = await fetch(url, { method: 'HEAD', headers: { ...TUS, cookie: bob.cookie } });
    expect(head.status).toBe(404);
    const res = await patch(url, bob, 0, clip);
    expect(res.status).toBe(404);
    expect(await headOffset(url, alice)).toBe(0);
    // The upload is still there for its owner: its data file and its metadata sidecar.
    expect((await storedFilesOf(url)).length).toBe(2);
  });

  it('should refuse a finished upload that is not a video and delete it', async () => {
    const junk = Buffer.alloc(50_000, 7);
    const url = uploadUrl(await create(alice, junk.length));
    const res = await patch(url, alice, 0, junk);
    expect(res.status).toBe(415);
    expect(JSON.parse(await res.text())).toMatchObject({ message: 'The file is not a video we can read.' });
    expect(await storedFilesOf(url)).toEqual([]);
  });
});
