import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EditListResponse, Project, ReframeStatus } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateProject } from '../../src/modules/projects/projects.repository.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { HOOK, speak } from '../../../../packages/core/src/shorts/talk-fixture.ts';
import { seedProject } from '../render/render-fixtures.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';
import { makeFaceVideo, WALK_AND_CUT } from './face-video.ts';

/**
 * The reframe through the API: one analysis job per stored video with progress, its result written
 * into the waiting projects' edit lists, reused by a clip of the same source, owner only.
 */

const WORDS = speak(HOOK, { startMs: 200 });

describe.each(dbKinds)('reframe API (%s)', (db) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let dir: string;
  let walkVideo: string;
  let emptyVideo: string;

  beforeAll(async () => {
    t = await createTestApp({ db });
    await t.ctx.jobs.start();
    owner = await createTestUser(t.ctx);
    other = await createTestUser(t.ctx);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-reframe-api-'));
    walkVideo = path.join(dir, 'walk.mp4');
    emptyVideo = path.join(dir, 'empty.mp4');
    await makeFaceVideo(WALK_AND_CUT, walkVideo);
    await makeFaceVideo({ ...WALK_AND_CUT, motion: null }, emptyVideo);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** A landscape 1280x720 source exported in `orientation`, as the media job leaves it. */
  async function source(video: string, orientation: 'portrait' | 'landscape' = 'portrait') {
    const id = await seedProject(t.ctx, owner.id, video, WORDS);
    await updateProject(t.ctx.db, id, {
      videoConfig: {
        name: 'talk.mp4',
        lang: 'en',
        duration: 5,
        videoCodec: 'h264',
        width: 1280,
        height: 720,
        orientation,
      },
    });
    return id;
  }

  const as = (user: TestUser) => ({ cookie: user.cookie });
  const start = (user: TestUser, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/projects/${id}/reframe`, headers: as(user) });
  const status = (user: TestUser, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/projects/${id}/reframe`, headers: as(user) });
  const edits = async (id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/projects/${id}/edits`, headers: as(owner) })
    ).json<EditListResponse>();

  /** Follows the state the way a client does, until the analysis is over. */
  async function finished(id: string): Promise<ReframeStatus> {
    for (;;) {
      const body = (await status(owner, id)).json<ReframeStatus>();
      if (body.state === 'done' || body.state === 'failed') return body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('should analyse the video as a job and put the reframe in the edit list', async () => {
    const id = await source(walkVideo);
    const res = await start(owner, id);
    expect(res.statusCode).toBe(202);
    expect(['queued', 'running', 'done']).toContain(res.json<ReframeStatus>().state);

    const done = await finished(id);
    expect(done).toMatchObject({ state: 'done', progress: 100, error: null });
    expect(done.suggestion).toMatchObject({
      layout: 'follow',
      faceFound: true,
      shots: 2,
      shotsWithoutFace: 0,
    });
    const { edits: list } = await edits(id);
    expect(list.reframe?.layout).toBe('follow');
    expect(list.reframe?.keyframes[0]?.x).toBeCloseTo(0.2, 1);
    expect(list.reframe?.keyframes.some((k) => k.cut && Math.abs(k.tMs - 3000) <= 67)).toBe(true);
    expect(await t.ctx.storage.exists(projectKeys.reframeAnalysis(id))).toBe(true);
  }, 120_000);

  it('should start the reframe of a portrait clip of the source at once, from the stored analysis, on its range', async () => {
    const sourceId = await source(walkVideo, 'landscape');
    // The source in its own landscape frame needs no crop.
    expect((await start(owner, sourceId)).statusCode).toBe(409);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${sourceId}/clips`,
      headers: as(owner),
      payload: { firstWord: 0, lastWord: WORDS.length - 1, orientation: 'portrait' },
    });
    expect(res.statusCode).toBe(201);
    const clip = res.json<{ project: Project }>().project;
    const done = await finished(clip.id);
    expect(done.suggestion?.faceFound).toBe(true);
    const { edits: list } = await edits(clip.id);
    const kept = list.kept[0]!;
    expect(list.reframe?.keyframes.length).toBeGreaterThan(0);
    expect(list.reframe?.keyframes.every((k) => k.tMs >= kept.startMs && k.tMs <= kept.endMs)).toBe(true);
    // One analysis for the source's video, kept under its id; none of the clip's own.
    expect(await t.ctx.storage.exists(projectKeys.reframeAnalysis(sourceId))).toBe(true);
    expect(await t.ctx.storage.exists(projectKeys.reframeAnalysis(clip.id))).toBe(false);

    // Asking again answers from the stored analysis without a job.
    const again = await start(owner, clip.id);
    expect(again.statusCode).toBe(202);
    expect(again.json<ReframeStatus>().state).toBe('done');
  }, 120_000);

  it('should keep the user keyframes when the reframe is made again', async () => {
    const id = await source(walkVideo);
    expect((await start(owner, id)).statusCode).toBe(202);
    await finished(id);
    const { edits: list } = await edits(id);
    const userKeyframe = { tMs: 4500, x: 0.9, user: true };
    const keyframes = [...(list.reframe?.keyframes ?? []).filter((k) => k.tMs < 4000), userKeyframe];
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/edits`,
      headers: as(owner),
      payload: {
        baseRevision: list.revision,
        kept: list.kept,
        zooms: list.zooms,
        reframe: { layout: 'follow', keyframes },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await start(owner, id)).statusCode).toBe(202);
    const after = await edits(id);
    expect(after.edits.reframe?.keyframes).toContainEqual(userKeyframe);
  }, 120_000);

  it('should fall back to a centred window and say no face was found', async () => {
    const id = await source(emptyVideo);
    expect((await start(owner, id)).statusCode).toBe(202);
    const done = await finished(id);
    expect(done.suggestion).toMatchObject({ layout: 'centre', faceFound: false, shotsWithoutFace: 2 });
    expect((await edits(id)).edits.reframe?.layout).toBe('centre');
  }, 120_000);

  it('should answer 404 to another user, and not start anything', async () => {
    const id = await source(walkVideo);
    expect((await start(other, id)).statusCode).toBe(404);
    expect((await status(other, id)).statusCode).toBe(404);
    expect((await status(owner, id)).json<ReframeStatus>().state).toBe('none');
  });
});
