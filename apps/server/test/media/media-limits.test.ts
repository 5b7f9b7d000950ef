import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMediaJob } from '../../src/modules/media/media.job.ts';
import { probe } from '../../src/modules/media/ffmpeg.ts';
import { findProject } from '../../src/modules/projects/projects.repository.ts';
import { createProjectFromUpload } from '../../src/modules/uploads/upload-intake.service.ts';
import { uploadMessages } from '../../src/modules/uploads/upload-messages.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser, storedFilePath } from '../test-app.ts';
import { claimDuration, type ClipOptions, directRun, makeClip, probeStreams } from './media-fixtures.ts';

describe('media limits that hold against lying files', () => {
  let t: TestApp;
  let user: TestUser;
  let clips: string;
  beforeAll(async () => {
    t = await createTestApp({
      db: 'sqlite',
      env: { MAX_VIDEO_SECONDS: '3', MAX_VIDEO_WIDTH: '640', MAX_VIDEO_HEIGHT: '640', MAX_VIDEO_FPS: '60' },
    });
    user = await createTestUser(t.ctx);
    clips = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-limits-'));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(clips, { recursive: true, force: true });
  });

  const intake = (file: string) =>
    createProjectFromUpload(t.ctx, user.id, {
      filePath: file,
      clientConfig: { name: path.basename(file), lang: 'en', orientation: 'portrait' },
    });

  async function processFile(file: string) {
    const project = await intake(file);
    await runMediaJob(t.ctx, { projectId: project.id }, directRun(t.ctx));
    const copy = await probe(await storedFilePath(t.ctx, projectKeys.video(project.id)));
    const thumb = await probeStreams(await storedFilePath(t.ctx, projectKeys.thumb(project.id)));
    return { project: (await findProject(t.ctx.db, project.id))!, copy, thumb };
  }

  it('should cut a file whose headers claim 2 s over 6 s of packets at the limit and store the real duration', async () => {
    const honest = await makeClip(clips, 'six-seconds', { width: 320, height: 240, seconds: 6 });
    const lying = path.join(clips, 'lying.mp4');
    await claimDuration(honest, 2, lying);
    expect((await probe(lying)).durationSec).toBe(2); // what the upload check sees
    const { project, copy } = await processFile(lying);
    expect(copy.durationSec).toBeGreaterThan(2.5);
    expect(copy.durationSec).toBeLessThanOrEqual(3.1);
    expect(project.videoConfig.duration).toBeCloseTo(copy.durationSec, 2);
    expect(project.status).not.toBe('failed');
  });

  it.each<[string, ClipOptions]>([
    ['a one-frame clip', { width: 320, height: 240, seconds: 0.04, audioCodec: null }],
    ['a 0.2 s clip', { width: 320, height: 240, seconds: 0.2 }],
  ])('should make a playable copy and a thumbnail of %s', async (name, clip) => {
    const { project, copy, thumb } = await processFile(await makeClip(clips, name.replace(/\W/g, ''), clip));
    expect(project.status).toBe('transcribing');
    expect(copy.video).toMatchObject({ width: 320, height: 240 });
    expect(thumb[0]).toMatchObject({ codec_name: 'mjpeg', width: 360 });
  });

  it('should refuse a picture over the configured size with the limit in the message', async () => {
    const wide = await makeClip(clips, 'wide', { width: 800, height: 480, seconds: 1 });
    await expect(intake(wide)).rejects.toMatchObject({
      statusCode: 400,
      message: uploadMessages.tooManyPixels(640, 640),
    });
    // A rotated phone clip is measured as shown: 480x800 stored, turned a quarter, is 800 wide too.
    const turned = await makeClip(clips, 'turned', { width: 480, height: 800, seconds: 1, rotate: 90 });
    await expect(intake(turned)).rejects.toMatchObject({ message: uploadMessages.tooManyPixels(640, 640) });
  });

  it('should refuse a frame rate over the configured one with the limit in the message', async () => {
    const fast = await makeClip(clips, 'fast', { width: 320, height: 240, seconds: 1, fps: 100 });
    await expect(intake(fast)).rejects.toMatchObject({
      statusCode: 400,
      message: uploadMessages.tooManyFrames(60),
    });
  });
});
