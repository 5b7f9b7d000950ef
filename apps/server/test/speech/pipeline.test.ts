import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { captionListSchema } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config, listen, postUpload } from '../projects/project-helpers.ts';
import { deleteRedisKeys, TEST_REDIS_URL } from '../redis-keys.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';
import { expectValidCaptionList } from './speech-fixtures.ts';
import { videoFromClip } from './speech-project.ts';

// Upload → media job → transcribe job → /public/{id}.json, through the real HTTP server, on both
// queue adapters. No whisper model is installed here, so English goes through pocketsphinx.
describe.each([
  ['the in-process queue', {}],
  ['BullMQ on Redis', { REDIS_URL: TEST_REDIS_URL }],
] as const)('captions pipeline on %s', (_name, queueEnv) => {
  let t: TestApp;
  let base: string;
  let user: TestUser;
  let models: string;
  const prefix = `wrspeech-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    models = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-nomodels-'));
    t = await createTestApp({
      db: 'sqlite',
      env: { MODELS_DIR: models, REDIS_PREFIX: prefix, ...queueEnv },
    });
    await t.ctx.jobs.start();
    base = await listen(t);
    user = await createTestUser(t.ctx);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(models, { recursive: true, force: true });
    await deleteRedisKeys(prefix);
  });

  async function waitForStatus(id: string, wanted: string[], timeoutMs = 90_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const res = await fetch(`${base}/api/projects/${id}`, { headers: { cookie: user.cookie } });
      const project = (await res.json()) as { status: string; statusDetail: string | null };
      if (wanted.includes(project.status)) return project;
      if (Date.now() > until) throw new Error(`project stayed ${project.status}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('should turn an uploaded MP4 into word-timed captions served at /public/{id}.json', async () => {
    const upload = await postUpload(base, user.cookie, {
      file: { path: await videoFromClip('librivox-0930') },
      videoConfig: config('reading.mp4'),
    });
    expect(upload.status).toBeLessThan(300);
    const { filename } = (await upload.json()) as { filename: string };
    const id = filename.split('.')[0] as string;

    const project = await waitForStatus(id, ['ready', 'failed']);
    expect(project.status).toBe('ready');
    expect(project.statusDetail).toMatch(/basic speech recogniser/);

    const res = await fetch(`${base}/public/${id}.json`, { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    const captions = captionListSchema.parse(await res.json());
    expectValidCaptionList(captions, 3400);
    expect(captions.length).toBeGreaterThanOrEqual(5);
    expect(captions.map((c) => c.text).join('')).toMatch(/^he might even have been made/);
  }, 180_000);
});
