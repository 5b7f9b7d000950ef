import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FULL } from '../../src/http/app-error.ts';
import { RENDER_NO_SPACE } from '../../src/modules/render/render.job.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { makeClip as makeMediaClip } from '../media/media-fixtures.ts';
import { config, createTusUpload } from '../projects/project-helpers.ts';
import { payloadFor, seedProject, word } from '../render/render-fixtures.ts';
import { createDeployment, type Deployment, ServerProcess, sha, waitFor } from './server-process.ts';

const run = promisify(execFile);
const TUS = { 'Tus-Resumable': '1.0.0' };
const VOLUME_MIB = 64;

/**
 * The server's files on a small tmpfs (mounted here; the tests run as root), filled up on purpose:
 * storage and tus uploads live on it through symlinks, the SQLite database does not.
 */
describe('a full disk during upload and render (SQLite, real server process)', () => {
  let d: Deployment;
  let server: ServerProcess;
  let volume: string;
  let filler: string;

  const api = (url: string, init: RequestInit = {}) =>
    fetch(`${server.url}${url}`, { ...init, headers: { cookie: d.user.cookie, ...init.headers } });

  /** POST /upload over a connection of its own (never reused), with the file as the `video` part. */
  function postMultipart(url: string, file: Buffer): Promise<{ status: number; body: string }> {
    const boundary = `wordreel${Date.now()}`;
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="videoConfig"\r\n\r\n` +
      `${JSON.stringify({ name: 'm.mp4', lang: 'en', orientation: 'portrait' })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="m.mp4"\r\n` +
      `Content-Type: video/mp4\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return new Promise((resolve, reject) => {
      const req = http.request(`${server.url}${url}`, {
        method: 'POST',
        agent: false,
        headers: {
          cookie: d.user.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
        },
      });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      // The server may close while the rest of the body is still on its way; only a missing answer counts.
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      req.end(body);
    });
  }

  /** Leaves about `bytes` free on the volume. */
  async function fillUpTo(bytes: number): Promise<void> {
    await fs.rm(filler, { force: true });
    const { bavail, bsize } = await fs.statfs(volume);
    await fs.writeFile(filler, Buffer.alloc(Math.max(0, bavail * bsize - bytes)));
  }

  beforeAll(async () => {
    d = await createDeployment('sqlite');
    volume = path.join(d.dataDir, 'volume');
    await fs.mkdir(volume);
    await run('mount', ['-t', 'tmpfs', '-o', `size=${VOLUME_MIB}m`, 'tmpfs', volume]);
    filler = path.join(volume, 'filler');
    // The side context created DATA_DIR/storage already: move it onto the volume.
    await fs.rename(path.join(d.dataDir, 'storage'), path.join(d.dataDir, 'storage-boot'));
    for (const dir of ['storage', 'uploads']) {
      await fs.mkdir(path.join(volume, dir));
      await fs.symlink(path.join(volume, dir), path.join(d.dataDir, dir));
    }
  }, 60_000);
  afterAll(async () => {
    await server?.kill();
    await run('umount', [volume]).catch(() => undefined);
    await d.dispose();
  });

  it('answers 507 with a clear message, writes nothing half, keeps the old export and keeps serving', async () => {
    // A noisy picture: its export is megabytes, far more than the room left.
    const clip = await makeMediaClip(d.dataDir, 'noisy', {
      width: 360,
      height: 640,
      seconds: 3,
      noise: true,
    });
    const id = await seedProject(d.side, d.user.id, clip, [word(' Full', 0, 900)]);
    // A previous export (any whole MP4 stands for it).
    await d.side.storage.writeAtomic(projectKeys.render(id), (tmp) => fs.copyFile(clip, tmp));
    const previous = sha(await fs.readFile(path.join(volume, 'storage', projectKeys.render(id))));
    server = await ServerProcess.start('main', d.env);
    await fillUpTo(64 * 1024);

    // Render: ffmpeg runs out of space; the job fails with the reason, the old export is untouched.
    expect(
      (
        await api('/render', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payloadFor(id)),
        })
      ).status,
    ).toBe(202);
    let last = '';
    const failed = await waitFor(
      'the render to fail',
      async () => {
        last = await (await api(`/api/projects/${id}/render`)).text();
        const s = JSON.parse(last) as { state: string; error: string | null };
        return s.state === 'failed' ? s : undefined;
      },
      120_000,
      () => `${last}\n${server.output().slice(-3000)}`,
    );
    expect(failed.error).toBe(RENDER_NO_SPACE);
    const download = await api(`/download/${id}.mp4`);
    expect(download.status).toBe(200);
    expect(sha(Buffer.from(await download.arrayBuffer()))).toBe(previous);
    const left = await fs.readdir(path.join(volume, 'storage', 'projects', id));
    expect(left.filter((f) => f.includes('.tmp-'))).toEqual([]);

    // tus upload: 507 with the message; the bytes that fitted stay resumable, no project is made of them.
    const file = Buffer.alloc(1024 * 1024, 3);
    const created = await createTusUpload(server.url, { cookie: d.user.cookie }, file.length, {
      filename: 'big.mp4',
      videoConfig: config('big.mp4'),
    });
    expect(created.status).toBe(201);
    const uploadPath = new URL(created.headers.get('location') ?? '', server.url).pathname;
    const patch = await api(uploadPath, {
      method: 'PATCH',
      headers: { ...TUS, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: file,
    });
    expect(patch.status).toBe(507);
    expect(await patch.json()).toEqual({ code: 'INSUFFICIENT_STORAGE', message: STORAGE_FULL });
    const head = await api(uploadPath, { method: 'HEAD', headers: TUS });
    expect(Number(head.headers.get('upload-offset'))).toBeLessThan(file.length);
    const uploadId = uploadPath.split('/').pop() ?? '';
    const row = await d.side.db
      .selectFrom('project')
      .select('status')
      .where('id', '=', uploadId)
      .executeTakeFirst();
    expect(row?.status).toBe('uploading');

    // Multipart upload: 507 too (its own connection: the server answers before reading the whole body).
    const multipart = await postMultipart('/upload', file);
    expect(multipart.status).toBe(507);
    expect((JSON.parse(multipart.body) as { message: string }).message).toBe(STORAGE_FULL);

    // The app keeps serving; with space again the same upload resumes and the render succeeds.
    expect((await api('/api/health')).status).toBe(200);
    expect((await api(`/api/projects/${id}`)).status).toBe(200);
    await fs.rm(filler);
    const offset = Number(
      (await api(uploadPath, { method: 'HEAD', headers: TUS })).headers.get('upload-offset'),
    );
    const rest = await api(uploadPath, {
      method: 'PATCH',
      headers: { ...TUS, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      body: file.subarray(offset),
    });
    // Not a video: refused by the intake check (415), which proves the whole file arrived.
    expect(rest.status).toBe(415);
  }, 240_000);
});
