import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@wordreel/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { projectKeys } from '../../src/storage/storage.ts';
import { makeClip as makeMediaClip } from '../media/media-fixtures.ts';
import { config, createTusUpload, uploadedProjectId } from '../projects/project-helpers.ts';
import { makeClip, payloadFor, probe, seedProject, word } from '../render/render-fixtures.ts';
import {
  attempts,
  createDeployment,
  type Deployment,
  FAULT_TEST_MS,
  jobLogLine,
  Processes,
  type ServerProcess,
  sha,
  userCall,
  waitFor,
  expectKilledMediaJobFailed,
  exportCalls,
  seedLongExportProject,
  slowMediaClip,
} from './server-process.ts';

const TUS = { 'Tus-Resumable': '1.0.0' };

/** Sends the first `sendBytes` of a PATCH body, leaves the request open, and resolves once they are out. */
function openPatch(url: string, cookie: string, offset: number, body: Buffer, sendBytes: number) {
  const req = http.request(url, {
    method: 'PATCH',
    headers: {
      ...TUS,
      cookie,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(body.length),
    },
  });
  const response = new Promise<http.IncomingMessage | Error>((resolve) => {
    req.on('response', resolve);
    req.on('error', resolve);
  });
  const sent = new Promise<void>((resolve) => req.write(body.subarray(0, sendBytes), () => resolve()));
  return { req, sent, response };
}

