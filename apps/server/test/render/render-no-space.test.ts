import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MESSAGES } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';
import { makeClip, payloadFor, seedProject, waitForRenderEnd, word } from './render-fixtures.ts';

const run = promisify(execFile);

/**
 * The render's scratch folder (TMPDIR) on a small tmpfs filled to the last byte (mounted here; the
 * tests run as root): the caption file the render writes there before ffmpeg starts fails with a real
 * ENOSPC from fs, not ffmpeg's "No space left on device".
 */
describe('a render whose scratch write runs out of space', () => {
  let t: TestApp;
  let owner: TestUser;
  let volume: string;
  const tmpdir = process.env.TMPDIR;

  beforeAll(async () => {
    volume = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-full-tmp-'));
    await run('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', volume]);
    t = await createTestApp({ db: 'sqlite', env: { RENDER_X264_PRESET: 'superfast' } });
    await t.ctx.jobs.start();
    owner = await createTestUser(t.ctx);
  });
  afterAll(async () => {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
    await t.close();
    await run('umount', [volume]).catch(() => undefined);
    await fs.rm(volume, { recursive: true, force: true });
  });

  it('should fail with the no-space message and keep the previous export', async () => {
    const id = await seedProject(t.ctx, owner.id, await makeClip(), [word(' Full', 0, 900)]);
    await t.ctx.storage.writeFile(projectKeys.render(id), 'the previous good export');
    const { bavail, bsize } = await fs.statfs(volume);
    await fs.writeFile(path.join(volume, 'filler'), Buffer.alloc(bavail * bsize));
    process.env.TMPDIR = volume;

    const res = await t.app.inject({
      method: 'POST',
      url: '/render',
      headers: { cookie: owner.cookie },
      payload: payloadFor(id),
    });
    expect(res.statusCode).toBe(202);
    // Two attempts with the queue's 5 s back-off between them.
    const body = await waitForRenderEnd(t.app, id, owner.cookie);
    expect(body).toMatchObject({ state: 'failed', error: MESSAGES.RENDER_NO_SPACE });
    expect((await t.ctx.storage.readFile(projectKeys.render(id))).toString()).toBe(
      'the previous good export',
    );
  }, 60_000);
});
