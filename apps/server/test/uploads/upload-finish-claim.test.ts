import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, STORAGE_UNAVAILABLE } from '../../src/http/app-error.ts';
import { claimUploadFinish, findProjectById } from '../../src/modules/projects/projects.service.ts';
import { claimFinish } from '../../src/modules/uploads/upload-finish-claim.ts';
import { uploadMessages } from '../../src/modules/uploads/upload-messages.ts';
import { UploadsService } from '../../src/modules/uploads/uploads.service.ts';
import type { AppStorage } from '../../src/storage/storage.ts';
import { makeClip } from '../media/media-fixtures.ts';
import { config } from '../projects/project-helpers.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(dbKinds)('the claim on finishing a tus upload on %s', (db) => {
  let t: TestApp;
  let alice: TestUser;
  let clips: string;
  let clip: Buffer;
  let uploads: UploadsService;
  const metadata = config('phone.mp4', { duration: 2 });

  beforeAll(async () => {
    t = await createTestApp({ db });
    alice = await createTestUser(t.ctx);
    clips = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-clips-'));
    clip = await fs.readFile(await makeClip(clips, 'clip', { width: 480, height: 854, seconds: 2 }));
    uploads = await UploadsService.create(t.ctx);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(clips, { recursive: true, force: true });
  });

  /** An upload whose bytes are all in, as tus leaves it before the finish: the row and the file. */
  async function completeUpload(id: string): Promise<string> {
    await uploads.startUpload(alice.id, id, { videoConfig: metadata }, clip.length);
    const file = path.join(uploads.directory, id);
    await fs.writeFile(file, clip);
    return file;
  }

  it('should answer 423 at once while another process holds the finish, and finish once its claim runs out', async () => {
    const id = 'c1'.repeat(16);
    const file = await completeUpload(id);
    // What a process that claimed the finish and then died leaves on the row: a claim nobody renews.
    expect(await claimUploadFinish(t.ctx, id, Date.now() + 500)).toBe(true);

    await expect(uploads.finishUpload(alice.id, null, id, { videoConfig: metadata })).rejects.toMatchObject({
      code: 'LOCKED',
      message: uploadMessages.finishedElsewhere,
    });
    // Nothing was taken in or removed: the file is left for the holder.
    expect((await findProjectById(t.ctx, id))?.status).toBe('uploading');
    expect((await fs.readFile(file)).equals(clip)).toBe(true);
    expect(await t.ctx.storage.exists(`projects/${id}/original.mp4`)).toBe(false);

    // The client's retry after the claim ran out finishes it.
    await pause(600);
    expect(await uploads.finishUpload(alice.id, null, id, { videoConfig: metadata })).toBe(id);
    expect(['uploaded', 'processing']).toContain((await findProjectById(t.ctx, id))?.status);
    expect(await t.ctx.storage.exists(`projects/${id}/original.mp4`)).toBe(true);
  });

  it('should keep a claim while it is renewed, past its first time, and free it on release', async () => {
    const id = 'c2'.repeat(16);
    await completeUpload(id);
    const claim = await claimFinish(t.ctx, id, 300);
    expect(claim).not.toBeNull();
    expect(await claimFinish(t.ctx, id, 300)).toBeNull();
    await pause(700); // over twice its first time: only the renewals keep it
    expect(await claimFinish(t.ctx, id, 300)).toBeNull();

    await claim?.release();
    const next = await claimFinish(t.ctx, id, 300);
    expect(next).not.toBeNull();
    await next?.release();
  });

  it('should let the next finish in at once when one failed and kept the upload', async () => {
    const id = 'c3'.repeat(16);
    const file = await completeUpload(id);
    // The app's storage with its bucket out of reach: the finish keeps the upload for a retry.
    const storage = Object.create(t.ctx.storage) as AppStorage;
    storage.moveIn = () => Promise.reject(new AppError('STORAGE_UNAVAILABLE', STORAGE_UNAVAILABLE));
    const outage = await UploadsService.create({ ...t.ctx, storage });
    await expect(outage.finishUpload(alice.id, null, id, { videoConfig: metadata })).rejects.toMatchObject({
      code: 'STORAGE_UNAVAILABLE',
    });
    expect((await fs.readFile(file)).equals(clip)).toBe(true);

    // The failed finish let go of its claim: the retry does not wait for it to run out.
    expect(await uploads.finishUpload(alice.id, null, id, { videoConfig: metadata })).toBe(id);
    expect(await t.ctx.storage.exists(`projects/${id}/original.mp4`)).toBe(true);
  });
});
