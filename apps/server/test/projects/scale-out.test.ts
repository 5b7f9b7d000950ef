import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppContext, createContext } from '../../src/context.ts';
import { createLogger } from '../../src/logger.ts';
import { makeClip } from '../media/media-fixtures.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';
import { config, listen, postUpload } from './project-helpers.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';

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

describe.each(['sqlite', 'postgres'] as const)('scale-out mode (BullMQ + Redis events) on %s', (db) => {
  const prefix = `wrtest-${randomBytes(6).toString('hex')}`;
  let api: TestApp;
  let worker: AppContext;
  let base: string;
  let user: TestUser;
  let clips: string;

  beforeAll(async () => {
    api = await createTestApp({ db, env: { REDIS_URL, REDIS_PREFIX: prefix } });
    // A worker process: same database and Redis, no HTTP; only it runs jobs.
    worker = await createContext(api.ctx.config, createLogger(api.ctx.config));
    await worker.jobs.start();
    base = await listen(api);
    user = await createTestUser(api.ctx);
    clips = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-clips-'));
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
    await fs.rm(clips, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
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
  });
});
