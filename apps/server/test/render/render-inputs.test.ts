import type { BoostTexts, ExportPayload } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';
import { config, listen, postUpload } from '../projects/project-helpers.ts';
import { makeClip, payloadFor, probe, seedProject, word } from './render-fixtures.ts';
import { storedFilePath } from '../test-app.ts';
import { projectKeys } from '../../src/storage/storage.ts';

interface RenderStatusBody {
  state: string;
  ready: boolean;
  stale: boolean;
}

describe.each(dbKinds)('orientation, stale exports, download names and Boost texts (%s)', (db) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ db, env: { RENDER_X264_PRESET: 'ultrafast' } });
    await t.ctx.jobs.start();
    owner = await createTestUser(t.ctx);
    other = await createTestUser(t.ctx);
  }, 180_000);
  afterAll(() => t.close());

  const call = (user: TestUser | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });
  const renderStatus = async (id: string) =>
    (await call(owner, 'GET', `/api/projects/${id}/render`)).json<RenderStatusBody>();

  async function exportNow(payload: ExportPayload): Promise<RenderStatusBody> {
    const res = await call(owner, 'POST', '/render', payload);
    expect(res.statusCode).toBe(202);
    const id = payload.videoFileName.split('.')[0] ?? '';
    const until = Date.now() + 60_000;
    for (;;) {
      const body = await renderStatus(id);
      if (body.state === 'done' || body.state === 'failed') return body;
      if (Date.now() > until) throw new Error(`render still ${body.state}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it("should take the orientation from the video's own shape when the upload does not choose one", async () => {
    const base = await listen(t);
    const landscape = await makeClip({ width: 640, height: 360, seconds: 1, audio: 'none' });
    const chosen = await postUpload(base, owner.cookie, {
      file: { path: landscape },
      videoConfig: config('chosen.mp4', { orientation: 'square' }),
    });
    const unchosen = await postUpload(base, owner.cookie, {
      file: { path: landscape },
      videoConfig: JSON.stringify({ name: 'wide.mp4', lang: 'en' }),
    });
    const bad = await postUpload(base, owner.cookie, {
      file: { path: landscape },
      videoConfig: config('bad.mp4', { orientation: 'diagonal' }),
    });
    expect(bad.status).toBe(400);
    const orientationOf = async (res: Response) => {
      const { projectId } = (await res.json()) as { projectId: string };
      const project = (await call(owner, 'GET', `/api/projects/${projectId}`)).json<{
        videoConfig: { orientation: string };
      }>();
      return project.videoConfig.orientation;
    };
    expect(await orientationOf(chosen)).toBe('square');
    expect(await orientationOf(unchosen)).toBe('landscape');
  });

  it("should export the project's orientation, switched in the studio, and refuse an unknown one", async () => {
    const id = await seedProject(t.ctx, owner.id, await makeClip({ seconds: 1 }), [word('Wide', 0, 500)]);
    const { videoOrientation: _none, ...withoutFrame } = payloadFor(id);
    // The studio switches the frame: saved with the style, kept in the project's videoConfig.
    const saved = await call(owner, 'PUT', `/api/projects/${id}`, {
      ...withoutFrame,
      videoOrientation: 'landscape',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ videoConfig: { orientation: 'landscape' } });
    expect(saved.json<{ style: Record<string, unknown> }>().style).not.toHaveProperty('videoOrientation');
    expect(
      (await call(owner, 'PUT', `/api/projects/${id}`, { ...withoutFrame, videoOrientation: 'round' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(owner, 'POST', '/render', { ...withoutFrame, videoOrientation: 'round' })).statusCode,
    ).toBe(400);
    // An export without a frame in its payload renders the project's.
    expect(await exportNow(withoutFrame as ExportPayload)).toMatchObject({ state: 'done', stale: false });
    const file = await storedFilePath(t.ctx, projectKeys.render(id));
    expect((await probe(file)).streams.find((s) => s.codec_type === 'video')).toMatchObject({
      width: 1920,
      height: 1080,
    });
  });

  it('should mark the export out of date when its captions, style, frame or music change, and not when changed back', async () => {
    const captions = [word('Fresh', 0, 500), word(' words', 500, 900)];
    const id = await seedProject(t.ctx, owner.id, await makeClip({ seconds: 1 }), captions);
    expect(await renderStatus(id)).toMatchObject({ ready: false, stale: false });
    const payload = payloadFor(id);
    expect(await exportNow(payload)).toMatchObject({ ready: true, stale: false });

    const edit = (list: typeof captions) =>
      call(owner, 'POST', '/update-subtitle', { id, subtitleData: list });
    expect((await edit([word('Stale', 0, 500), word(' words', 500, 900)])).statusCode).toBe(200);
    expect(await renderStatus(id)).toMatchObject({ stale: true });
    await edit(captions);
    expect(await renderStatus(id)).toMatchObject({ stale: false });

    const save = (changed: ExportPayload) => call(owner, 'PUT', `/api/projects/${id}`, changed);
    await save({ ...payload, fontColor: '#123456' });
    expect(await renderStatus(id)).toMatchObject({ stale: true });
    await save(payload);
    expect(await renderStatus(id)).toMatchObject({ stale: false });
    await save({ ...payload, videoOrientation: 'square' });
    expect(await renderStatus(id)).toMatchObject({ stale: true });
    await save(payload);
    // Music: the track only counts while music is on.
    await save({ ...payload, bgMusic: 'chill' });
    expect(await renderStatus(id)).toMatchObject({ stale: false });
    await save({ ...payload, bgMusicActive: true });
    expect(await renderStatus(id)).toMatchObject({ stale: true });
    await save(payload);
    expect(await renderStatus(id)).toMatchObject({ stale: false });
  });

  it('should name the download after the project, safely encoded, and serve it only to the owner', async () => {
    const id = await seedProject(t.ctx, owner.id, await makeClip({ seconds: 1 }), []);
    await exportNow(payloadFor(id));
    const download = async (name: string) => {
      await t.ctx.db.updateTable('project').set({ name }).where('id', '=', id).execute();
      const res = await call(owner, 'GET', `/download/${id}.mp4`);
      expect(res.statusCode).toBe(200);
      return res.headers['content-disposition'];
    };
    expect(await download('Baking day.mov')).toBe(
      `attachment; filename="Baking day.mp4"; filename*=UTF-8''Baking%20day.mp4`,
    );
    expect(await download('दिन "1"/ok.mp4')).toBe(
      `attachment; filename="___ _1_ ok.mp4"; filename*=UTF-8''%E0%A4%A6%E0%A4%BF%E0%A4%A8%20%221%22%20ok.mp4`,
    );
    expect(await download('.mp4')).toBe(`attachment; filename="video.mp4"; filename*=UTF-8''video.mp4`);
    expect((await call(other, 'GET', `/download/${id}.mp4`)).statusCode).toBe(404);
  });

  it('should keep the Boost texts with the project for its owner only', async () => {
    const id = await seedProject(t.ctx, owner.id, await makeClip({ seconds: 1 }), []);
    expect((await call(owner, 'GET', `/api/projects/${id}`)).json()).toMatchObject({ boost: null });
    const boost: BoostTexts = {
      title: 'Baking bread at home, my way',
      description: 'My edited description #baking',
      length: 'long',
      generated: { title: 'Baking bread at home', short: 'Short one', long: 'Long one' },
      tries: 2,
    };
    const saved = await call(owner, 'PUT', `/api/projects/${id}/boost`, boost);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ boost });
    expect((await call(owner, 'GET', `/api/projects/${id}`)).json()).toMatchObject({ boost });
    expect((await call(other, 'PUT', `/api/projects/${id}/boost`, boost)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/projects/${id}`)).statusCode).toBe(404);
    expect((await call(null, 'PUT', `/api/projects/${id}/boost`, boost)).statusCode).toBe(401);
    expect((await call(owner, 'PUT', `/api/projects/${id}/boost`, { ...boost, tries: 4 })).statusCode).toBe(
      400,
    );
    expect((await call(owner, 'PUT', `/api/projects/${id}/boost`, { title: 'x' })).statusCode).toBe(400);
  });
});
