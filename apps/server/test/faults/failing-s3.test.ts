import fs from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { MESSAGES } from '@wordreel/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_UNAVAILABLE } from '../../src/http/app-error.ts';
import { SPEECH_SPEED_KEY } from '../../src/modules/speech/speech-speed.ts';
import { createS3Client } from '../../src/storage/s3-storage.ts';
import { makeClip as makeMediaClip } from '../media/media-fixtures.ts';
import { config, createTusUpload, postUpload } from '../projects/project-helpers.ts';
import { makeClip, payloadFor, seedProject, word } from '../render/render-fixtures.ts';
import { startFailingS3Proxy, type FailingS3Proxy } from '../storage/failing-s3-proxy.ts';
import { startS3Server, TEST_BUCKET, type TestS3Server } from '../storage/s3-server.ts';
import { createTestUser, type TestUser } from '../test-app.ts';
import { createDeployment, type Deployment, ServerProcess, sha, waitFor } from './server-process.ts';

const TUS = { 'Tus-Resumable': '1.0.0' };
const writes = (method: string) => method === 'PUT' || method === 'POST';

/**
 * The real server (SQLite, in-process queue) with its files in an S3 bucket reached through a proxy
 * that fails chosen requests on purpose: the bucket answers 500/503 or cuts the connection.
 */