describe('SQLite + in-process queue: SIGKILL and SIGTERM at chosen moments', () => {
  let d: Deployment;
  const processes = new Processes(() => d);
  const procs = processes.all;
  let clipDir: string;

  const start = () => processes.start('main');
  /** The signed-in user's calls to one server process. */
  const as = (p: ServerProcess) =>
    userCall(
      () => d,
      () => p.url,
    );
  const api = (p: ServerProcess, url: string, init: RequestInit = {}) => as(p).call(url, init);
  const projectStatus = async (p: ServerProcess, id: string) => (await as(p).project(id)).status;

  beforeAll(async () => {
    d = await createDeployment('sqlite');
    clipDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-fault-clips-'));
  });
  // A failed test must not leave a server running jobs on the shared database.
  afterEach(() => processes.killAll());
  afterAll(async () => {
    await d.dispose();
    await fs.rm(clipDir, { recursive: true, force: true });
  });

  it(
    'resumes a tus upload after a kill and finishes the media and speech jobs once each across kills',
    async () => {
      // A noisy clip: several MiB from a few seconds, so the upload goes in parts.
      const file = await fs.readFile(
        await makeMediaClip(clipDir, 'upload', { width: 640, height: 360, seconds: 4, noise: true }),
      );
      expect(file.length).toBeGreaterThan(1024 * 1024);
      let server = await start();
      const created = await createTusUpload(server.url, { cookie: d.user.cookie }, file.length, {
        filename: 'clip.mp4',
        videoConfig: config('clip.mp4', { orientation: 'landscape' }),
      });
      expect(created.status).toBe(201);
      const uploadPath = new URL(created.headers.get('location') ?? '', server.url).pathname;

      // Half the file arrives; the server dies while the next PATCH is still sending.
      const half = Math.floor(file.length / 2);
      const patch = openPatch(`${server.url}${uploadPath}`, d.user.cookie, 0, file, half);
      await patch.sent;
      await waitFor('bytes on disk', async () => {
        const res = await api(server, uploadPath, { method: 'HEAD', headers: TUS });
        return Number(res.headers.get('upload-offset')) > 0 ? true : undefined;
      });
      await server.kill();
      patch.req.destroy();

      server = await start();
      const head = await api(server, uploadPath, { method: 'HEAD', headers: TUS });
      expect(head.status).toBe(200);
      const offset = Number(head.headers.get('upload-offset'));
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(half);
      const rest = await api(server, uploadPath, {
        method: 'PATCH',
        headers: {
          ...TUS,
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
        },
        body: file.subarray(offset),
      });
      expect(rest.status).toBe(204);
      const projectId = rest.headers.get('upload-project-id') ?? '';
      expect(projectId).not.toBe('');

      // Kill in the middle of the media job, then in the middle of the transcription.
      await server.waitForOutput(jobLogLine(`media-${projectId}`, 'job attempt started'), 60_000);
      await server.kill();
      server = await start();
      // The media job queues the transcription before it is marked done, and the second job slot can
      // start it at once: wait for the media job's own end too, or the kill can fall between its
      // 'done' row and its 'done' log line (the job then ends once, but the log cannot count it).
      await server.waitForOutput(jobLogLine(`media-${projectId}`, 'job attempt done'), 90_000);
      await server.waitForOutput(jobLogLine(`transcribe-${projectId}`, 'job attempt started'), 90_000);
      await server.kill();
      server = await start();
      await waitFor('the project to leave processing', async () => {
        const status = await projectStatus(server, projectId);
        return status === 'ready' || status === 'failed' ? status : undefined;
      }).then((status) => expect(status).toBe('ready'));

      // The original is the client's file byte for byte; each job ended well exactly once.
      const stored = await fs.readFile(
        await d.side.storage.localFile(projectKeys.original(projectId, 'mp4'), clipDir),
      );
      expect(sha(stored)).toBe(sha(file));
      expect(attempts(procs, `media-${projectId}`, 'job attempt done')).toBe(1);
      expect(attempts(procs, `transcribe-${projectId}`, 'job attempt done')).toBe(1);
      const video = await probe(await d.side.storage.localFile(projectKeys.video(projectId), clipDir));
      expect(Number(video.format.duration)).toBeGreaterThan(3.5);
      expect(await d.side.storage.exists(projectKeys.captions(projectId))).toBe(true);
      await server.kill();
    },
    FAULT_TEST_MS,
  );

  it(
    'keeps the previous export downloadable through a kill mid-render and renders the new one once',
    async () => {
      const id = await seedLongExportProject(d);
      let server = await start();
      // Through whichever server runs now.
      const { render, renderState, download } = exportCalls((url, init) => api(server, url, init), id);

      expect((await render('mercury')).status).toBe(202);
      await waitFor('the first export', async () =>
        (await renderState()).state === 'done' ? true : undefined,
      );
      const first = await download();

      expect((await render('mars')).status).toBe(202);
      await waitFor('the second export to make progress', async () => {
        const s = await renderState();
        return s.state === 'running' && s.progress > 0 ? true : undefined;
      });
      // While ffmpeg writes the new export, the old one is what is served.
      expect(await download()).toBe(first);
      await server.kill();
      expect((await renderState().catch(() => undefined)) ?? 'down').toBe('down');

      server = await start();
      expect(await download()).toBe(first);
      await waitFor('the second export after the restart', async () => {
        const s = await renderState();
        return s.state === 'done'
          ? true
          : s.state === 'failed'
            ? Promise.reject(new Error('render failed'))
            : undefined;
      });
      const second = await download();
      expect(second).not.toBe(first);
      const rendered = await probe(await d.side.storage.localFile(projectKeys.render(id), clipDir));
      expect(Math.abs(Number(rendered.format.duration) - 12)).toBeLessThan(0.5);
      // Only whole files are left in the project's directory.
      const left = await fs.readdir(path.join(d.dataDir, 'storage', 'projects', id));
      expect(left.filter((f) => f.includes('.tmp-'))).toEqual([]);
      // Two renders ended well in all: the first, and the second exactly once (after the restart).
      expect(attempts(procs, `render-${id}`, 'job attempt done')).toBe(2);
      await server.kill();
    },
    FAULT_TEST_MS,
  );

  it(
    'on SIGTERM finishes the request in flight, refuses new ones, hands the running render back and exits',
    async () => {
      const clip = await makeClip({ seconds: 12, audio: 'tone' });
      const id = await seedProject(d.side, d.user.id, clip, [word(' Bye', 0, 800)]);
      const server = await start();
      const body = Buffer.alloc(256 * 1024, 7);
      const created = await createTusUpload(server.url, { cookie: d.user.cookie }, body.length * 2, {
        filename: 'late.mp4',
        videoConfig: config('late.mp4'),
      });
      const uploadUrl = new URL(created.headers.get('location') ?? '', server.url).toString();
      expect(
        (
          await api(server, '/render', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(payloadFor(id)),
          })
        ).status,
      ).toBe(202);
      await server.waitForOutput(jobLogLine(`render-${id}`, 'job attempt started'), 60_000);

      const patch = openPatch(uploadUrl, d.user.cookie, 0, body, 1024);
      await patch.sent;
      // The server is in the middle of this request: its first bytes are stored.
      // (Read on disk: a HEAD for this upload would make tus end the PATCH in flight, by design.)
      const partFile = path.join(
        d.dataDir,
        'uploads',
        'tus',
        new URL(uploadUrl).pathname.split('/').pop() ?? '',
      );
      await waitFor('the first bytes on disk', async () => {
        const size = (await fs.stat(partFile).catch(() => undefined))?.size ?? 0;
        return size >= 1024 ? true : undefined;
      });
      const stoppedAt = Date.now();
      server.signal('SIGTERM');
      await server.waitForOutput(/shutting down/, 10_000);
      // A new connection is refused while the request in flight is still being served.
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
      patch.req.end(body.subarray(1024));
      const res = await patch.response;
      expect(res).toBeInstanceOf(http.IncomingMessage);
      expect((res as http.IncomingMessage).statusCode).toBe(204);
      expect((res as http.IncomingMessage).headers['upload-offset']).toBe(String(body.length));
      const exit = await server.exited;
      expect(exit.code, server.output().slice(-3000)).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(20_000);
      // The render went back to the queue without using up an attempt.
      const job = await d.side.db
        .selectFrom('job')
        .selectAll()
        .where('id', '=', `render-${id}`)
        .executeTakeFirstOrThrow();
      expect(job.state).toBe('queued');
      expect(job.attempts).toBe(0);
      expect(await d.side.storage.exists(projectKeys.render(id))).toBe(false);

      const again = await start();
      await waitFor('the handed-back render', async () => {
        const s = (await (await api(again, `/api/projects/${id}/render`)).json()) as { state: string };
        return s.state === 'done' ? true : undefined;
      });
      await again.kill();
    },
    FAULT_TEST_MS,
  );

  it(
    'fails a media job whose server was killed in it in every attempt, with the message the studio shows',
    async () => {
      const clip = await slowMediaClip(clipDir);
      let server = await start();
      const id = await uploadedProjectId(server.url, d.user.cookie, { path: clip });
      const jobId = `media-${id}`;
      // The media job has 3 attempts; a restart takes a job back with its attempt counted as used.
      for (let kill = 1; kill <= 3; kill++) {
        if (kill > 1) server = await start();
        await server.waitForOutput(jobLogLine(jobId, 'job attempt started'), 90_000);
        await server.kill();
      }
      // The fourth start finds it running with every attempt used: failed for good, not run again.
      server = await start();
      expect(await as(server).settled(id)).toBe('failed');
      expect((await as(server).project(id)).statusDetail).toBe(MESSAGES.JOB_INTERRUPTED);
      await expectKilledMediaJobFailed(d, procs, id, (url) => api(server, url));
    },
    // Four or five process starts.
    2 * FAULT_TEST_MS,
  );

  it(
    'fails at start a project left transcribing whose job failed without its handler running',
    async () => {
      const clip = await makeClip({ seconds: 2, audio: 'tone' });
      const id = await seedProject(d.side, d.user.id, clip, []);
      await d.side.db.updateTable('project').set({ status: 'transcribing' }).where('id', '=', id).execute();
      // What a process killed between the failed mark and `onFailed` leaves behind.
      const now = Date.now();
      await d.side.db
        .insertInto('job')
        .values({
          id: `transcribe-${id}`,
          name: 'transcribe',
          payload: JSON.stringify({ projectId: id }),
          state: 'failed',
          attempts: 2,
          maxAttempts: 2,
          progress: 40,
          error: 'the recogniser crashed',
          runAfter: now,
          createdAt: now,
          updatedAt: now,
        })
        .execute();

      const server = await start();
      expect(await as(server).settled(id)).toBe('failed');
      expect((await as(server).project(id)).statusDetail).toBe(MESSAGES.CAPTIONS_FAILED);
    },
    FAULT_TEST_MS,
  );
});
