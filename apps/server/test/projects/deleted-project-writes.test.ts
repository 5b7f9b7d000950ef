import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { AppEvent } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject } from '../../src/modules/projects/projects.repository.ts';
import { deleteProject } from '../../src/modules/projects/projects.service.ts';
import { transcribeProject } from '../../src/modules/speech/transcribe.service.ts';
import { writeVoiceActivity } from '../../src/modules/speech/voice-activity-store.ts';
import { createS3Client } from '../../src/storage/s3-storage.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { TOMBSTONE_KEEP_MS } from '../../src/storage/tombstoned-storage.ts';
import { addTombstone } from '../../src/storage/tombstones.repository.ts';
import { createProjectWithVideo } from '../speech/speech-project.ts';
import { startS3Server, TEST_BUCKET, type TestS3Server } from '../storage/s3-server.ts';
import { createTestApp, createTestUser, type DbKind, type TestApp } from '../test-app.ts';
import { filesUnder } from './project-helpers.ts';

// A job still running when its project is deleted writes afterwards (voice activity, captions, an
// export...). Nothing of it may stay: no file, no object, not even an empty folder (decision 051).
const setups: { storage: 'local' | 's3'; db: DbKind }[] = [
  { storage: 'local', db: 'sqlite' },
  { storage: 'local', db: 'postgres' },
  { storage: 's3', db: 'postgres' },
];

describe.each(setups)('writes after a project was deleted ($storage storage, $db)', ({ storage, db }) => {
  let s3: TestS3Server | undefined;
  let t: TestApp;
  let userId: string;
  let models: string;

  beforeAll(async () => {
    s3 = storage === 's3' ? await startS3Server() : undefined;
    models = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-nomodels-'));
    t = await createTestApp({ db, env: { ...s3?.env, MODELS_DIR: models } });
    userId = (await createTestUser(t.ctx)).id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await s3?.close();
    await fs.rm(models, { recursive: true, force: true });
  });

  /** What the store holds of a project: its folder (local) and every file or object in it. */
  async function leftOf(id: string): Promise<string[]> {
    if (storage === 's3') {
      const page = await createS3Client(t.ctx.config).send(
        new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: projectKeys.prefix(id) }),
      );
      return (page.Contents ?? []).map((o) => o.Key ?? '').sort();
    }
    const folder = path.join(t.dataDir, 'storage', projectKeys.prefix(id));
    const there = await fs.stat(folder).then(
      () => true,
      () => false,
    );
    return there ? [projectKeys.prefix(id), ...(await filesUnder(folder)).sort()] : [];
  }

  async function newProject(mediaId?: string): Promise<string> {
    const id = randomBytes(16).toString('hex');
    const videoConfig = { name: 'a.mp4', lang: 'en' as const, orientation: 'portrait' as const };
    await insertProject(t.ctx.db, { id, userId, name: 'a.mp4', videoConfig, status: 'ready', mediaId });
    await t.ctx.storage.writeFile(projectKeys.thumb(id), 'picture');
    return id;
  }

  it('should leave nothing of a transcription whose project is deleted while it runs', async () => {
    // Hindi with no model installed: voice activity, then empty captions with a notice.
    const id = await createProjectWithVideo(t.ctx, userId, 'librivox-0930', 'hi');
    let deleted = false;
    // The owner deletes the project as the job reports its voice-activity progress, after it has
    // read the video and before it writes anything.
    const deletingBus = {
      ...t.ctx.events,
      async publish(event: AppEvent) {
        if (!deleted && event.type === 'project' && event.progress > 0) {
          deleted = true;
          await deleteProject(t.ctx, id);
        }
        await t.ctx.events.publish(event);
      },
    };
    const outcome = await transcribeProject({ ...t.ctx, events: deletingBus }, id).catch(
      (error: unknown) => error,
    );
    expect(deleted).toBe(true);
    expect(await leftOf(id)).toEqual([]);
    expect(outcome).toMatchObject({ code: 'NOT_FOUND' });
  }, 120_000);

  it('should undo a write that lands after the delete and fail it', async () => {
    const id = await newProject();
    await deleteProject(t.ctx, id);
    const write = writeVoiceActivity(t.ctx.storage, id, { durationMs: 1000, speech: [] });
    const outcome = await write.catch((error: unknown) => error);
    expect(await leftOf(id)).toEqual([]);
    expect(outcome).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('should leave nothing of an export being written when the delete came', async () => {
    const id = await newProject();
    let encoding!: () => void;
    let finish!: () => void;
    const encoded = new Promise<void>((resolve) => (encoding = resolve));
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const writing = t.ctx.storage
      .writeAtomic(projectKeys.render(id), async (tmp) => {
        await fs.writeFile(tmp, 'the encoded export');
        encoding();
        await finished;
      })
      .catch((error: unknown) => error);
    await encoded;
    await deleteProject(t.ctx, id);
    finish();
    await writing;
    expect(await leftOf(id)).toEqual([]);
  });

  it('should leave no empty folder behind a write that fails after the delete', async () => {
    const id = await newProject();
    await deleteProject(t.ctx, id);
    const write = t.ctx.storage.writeAtomic(projectKeys.render(id), () =>
      Promise.reject(new Error('ffmpeg was killed')),
    );
    await expect(write).rejects.toThrow();
    expect(await leftOf(id)).toEqual([]);
  });

  it('should keep writing the files of projects that are not deleted', async () => {
    const kept = await newProject();
    await deleteProject(t.ctx, await newProject());
    await writeVoiceActivity(t.ctx.storage, kept, { durationMs: 1000, speech: [] });
    expect(await leftOf(kept)).toEqual(
      storage === 's3'
        ? [projectKeys.thumb(kept), projectKeys.voiceActivity(kept)]
        : [projectKeys.prefix(kept), 'thumb.jpg', 'voice-activity.json'],
    );
  });

  it("should keep a deleted source's folder while its clips play it, but not an export written late", async () => {
    const source = await newProject();
    const clip = await newProject(source);
    await deleteProject(t.ctx, source);
    await expect(t.ctx.storage.writeFile(projectKeys.render(source), 'late export')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // The clip's face analysis is kept beside the video it shares.
    await t.ctx.storage.writeFile(projectKeys.reframeAnalysis(source), '{}');
    expect(await t.ctx.storage.exists(projectKeys.render(source))).toBe(false);
    expect(await t.ctx.storage.exists(projectKeys.reframeAnalysis(source))).toBe(true);
    await deleteProject(t.ctx, clip);
    expect(await leftOf(source)).toEqual([]);
    expect(await leftOf(clip)).toEqual([]);
  });

  it('should forget tombstones older than they are kept', async () => {
    await addTombstone(t.ctx.db, 'projects/old/', Date.now() - TOMBSTONE_KEEP_MS - 1000);
    await deleteProject(t.ctx, await newProject());
    const left = await t.ctx.db.selectFrom('storageTombstone').select('key').execute();
    expect(left.map((r) => r.key)).not.toContain('projects/old/');
  });
});
