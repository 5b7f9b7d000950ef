import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProject } from '../../src/modules/projects/projects.repository.ts';
import { NOTICES } from '../../src/modules/speech/speech-notices.ts';
import { transcribeProject } from '../../src/modules/speech/transcribe.service.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, type TestApp } from '../test-app.ts';
import { createProjectWithVideo } from './speech-project.ts';

/** What a tool or Node says that the owner must not see: paths, stderr lines, exit codes, limits. */
const RAW_OUTPUT = /\/\w+\/|ffmpeg|whisper_|exited with|Invalid data|magic|\d+ ms/;

describe('what the owner is told when captions fail', () => {
  let t: TestApp;
  let userId: string;
  let models: string;

  beforeAll(async () => {
    // A model file whisper-cli cannot load: it fails on every run with its own stderr.
    models = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-brokenmodels-'));
    await fs.writeFile(path.join(models, 'ggml-tiny.bin'), Buffer.alloc(4096, 1));
    t = await createTestApp({ db: 'sqlite', env: { MODELS_DIR: models } });
    await t.ctx.jobs.start();
    userId = (await createTestUser(t.ctx)).id;
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(models, { recursive: true, force: true });
  });

  it('should fail a video ffmpeg cannot decode with the fixed message, not ffmpeg’s stderr or a path', async () => {
    const id = await createProjectWithVideo(t.ctx, userId, 'librivox-0880');
    // Not a video: ffmpeg names the stored file's full path in what it writes to stderr.
    await t.ctx.storage.writeFile(projectKeys.video(id), Buffer.alloc(4096, 1));
    await t.ctx.jobs.enqueue('transcribe', { projectId: id }, { jobId: `transcribe-${id}` });
    // Two attempts with the queue's 5 s back-off between them.
    const deadline = Date.now() + 45_000;
    while ((await findProject(t.ctx.db, id))?.status !== 'failed') {
      if (Date.now() > deadline) throw new Error('project never failed');
      await new Promise((r) => setTimeout(r, 100));
    }
    const { statusDetail } = (await findProject(t.ctx.db, id))!;
    expect(statusDetail).not.toMatch(RAW_OUTPUT);
    expect(statusDetail).not.toContain(t.dataDir);
    expect(statusDetail).toBe(MESSAGES.CAPTIONS_FAILED);
  });

  it('should say the English fallback was used without whisper’s stderr', async () => {
    const id = await createProjectWithVideo(t.ctx, userId, 'librivox-0880');
    await transcribeProject(t.ctx, id);
    const project = await findProject(t.ctx.db, id);
    expect(project?.status).toBe('ready');
    expect(project?.statusDetail).not.toMatch(RAW_OUTPUT);
    expect(project?.statusDetail).toBe(NOTICES.whisperFallback.failed);
  }, 120_000);
});
