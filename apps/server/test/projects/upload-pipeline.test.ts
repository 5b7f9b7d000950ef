import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppEvent } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../media/media-fixtures.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';
import { config, firstBoxType, listen, postUpload } from './project-helpers.ts';

describe('upload to playable video, embedded mode', () => {
  let t: TestApp;
  let base: string;
  let user: TestUser;
  let clips: string;
  beforeAll(async () => {
    t = await createTestApp({ db: 'sqlite' });
    await t.ctx.jobs.start();
    base = await listen(t);
    user = await createTestUser(t.ctx);
    clips = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-clips-'));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(clips, { recursive: true, force: true });
  });

  it('should run the media job after an upload and hand the project to transcription, with events on the way', async () => {
    const events: AppEvent[] = [];
    t.ctx.events.subscribe((e) => events.push(e));
    const clip = await makeClip(clips, 'phone', {
      width: 360,
      height: 640,
      seconds: 2,
      videoCodec: 'libx265',
    });
    const res = await postUpload(base, user.cookie, {
      file: { path: clip },
      videoConfig: config('phone.mp4'),
    });
    expect(res.status).toBe(201);
    const { projectId } = (await res.json()) as { projectId: string };

    const deadline = Date.now() + 45_000;
    while (
      !events.some((e) => e.projectId === projectId && e.type === 'project' && e.status === 'transcribing')
    ) {
      if (Date.now() > deadline) throw new Error(`no transcribing event; saw ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const statuses = events.flatMap((e) =>
      e.type === 'project' && e.projectId === projectId ? [e.status] : [],
    );
    expect(statuses[0]).toBe('processing');
    expect(statuses).toContain('transcribing');

    const video = await fetch(`${base}/public/${projectId}.mp4`, {
      headers: { cookie: user.cookie, range: 'bytes=0-7' },
    });
    expect(video.status).toBe(206);
    expect(firstBoxType(new Uint8Array(await video.arrayBuffer()))).toBe('ftyp');
    const thumb = await fetch(`${base}/public/${projectId}/thumb.jpg`, { headers: { cookie: user.cookie } });
    expect(thumb.status).toBe(200);
    const project = (await (
      await fetch(`${base}/api/projects/${projectId}`, { headers: { cookie: user.cookie } })
    ).json()) as {
      videoConfig: Record<string, unknown>;
    };
    expect(project.videoConfig).toMatchObject({ videoCodec: 'hevc', width: 360, height: 640, fps: 25 });
  });
});
