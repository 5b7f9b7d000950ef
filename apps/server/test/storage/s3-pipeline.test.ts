import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { captionListSchema } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../../src/storage/s3-storage.ts';
import { config, filesUnder, firstBoxType, listen, postUpload } from '../projects/project-helpers.ts';
import { payloadFor, probe } from '../render/render-fixtures.ts';
import { videoFromClip } from '../speech/speech-project.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';
import { startS3Server, TEST_BUCKET, type TestS3Server } from './s3-server.ts';

// The whole way of a video with project files in an S3 bucket: upload, media job, transcription,
// ranged playback, export, download and delete, through the real HTTP server.
describe('the app on S3 storage', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let base: string;
  let user: TestUser;
  let models: string;
  let scratch: string;
  const tmpdirBefore = process.env.TMPDIR;

  beforeAll(async () => {
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-tmpdir-'));
    s3 = await startS3Server();
    models = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-nomodels-'));
    t = await createTestApp({
      db: 'sqlite',
      env: { ...s3.env, MODELS_DIR: models, RENDER_X264_PRESET: 'superfast' },
    });
    await t.ctx.jobs.start();
    base = await listen(t);
    user = await createTestUser(t.ctx);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await s3.close();
    await fs.rm(models, { recursive: true, force: true });
    if (tmpdirBefore === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdirBefore;
    await fs.rm(scratch, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${base}${url}`, { method, headers: { cookie: user.cookie, ...headers } });

  async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 90_000) {
    const until = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > until) throw new Error(`still waiting: ${JSON.stringify(value)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function bucketKeys(prefix: string): Promise<string[]> {
    const page = await createS3Client(t.ctx.config).send(
      new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix }),
    );
    return (page.Contents ?? []).map((o) => o.Key ?? '').sort();
  }

  it('should keep every project file in the bucket and serve, export and delete them from there', async () => {
    const clip = await videoFromClip('librivox-0930');
    // From here on the app's scratch copies (S3 downloads and uploads, render work) go under TMPDIR:
    // a directory of our own, to see that each is removed.
    process.env.TMPDIR = scratch;
    const upload = await postUpload(base, user.cookie, {
      file: { path: clip },
      videoConfig: config('reading.mp4'),
    });
    expect(upload.status).toBeLessThan(300);
    const id = ((await upload.json()) as { filename: string }).filename.split('.')[0] as string;

    const project = await waitUntil(
      async () => (await get(`/api/projects/${id}`)).json() as Promise<{ status: string }>,
      (p) => p.status === 'ready' || p.status === 'failed',
    );
    expect(project.status).toBe('ready');
    expect(await bucketKeys(`projects/${id}/`)).toEqual(
      [
        'captions-meta.json',
        'captions.json',
        'original.mp4',
        'thumb.jpg',
        'video.mp4',
        'voice-activity.json',
      ].map((f) => `projects/${id}/${f}`),
    );
    // Nothing of it stays on the server's disk: no local storage, no upload or scratch copies.
    const onDisk = (await filesUnder(t.dataDir)).filter((f) => !/^(wordreel\.db|auth-secret)/.test(f));
    expect(onDisk).toEqual([]);
    // Only the app's own scratch directories count: onnxruntime (Silero VAD) leaves a `.ses` marker and an
    // empty `mat-debug-{pid}.log` in TMPDIR when its session is created, which the app does not own.
    expect((await fs.readdir(scratch)).filter((f) => f.startsWith('wordreel-'))).toEqual([]);

    const captions = captionListSchema.parse(await (await get(`/public/${id}.json`)).json());
    expect(captions.map((c) => c.text).join('')).toMatch(/^he might even have been made/);
    const ranged = await get(`/public/${id}.mp4`, { range: 'bytes=0-99' });
    expect(ranged.status).toBe(206);
    const head = new Uint8Array(await ranged.arrayBuffer());
    expect(head).toHaveLength(100);
    expect(firstBoxType(head)).toBe('ftyp');

    const render = await fetch(`${base}/render`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(payloadFor(id)),
    });
    expect(render.status).toBe(202);
    const state = await waitUntil(
      async () => (await get(`/api/projects/${id}/render`)).json() as Promise<{ state: string }>,
      (s) => s.state === 'done' || s.state === 'failed',
    );
    expect(state).toMatchObject({ state: 'done' });
    expect((await get(`/rendered/${id}.mp4`, {}, 'HEAD')).status).toBe(200);
    const download = await get(`/download/${id}.mp4`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    const file = path.join(t.dataDir, 'downloaded.mp4');
    await fs.writeFile(file, Buffer.from(await download.arrayBuffer()));
    const video = (await probe(file)).streams.find((s) => s.codec_type === 'video');
    expect(video).toMatchObject({ codec_name: 'h264', width: 1080, height: 1920 });
    await fs.rm(file);

    // Only the app's own scratch directories count: onnxruntime (Silero VAD) leaves a `.ses` marker and an
    // empty `mat-debug-{pid}.log` in TMPDIR when its session is created, which the app does not own.
    expect((await fs.readdir(scratch)).filter((f) => f.startsWith('wordreel-'))).toEqual([]);

    expect((await get(`/api/projects/${id}`, {}, 'DELETE')).status).toBe(200);
    expect(await bucketKeys(`projects/${id}/`)).toEqual([]);
  }, 180_000);
});
