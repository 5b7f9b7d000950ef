import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppContext, createContext } from '../../src/context.ts';
import { registerJobs } from '../../src/jobs/register-jobs.ts';
import { createLogger } from '../../src/logger.ts';
import { makeClip } from '../media/media-fixtures.ts';
import { deleteRedisKeys, TEST_REDIS_URL } from '../redis-keys.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';
import { startS3Server, type TestS3Server } from '../storage/s3-server.ts';
import { config, firstBoxType, listen, postUpload } from './project-helpers.ts';

/** Reads server-sent events until one matches. */
async function waitForEvent(
  res: Response,
  match: (e: Record<string, unknown>) => boolean,
  timeoutMs: number,
) {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const timer = setTimeout(() => void reader.cancel(), timeoutMs);
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('event stream ended before the expected event');
      buffer += decoder.decode(value, { stream: true });
      for (const line of buffer.split('\n')) {
        if (!line.startsWith('data: ')) continue;
        const event = JSON.parse(line.slice(6)) as Record<string, unknown>;
        if (match(event)) return event;
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
    }
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => undefined);
  }
}

describe.each([
  ['sqlite', 'one shared data directory'],
  ['postgres', 'one shared data directory'],
  ['postgres', 'an S3 bucket and a data directory each'],
] as const)('scale-out mode (BullMQ + Redis events) on %s with %s', (db, files) => {
  const prefix = `wrtest-${randomBytes(6).toString('hex')}`;
  let s3: TestS3Server | undefined;
  let api: TestApp;
  let worker: AppContext;
  let workerDir: string | undefined;
  let base: string;
  let user: TestUser;
  let clips: string;

  beforeAll(async () => {
    s3 = files.includes('S3') ? await startS3Server() : undefined;
    api = await createTestApp({ db, env: { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, ...s3?.env } });
    // A worker process: same database and Redis, no HTTP; only it runs jobs. With a bucket it shares
    // no disk with the API server, as on another machine.
    workerDir = s3 ? await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-worker-')) : undefined;
    const workerConfig = workerDir ? { ...api.ctx.config, DATA_DIR: workerDir } : api.ctx.config;
    worker = await createContext(workerConfig, createLogger(workerConfig));
    registerJobs(worker);
    await worker.jobs.start();
    base = await listen(api);
    user = await createTestUser(api.ctx);
    clips = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-clips-'));
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
    await s3?.close();
    if (workerDir) await fs.rm(workerDir, { recursive: true, force: true });
    await fs.rm(clips, { recursive: true, force: true });
    await deleteRedisKeys(prefix);
  });

  it("should run the media job on the worker and deliver its progress to the owner's event stream", async () => {
    const stream = await fetch(`${base}/api/events`, { headers: { cookie: user.cookie } });
    expect(stream.status).toBe(200);
    const clip = await makeClip(clips, 'clip', { width: 320, height: 240, seconds: 1 });
    const res = await postUpload(base, user.cookie, { file: { path: clip }, videoConfig: config() });
    expect(res.status).toBe(201);
    const { projectId } = (await res.json()) as { projectId: string };
    const event = await waitForEvent(
      stream,
      (e) => e.projectId === projectId && (e.status === 'transcribing' || e.status === 'ready'),
      45_000,
    );
    expect(event).toMatchObject({ type: 'project', userId: user.id });
    expect(await api.ctx.storage.exists(`projects/${projectId}/video.mp4`)).toBe(true);
    // The API server serves what the worker made.
    const video = await fetch(`${base}/public/${projectId}.mp4`, { headers: { cookie: user.cookie } });
    expect(video.status).toBe(200);
    expect(firstBoxType(new Uint8Array(await video.arrayBuffer()))).toBe('ftyp');
  });
});
