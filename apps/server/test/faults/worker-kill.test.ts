import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@wordreel/core';
import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { projectKeys } from '../../src/storage/storage.ts';
import { TEST_REDIS_URL } from '../redis-keys.ts';
import { makeClip as makeMediaClip } from '../media/media-fixtures.ts';
import { uploadedProjectId } from '../projects/project-helpers.ts';
import { probe } from '../render/render-fixtures.ts';
import {
  attempts,
  createDeployment,
  type Deployment,
  FAULT_TEST_MS,
  jobLogLine as logged,
  loggedDone,
  Processes,
  ServerProcess,
  userCall,
  waitFor,
  expectKilledMediaJobFailed,
  exportCalls,
  seedLongExportProject,
  slowMediaClip,
} from './server-process.ts';

/**
 * Scale-out: one API server (enqueues only) and worker processes (`worker.ts`) on a PostgreSQL database
 * and a Redis prefix of this file's own. A worker is SIGKILLed in the middle of a job; the job's lock in
 * Redis then expires (JOB_LOCK_SECONDS, short here) and a live worker takes the job back.
 */
describe('PostgreSQL + BullMQ: SIGKILL of a worker process at chosen moments', () => {
  let d: Deployment;
  let api: ServerProcess;
  const procs = new Processes(() => d);
  const workers = procs.all;
  let clipDir: string;

  const startWorker = () => procs.start('worker');
  const { call, project, settled } = userCall(
    () => d,
    () => api.url,
  );
  const projectStatus = async (id: string) => (await project(id)).status;
  const upload = (clip: string) => uploadedProjectId(api.url, d.user.cookie, { path: clip });
  const untilReady = (id: string) => settled(id).then((status) => expect(status).toBe('ready'));

  beforeAll(async () => {
    d = await createDeployment('scale-out', { JOB_LOCK_SECONDS: '3' });
    clipDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-fault-clips-'));
    api = await ServerProcess.start('main', d.env);
  }, 120_000);
  // A failed test must not leave a worker running jobs on the shared Redis.
  afterEach(() => procs.killAll());
  afterAll(async () => {
    await api?.kill();
    await d.dispose();
    await fs.rm(clipDir, { recursive: true, force: true });
  });

  it(
    'finishes the media and speech jobs once each across worker kills and serves no half video',
    async () => {
      const clip = await makeMediaClip(clipDir, 'upload', {
        width: 640,
        height: 360,
        seconds: 4,
        noise: true,
      });
      let worker = await startWorker();
      const id = await upload(clip);
      // The API server runs no job itself.
      await worker.waitForOutput(logged(`media-${id}`, 'job attempt started'), 60_000);
      await worker.kill();
      // Nothing half-made is served while the job waits for a worker.
      expect(await projectStatus(id)).not.toBe('ready');
      expect((await call(`/public/${id}.mp4`)).status).toBe(404);
      expect(await d.side.storage.exists(projectKeys.video(id))).toBe(false);

      worker = await startWorker();
      await worker.waitForOutput(logged(`media-${id}`, 'job attempt done'), 90_000);
      await worker.waitForOutput(logged(`transcribe-${id}`, 'job attempt started'), 90_000);
      // The media job queues the transcription before it returns, and BullMQ marks it completed only
      // after its 'done' line: a kill in between runs it again (at-least-once). Kill after that.
      await waitFor('the media job completed in the queue', async () =>
        (await d.side.jobs.get(`media-${id}`))?.state === 'done' ? true : undefined,
      );
      await worker.kill();
      worker = await startWorker();
      await untilReady(id);
      await loggedDone(workers, `transcribe-${id}`);

      expect(attempts(workers, `media-${id}`, 'job attempt done')).toBe(1);
      expect(attempts(workers, `transcribe-${id}`, 'job attempt done')).toBe(1);
      expect(attempts(workers, `media-${id}`, 'job attempt started')).toBe(2);
      expect(attempts(workers, `transcribe-${id}`, 'job attempt started')).toBe(2);
      expect(api.logLines().filter((l) => l.msg === 'job attempt started')).toEqual([]);
      const video = await probe(await d.side.storage.localFile(projectKeys.video(id), clipDir));
      expect(Number(video.format.duration)).toBeGreaterThan(3.5);
      expect(await d.side.storage.exists(projectKeys.captions(id))).toBe(true);
    },
    FAULT_TEST_MS,
  );

  it(
    'keeps the previous export downloadable through a worker kill mid-render and renders the new one once',
    async () => {
      const id = await seedLongExportProject(d);
      let worker = await startWorker();
      const { render, renderState, download } = exportCalls(call, id);
      const until = (what: string, want: (s: { state: string; progress: number }) => boolean) =>
        waitFor(what, async () => {
          const s = await renderState();
          if (s.state === 'failed') throw new Error(`render failed:\n${worker.output().slice(-3000)}`);
          return want(s) ? true : undefined;
        });

      expect((await render('mercury')).status).toBe(202);
      await until('the first export', (s) => s.state === 'done');
      const first = await download();

      expect((await render('mars')).status).toBe(202);
      await until('the second export to make progress', (s) => s.state === 'running' && s.progress > 0);
      expect(await download()).toBe(first);
      await worker.kill();
      // No worker: the export stays queued or running, and the old one is what is served.
      expect(await download()).toBe(first);

      worker = await startWorker();
      await until('the second export after the restart', (s) => s.state === 'done');
      await loggedDone(workers, `render-${id}`, 2);
      const second = await download();
      expect(second).not.toBe(first);
      const rendered = await probe(await d.side.storage.localFile(projectKeys.render(id), clipDir));
      expect(Math.abs(Number(rendered.format.duration) - 12)).toBeLessThan(0.5);
      const left = await fs.readdir(path.join(d.dataDir, 'storage', 'projects', id));
      expect(left.filter((f) => f.includes('.tmp-'))).toEqual([]);
      // The first export, and the second exactly once (on the restarted worker).
      expect(attempts(workers, `render-${id}`, 'job attempt done')).toBe(2);
      expect(attempts([worker], `render-${id}`, 'job attempt done')).toBe(1);
    },
    FAULT_TEST_MS,
  );

  it(
    'runs each job on exactly one of two workers, and the survivor takes over the job of a killed one',
    async () => {
      const a = await startWorker();
      const b = await startWorker();
      // The first is rotated, so its media job re-encodes for seconds and the kill lands inside it (a
      // quick remux could finish between its start line and the kill: nothing would be taken over).
      const clips = await Promise.all([
        makeMediaClip(clipDir, 'pair-0', { width: 640, height: 360, seconds: 10, rotate: 90 }),
        ...[1, 2].map((i) => makeMediaClip(clipDir, `pair-${i}`, { width: 320, height: 240, seconds: 2 })),
      ]);
      const ids: string[] = [];
      for (const clip of clips) ids.push(await upload(clip));
      // Kill whichever worker took the first media job, mid-job; the other must finish it.
      const first = `media-${ids[0]}`;
      const taken = await Promise.race(
        [a, b].map((w) => w.waitForOutput(logged(first, 'job attempt started'), 60_000).then(() => w)),
      );
      await taken.kill();
      const survivor = taken === a ? b : a;
      for (const id of ids) await untilReady(id);
      for (const id of ids) {
        await loggedDone([a, b], `media-${id}`);
        await loggedDone([a, b], `transcribe-${id}`);
      }

      for (const id of ids) {
        for (const job of [`media-${id}`, `transcribe-${id}`]) {
          expect(attempts([a, b], job, 'job attempt done'), job).toBe(1);
          // Only the killed worker's job was started twice: once by it, once by the survivor.
          const killedHere = taken.logLines().some((l) => l.jobId === job && l.msg === 'job attempt started');
          const stillRunningWhenKilled =
            killedHere && !taken.logLines().some((l) => l.jobId === job && l.msg === 'job attempt done');
          expect(attempts([a, b], job, 'job attempt started'), job).toBe(stillRunningWhenKilled ? 2 : 1);
        }
      }
      expect(attempts([survivor], first, 'job attempt done')).toBe(1);
    },
    FAULT_TEST_MS,
  );

  it(
    'fails a media job whose workers were killed in it past the stall limit, with the message the studio shows',
    async () => {
      const id = await upload(await slowMediaClip(clipDir));
      const jobId = `media-${id}`;
      // BullMQ's maxStalledCount is 2: the third worker killed in the job is the last one to start it.
      for (let kill = 1; kill <= 3; kill++) {
        const worker = await startWorker();
        await worker.waitForOutput(logged(jobId, 'job attempt started'), 90_000);
        await worker.kill();
        expect(await projectStatus(id)).not.toBe('failed');
      }
      // The fourth finds it stalled a third time: BullMQ fails it without running our handler.
      await startWorker();
      expect(await settled(id)).toBe('failed');
      expect((await project(id)).statusDetail).toBe(MESSAGES.JOB_INTERRUPTED);
      await expectKilledMediaJobFailed(d, workers, id, call);
    },
    // Four or five process starts.
    2 * FAULT_TEST_MS,
  );

  it(
    'fails at a worker start a project left processing whose job Redis no longer has',
    async () => {
      const clip = await makeMediaClip(clipDir, 'gone', { width: 320, height: 240, seconds: 2 });
      const id = await upload(clip);
      // Its job is removed from Redis before any worker runs it (a flush, a hand clean-up).
      const queue = new Queue('jobs', {
        connection: { url: TEST_REDIS_URL },
        prefix: `${d.env.REDIS_PREFIX}-queue`,
      });
      await queue.remove(`media-${id}`);
      await queue.close();
      expect(await d.side.jobs.get(`media-${id}`)).toBeNull();
      // Past the grace a worker gives a project whose job may be being queued right now.
      await d.side.db
        .updateTable('project')
        .set({ updatedAt: Date.now() - 5 * 60_000 })
        .where('id', '=', id)
        .execute();
      expect(await projectStatus(id)).toBe('uploaded');

      await startWorker();
      expect(await settled(id)).toBe('failed');
      expect((await project(id)).statusDetail).toBe(MESSAGES.JOB_INTERRUPTED);
    },
    FAULT_TEST_MS,
  );
});