describe('a failing S3 bucket during upload and render (real server process)', () => {
  let s3: TestS3Server;
  let proxy: FailingS3Proxy;
  let d: Deployment;
  let server: ServerProcess;
  let user: TestUser;

  const api = (url: string, init: RequestInit = {}) =>
    fetch(`${server.url}${url}`, { ...init, headers: { cookie: user.cookie, ...init.headers } });
  /** Every key in the bucket, read straight from the S3 server (not through the proxy). */
  const keysInBucket = async () => {
    const page = await createS3Client({
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: s3.env.S3_ENDPOINT,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: true,
    }).send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
    return (page.Contents ?? []).map((o) => o.Key ?? '');
  };
  /** The bucket's keys but other tests' (their projects' jobs may still be writing, and timing runs). */
  const keysNotOfOthers = async () => {
    const others = await d.side.db
      .selectFrom('project')
      .select('id')
      .where('userId', '!=', user.id)
      .execute();
    return (await keysInBucket()).filter(
      (k) => k !== SPEECH_SPEED_KEY && !others.some((p) => k.startsWith(`projects/${p.id}/`)),
    );
  };
  const userProjects = () =>
    d.side.db.selectFrom('project').select(['id', 'status']).where('userId', '=', user.id).execute();

  beforeAll(async () => {
    s3 = await startS3Server();
    proxy = await startFailingS3Proxy(s3.env);
    d = await createDeployment('sqlite', proxy.env);
    server = await ServerProcess.start('main', d.env);
  }, 120_000);
  afterAll(async () => {
    await server?.kill();
    await d?.dispose();
    await proxy?.close();
    await s3?.close();
  });
  // Each test has a user of its own and a bucket that answers, with no failure counted yet.
  beforeEach(async () => {
    user = await createTestUser(d.side);
    proxy.failWhen(() => 'pass');
    proxy.failed.length = 0;
  });

  it('answers uploads the bucket refuses with 503 and a clear message, keeps nothing of them, keeps serving; /ready names the bucket', async () => {
    const clip = await makeMediaClip(d.dataDir, 'small', { width: 320, height: 240, seconds: 1 });
    const file = await fs.readFile(clip);

    // Multipart upload: the bucket answers 503 to the original's upload.
    proxy.failWhen((method, url) => (writes(method) && url.includes('/original.') ? 503 : 'pass'));
    const multipart = await postUpload(server.url, user.cookie, {
      file: { path: clip },
      videoConfig: config(),
    });
    expect(multipart.status).toBe(503);
    expect(await multipart.json()).toEqual({ code: 'STORAGE_UNAVAILABLE', message: STORAGE_UNAVAILABLE });

    // tus upload: the bucket cuts the connection when the finished file moves in.
    proxy.failWhen((method, url) => (writes(method) && url.includes('/original.') ? 'reset' : 'pass'));
    const created = await createTusUpload(server.url, { cookie: user.cookie }, file.length, {
      filename: 'clip.mp4',
      videoConfig: config(),
    });
    expect(created.status).toBe(201);
    const patch = await api(new URL(created.headers.get('location') ?? '', server.url).pathname, {
      method: 'PATCH',
      headers: { ...TUS, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: file,
    });
    expect(patch.status).toBe(503);
    expect(await patch.json()).toEqual({ code: 'STORAGE_UNAVAILABLE', message: STORAGE_UNAVAILABLE });
    expect(proxy.failed.some((r) => r.includes('/original.'))).toBe(true);

    // Nothing half-written: no project points at a missing original, no object was left in the bucket.
    // The tus upload stays an upload (its bytes kept for a retry of the finish, see the next test).
    const tusId = new URL(created.headers.get('location') ?? '', server.url).pathname.split('/').pop();
    expect(await userProjects()).toEqual([{ id: tusId, status: 'uploading' }]);
    expect(await keysNotOfOthers()).toEqual([]);
    // The app keeps serving.
    expect((await api('/api/health')).status).toBe(200);
    expect((await api(`/api/projects/user/${user.id}`)).status).toBe(200);

    // The bucket out of reach altogether: /ready says so and names it; the rest is fine.
    proxy.failWhen(() => 'reset');
    const notReady = await api('/api/ready');
    expect(notReady.status).toBe(503);
    const body = (await notReady.json()) as { message: string; checks: Record<string, { ok: boolean }> };
    expect(body.message).toBe('Not ready: storage unreachable.');
    expect(body.checks).toMatchObject({
      database: { ok: true },
      storage: { ok: false },
      queue: { ok: true },
    });

    // Back again: ready, and the same upload goes through.
    proxy.failWhen(() => 'pass');
    expect((await api('/api/ready')).status).toBe(200);
    const again = await postUpload(server.url, user.cookie, {
      file: { path: clip },
      videoConfig: config(),
    });
    expect(again.status).toBe(201);
  }, 120_000);

  it('keeps a tus upload whose move into the bucket failed, and finishes it on the retry byte for byte', async () => {
    const clip = await makeMediaClip(d.dataDir, 'retry', { width: 320, height: 240, seconds: 1 });
    const file = await fs.readFile(clip);
    const headers = { ...TUS, 'Content-Type': 'application/offset+octet-stream' };
    const created = await createTusUpload(server.url, { cookie: user.cookie }, file.length, {
      filename: 'retry.mp4',
      videoConfig: config(),
    });
    expect(created.status).toBe(201);
    const uploadPath = new URL(created.headers.get('location') ?? '', server.url).pathname;
    const id = uploadPath.split('/').pop() ?? '';
    const tusData = path.join(d.dataDir, 'uploads', 'tus', id);

    // The last byte arrives while the bucket refuses every write of the original.
    proxy.failWhen((method, url) => (writes(method) && url.includes('/original.') ? 503 : 'pass'));
    const last = await api(uploadPath, {
      method: 'PATCH',
      headers: { ...headers, 'Upload-Offset': '0' },
      body: file,
    });
    expect(last.status).toBe(503);
    expect(await last.json()).toEqual({ code: 'STORAGE_UNAVAILABLE', message: STORAGE_UNAVAILABLE });
    // The client's bytes are kept whole in tus; nothing of them is in the bucket or served.
    expect(sha(await fs.readFile(tusData))).toBe(sha(file));
    expect(await userProjects()).toContainEqual({ id, status: 'uploading' });
    expect((await keysInBucket()).filter((k) => k.startsWith(`projects/${id}/`))).toEqual([]);
    expect((await api(`/public/${id}.mp4`)).status).toBe(404);

    // A retry while the bucket still fails: the final PATCH again (no bytes left to send), then a HEAD
    // (what tus-js-client sends to resume): 503 each, and the bytes are still kept.
    const again = await api(uploadPath, {
      method: 'PATCH',
      headers: { ...headers, 'Upload-Offset': String(file.length) },
    });
    expect(again.status).toBe(503);
    expect((await api(uploadPath, { method: 'HEAD', headers: TUS })).status).toBe(503);
    expect(sha(await fs.readFile(tusData))).toBe(sha(file));

    // The bucket is back: the client's HEAD finishes the upload and names its project.
    proxy.failWhen(() => 'pass');
    const head = await api(uploadPath, { method: 'HEAD', headers: TUS });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(file.length));
    expect(head.headers.get('upload-project-id')).toBe(id);
    const stored = await d.side.storage.readFile(
      (await keysInBucket()).find((k) => k.startsWith(`projects/${id}/original.`)) ?? 'missing',
    );
    expect(sha(stored)).toBe(sha(file));
    await expect(fs.stat(tusData)).rejects.toThrow();
    const status = await waitFor('the project to leave the upload', async () => {
      const row = (await userProjects()).find((p) => p.id === id);
      return row && row.status !== 'uploading' ? row.status : undefined;
    });
    expect(status).not.toBe('failed');
  }, 120_000);

  it('fails an export the bucket refuses with a clear message and keeps serving the previous one', async () => {
    const clip = await makeClip({ seconds: 3, audio: 'tone' });
    const id = await seedProject(d.side, user.id, clip, [word(' Hello', 0, 600)]);
    const render = async (theme: Parameters<typeof payloadFor>[1]) =>
      expect(
        (
          await api('/render', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(payloadFor(id, theme)),
          })
        ).status,
      ).toBe(202);
    const settled = () =>
      waitFor(
        'the export to end',
        async () => {
          const s = (await (await api(`/api/projects/${id}/render`)).json()) as {
            state: string;
            error: string;
          };
          return s.state === 'done' || s.state === 'failed' ? s : undefined;
        },
        120_000,
        () => server.output().slice(-3000),
      );
    const download = async () => {
      const res = await api(`/download/${id}.mp4`);
      expect(res.status).toBe(200);
      return sha(Buffer.from(await res.arrayBuffer()));
    };

    await render('mercury');
    expect((await settled()).state).toBe('done');
    const first = await download();

    // Every write of the new export is answered 500 (each attempt of the job, each SDK retry).
    proxy.failWhen((method, url) => (writes(method) && url.includes('/render.mp4') ? 500 : 'pass'));
    await render('mars');
    expect(await settled()).toMatchObject({ state: 'failed', error: MESSAGES.RENDER_STORAGE_UNAVAILABLE });
    expect(proxy.failed.some((r) => r.includes('/render.mp4'))).toBe(true);
    // The previous export is whole and still served; the app keeps serving.
    expect(await download()).toBe(first);
    expect((await api(`/api/projects/${id}`)).status).toBe(200);
    expect((await keysInBucket()).filter((k) => k.startsWith(`projects/${id}/`)).sort()).toEqual(
      [`projects/${id}/captions.json`, `projects/${id}/render.mp4`, `projects/${id}/video.mp4`].sort(),
    );
  }, 180_000);
});
