import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_EMPHASIS,
  DEFAULT_STYLE,
  type ExportPayload,
  MESSAGES,
  MUSIC_DUCK_GAIN,
  RENDER_STYLE_ID_WITH_STYLE,
  SAVED_STYLE_NOT_FOUND,
  savedLookOf,
  styleToPayload,
} from '@wordreel/core';
import { findProject } from '../../src/modules/projects/projects.repository.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTrack } from '../../../../scripts/music/music-synth.ts';
import { RENDER_BUSY } from '../../src/modules/render/render.service.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import {
  createTestApp,
  createTestUser,
  dbKinds,
  type TestApp,
  type TestUser,
  storedFilePath,
} from '../test-app.ts';
import { firstBoxType } from '../projects/project-helpers.ts';
import {
  makeClip,
  meanVolumeDb,
  payloadFor,
  probe,
  seedProject,
  waitForRenderEnd,
  word,
} from './render-fixtures.ts';
import { fixtureDir } from '../fixture-dir.ts';

/** One generated library track for the whole file (synthesising all seven is the setup script's job). */
let musicDir: Promise<string> | undefined;
function musicLibrary(): Promise<string> {
  musicDir ??= (async () => {
    const dir = await fs.mkdtemp(path.join(fixtureDir(), 'music-lib-'));
    await makeTrack('chill', path.join(dir, 'chill.mp3'));
    return dir;
  })();
  return musicDir;
}

/** Exports `owner`'s project with Mercury and `extra`, waits for it, and gives the file's path. */
async function exportedFile(t: TestApp, owner: TestUser, id: string, extra: Partial<ExportPayload>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/render',
    headers: { cookie: owner.cookie },
    payload: payloadFor(id, 'mercury', extra),
  });
  expect(res.statusCode).toBe(202);
  expect((await waitForRenderEnd(t.app, id, owner.cookie)).state).toBe('done');
  return storedFilePath(t.ctx, projectKeys.render(id));
}

describe.each(dbKinds)('render API (%s)', (db) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp({
      db,
      env: { RENDER_X264_PRESET: 'superfast', MUSIC_DIR: await musicLibrary() },
    });
    await t.ctx.jobs.start();
    owner = await createTestUser(t.ctx);
    other = await createTestUser(t.ctx);
  }, 180_000);
  afterAll(() => t.close());

  const status = async (user: TestUser, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/projects/${id}/render`, headers: { cookie: user.cookie } });

  async function waitFor(id: string, done: (state: string, progress: number) => boolean, ms = 50_000) {
    const until = Date.now() + ms;
    for (;;) {
      const body = (await status(owner, id)).json<{
        state: string;
        progress: number;
        error: string | null;
      }>();
      if (done(body.state, body.progress)) return body;
      if (Date.now() > until) throw new Error(`render still ${body.state}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** POST /render as the owner with `body`, whole payload or not. */
  const requestRender = (body: object) =>
    t.app.inject({ method: 'POST', url: '/render', headers: { cookie: owner.cookie }, payload: body });

  it('should queue an export at once, publish progress and serve the finished file to its owner', async () => {
    const id = await seedProject(t.ctx, owner.id, await makeClip({ audio: 'silent' }), [word('Hi', 0, 500)]);
    const events: string[] = [];
    const stop = t.ctx.events.subscribe(
      (e) => e.type === 'render' && e.projectId === id && events.push(e.state),
    );
    const head = () =>
      t.app.inject({ method: 'HEAD', url: `/rendered/${id}.mp4`, headers: { cookie: owner.cookie } });
    expect((await head()).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: '/render',
      headers: { cookie: owner.cookie },
      // The spec's themes name their colours; the export takes CSS names and rgb() as well as hex.
      payload: {
        ...payloadFor(id),
        fontColor: 'white',
        activeFontColor: 'red',
        fontStrokeColor: 'rgb(0 0 0)',
        user: { userId: other.id },
      },
    });
    expect(res.statusCode).toBe(202);
    expect(typeof res.json<{ jobId: unknown }>().jobId).toBe('string');
    const final = await waitFor(id, (s) => s === 'done' || s === 'failed');
    stop();
    expect(final).toMatchObject({ state: 'done', progress: 100, error: null });
    expect(events[0]).toBe('queued');
    expect(events.at(-1)).toBe('done');
    expect((await head()).statusCode).toBe(200);
    const ranged = await t.app.inject({
      method: 'GET',
      url: `/rendered/${id}.mp4`,
      headers: { cookie: owner.cookie, range: 'bytes=0-7' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(firstBoxType(ranged.rawPayload)).toBe('ftyp');
    // Several ranges are not served one by one (no multipart): the whole file, as a download.
    const download = await t.app.inject({
      method: 'GET',
      url: `/download/${id}.mp4`,
      headers: { cookie: owner.cookie, range: 'bytes=0-7,100-107' },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="clip.mp4"; filename*=UTF-8''clip.mp4`,
    );
    expect(download.rawPayload.length).toBe((await t.ctx.storage.stat(projectKeys.render(id)))?.size);
  });

  it("should answer 404 to another user's render, state, check and download, and 401 without a session", async () => {
    const id = await seedProject(t.ctx, owner.id, await makeClip(), []);
    await t.ctx.storage.writeFile(projectKeys.render(id), 'finished');
    const as = (user: TestUser) => ({ cookie: user.cookie });
    const attempts = await Promise.all([
      t.app.inject({ method: 'POST', url: '/render', headers: as(other), payload: payloadFor(id) }),
      t.app.inject({ method: 'GET', url: `/api/projects/${id}/render`, headers: as(other) }),
      t.app.inject({ method: 'DELETE', url: `/api/projects/${id}/render`, headers: as(other) }),
      t.app.inject({ method: 'HEAD', url: `/rendered/${id}.mp4`, headers: as(other) }),
      t.app.inject({ method: 'GET', url: `/rendered/${id}.mp4`, headers: as(other) }),
      t.app.inject({ method: 'GET', url: `/download/${id}.mp4`, headers: as(other) }),
    ]);
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(attempts[0]?.json()).toMatchObject({ message: 'Video not found' });
    const anonymous = await t.app.inject({ method: 'GET', url: `/download/${id}.mp4` });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'HEAD', url: `/rendered/${id}.mp4`, headers: as(owner) })).statusCode,
    ).toBe(200);
  });

  it('should refuse a second export while one runs with the exact message, and let a cancel keep the previous file', async () => {
    const id = await seedProject(t.ctx, owner.id, await makeClip({ seconds: 30, audio: 'none' }), [
      word('Long', 0, 29_000),
    ]);
    await t.ctx.storage.writeFile(projectKeys.render(id), 'the previous good export');
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: '/render',
        headers: { cookie: owner.cookie },
        payload: payloadFor(id),
      });
    expect((await start()).statusCode).toBe(202);
    const second = await start();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: RENDER_BUSY });
    await waitFor(id, (s, p) => s === 'running' && p > 0);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${id}/render`,
      headers: { cookie: owner.cookie },
    });
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', ready: true });
    // ffmpeg is killed and its temporary file removed; the last good file is untouched.
    const dir = path.dirname(await storedFilePath(t.ctx, projectKeys.render(id)));
    for (let i = 0; i < 50 && (await fs.readdir(dir)).some((f) => f.includes('.tmp-')); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await fs.readdir(dir)).filter((f) => f.includes('.tmp-'))).toEqual([]);
    expect((await t.ctx.storage.readFile(projectKeys.render(id))).toString()).toBe(
      'the previous good export',
    );
    expect((await start()).statusCode).toBe(202);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${id}/render`,
      headers: { cookie: owner.cookie },
    });
  });

  it('should accept exactly one of two simultaneous exports and refuse the other with the exact message', async () => {
    const id = await seedProject(t.ctx, owner.id, await makeClip(), [word('Hi', 0, 500)]);
    const start = (theme: 'mercury' | 'venus') =>
      t.app.inject({
        method: 'POST',
        url: '/render',
        headers: { cookie: owner.cookie },
        payload: payloadFor(id, theme),
      });
    const both = await Promise.all([start('mercury'), start('venus')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    const refused = both.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({ message: RENDER_BUSY });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${id}/render`,
      headers: { cookie: owner.cookie },
    });
    await waitFor(id, (s) => s !== 'queued' && s !== 'running');
  });

  it('should fail an export queued by an earlier version (an `atMs` emphasis payload) with a message to export again', async () => {
    const id = await seedProject(t.ctx, owner.id, await makeClip({ audio: 'silent' }), [word('Hi', 0, 500)]);
    // What a BullMQ job queued before migration 0012 carries: emphasis named by start time.
    const old = { ...payloadFor(id), captionEmphasis: { words: [{ atMs: 0, color: '#ff0000' }] } };
    await t.ctx.jobs.queue.enqueue(
      'render',
      { projectId: id, userId: owner.id, payload: old },
      {
        jobId: `render-${id}`,
      },
    );
    const body = await waitFor(id, (state) => state === 'failed');
    expect(body.error).toBe(MESSAGES.JOB_OUTDATED);
    expect(await t.ctx.storage.exists(projectKeys.render(id))).toBe(false);
  }, 60_000);

  // An API client exports what the studio styled without restating the style: only videoFileName.
  it('should export with the saved style when only videoFileName is sent, and with the default look before any save', async () => {
    const id = await seedProject(t.ctx, owner.id, await makeClip({ audio: 'silent' }), [word('Hi', 0, 500)]);
    const styled = payloadFor(id, 'venus', { fontColor: '#00FF00', yPos: 40 });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}`,
      headers: { cookie: owner.cookie },
      payload: styled,
    });
    expect(saved.statusCode).toBe(200);
    expect((await requestRender({ videoFileName: `${id}.mp4` })).statusCode).toBe(202);
    // Done and not stale: the export was made from the inputs the project has, its saved style.
    expect(await waitFor(id, (s) => s === 'done' || s === 'failed')).toMatchObject({
      state: 'done',
      stale: false,
    });
    expect((await findProject(t.ctx.db, id))?.style).toMatchObject({ fontColor: '#00FF00', yPos: 40 });

    const fresh = await seedProject(t.ctx, owner.id, await makeClip({ audio: 'silent' }), [
      word('Hi', 0, 500),
    ]);
    expect((await requestRender({ videoFileName: `${fresh}.mp4` })).statusCode).toBe(202);
    expect((await waitFor(fresh, (s) => s === 'done' || s === 'failed')).state).toBe('done');
    const { user: _user, videoOrientation: _frame, ...defaultLook } = styleToPayload(DEFAULT_STYLE, fresh);
    expect((await findProject(t.ctx.db, fresh))?.style).toEqual(defaultLook);
  });

  it('should export with the saved style styleId names, keeping the project’s frame and word choices, and refuse what is not the caller’s', async () => {
    const id = await seedProject(t.ctx, owner.id, await makeClip({ audio: 'silent' }), [word('Hi', 0, 500)]);
    const breaks = [{ wordId: 'w1', kind: 'break' as const }];
    const opened = payloadFor(id, 'venus', {
      videoOrientation: 'landscape',
      captionEmphasis: { ...DEFAULT_EMPHASIS, breaks },
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}`,
      headers: { cookie: owner.cookie },
      payload: opened,
    });
    expect(put.statusCode).toBe(200);
    const brand = { ...DEFAULT_STYLE, fontColor: '#FF00FF', yPos: 30, upperCase: true };
    const saveStyle = (user: TestUser, name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/styles',
        headers: { cookie: user.cookie },
        payload: { name, style: savedLookOf(brand) },
      });
    const created = await saveStyle(owner, 'Brand');
    expect(created.statusCode).toBe(201);
    const styleId = created.json<{ id: string }>().id;

    // Style fields besides styleId, another account's style and a malformed id are refused; nothing is queued.
    const both = await requestRender({ videoFileName: `${id}.mp4`, styleId, fontColor: 'red' });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ message: `styleId: ${RENDER_STYLE_ID_WITH_STYLE}` });
    const theirs = (await saveStyle(other, 'Theirs')).json<{ id: string }>().id;
    const foreign = await requestRender({ videoFileName: `${id}.mp4`, styleId: theirs });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: SAVED_STYLE_NOT_FOUND });
    expect((await requestRender({ videoFileName: `${id}.mp4`, styleId: 'brand' })).statusCode).toBe(400);
    expect((await status(owner, id)).json()).toMatchObject({ state: 'none' });

    expect((await requestRender({ videoFileName: `${id}.mp4`, styleId })).statusCode).toBe(202);
    expect(await waitFor(id, (s) => s === 'done' || s === 'failed')).toMatchObject({
      state: 'done',
      stale: false,
    });
    expect((await findProject(t.ctx.db, id))?.style).toMatchObject({
      fontColor: '#FF00FF',
      yPos: 30,
      fontUpperCase: true,
      captionEmphasis: { breaks },
    });
    // The project's frame stays: the export is landscape.
    const file = await storedFilePath(t.ctx, projectKeys.render(id));
    const video = (await probe(file)).streams.find((stream) => stream.codec_type === 'video');
    expect([video?.width, video?.height]).toEqual([1920, 1080]);
  });

  it('should refuse a style given in part, naming every missing field, and queue nothing', async () => {
    const id = await seedProject(t.ctx, owner.id, await makeClip(), []);
    const res = await requestRender({ videoFileName: `${id}.mp4`, fontColor: 'red' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string; details: { path: string }[] }>();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message).toMatch(/^fontFamily: /);
    expect(body.details.map((d) => d.path)).toEqual(
      expect.arrayContaining(['fontFamily', 'fontSize', 'bgMusicActive']),
    );
    expect(body.details.map((d) => d.path)).not.toContain('fontColor');
    expect((await status(owner, id)).json()).toMatchObject({ state: 'none' });
  });

  it('should refuse custom music before a track is uploaded and an unknown payload field value', async () => {
    const id = await seedProject(t.ctx, owner.id, await makeClip(), []);
    const custom = await t.app.inject({
      method: 'POST',
      url: '/render',
      headers: { cookie: owner.cookie },
      payload: payloadFor(id, 'venus', { bgMusic: 'custom', bgMusicActive: true }),
    });
    expect(custom.statusCode).toBe(400);
    expect(custom.json()).toMatchObject({ message: 'Please upload a music track first.' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/render',
      headers: { cookie: owner.cookie },
      payload: { ...payloadFor(id), fontFamily: 'font-10' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

// The music is mixed by the export's ffmpeg graph, whatever the database: one database is enough.
describe('background music in an export', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { RENDER_X264_PRESET: 'superfast', MUSIC_DIR: await musicLibrary() } });
    await t.ctx.jobs.start();
    owner = await createTestUser(t.ctx);
  }, 180_000);
  afterAll(() => t.close());

  it('should mix the chosen background music in when it is on and leave it out when off', async () => {
    const clip = await makeClip({ audio: 'silent' });
    const id = await seedProject(t.ctx, owner.id, clip, []);
    const exportWith = async (bgMusicActive: boolean) =>
      meanVolumeDb(await exportedFile(t, owner, id, { bgMusic: 'chill', bgMusicActive, bgMusicVolume: 0.5 }));
    expect(await exportWith(true)).toBeGreaterThan(-35);
    expect(await exportWith(false)).toBeLessThan(-80);
  });

  it('should lower the music under the spoken words when ducking is on, and only there', async () => {
    const clip = await makeClip({ audio: 'silent', seconds: 6 });
    const id = await seedProject(t.ctx, owner.id, clip, [
      word('Hello', 1000, 1600),
      word(' there', 1700, 2200),
    ]);
    const exportWith = async (bgMusicDuck: boolean) => {
      const file = await exportedFile(t, owner, id, {
        bgMusic: 'chill',
        bgMusicActive: true,
        bgMusicVolume: 0.5,
        bgMusicDuck,
      });
      // The words, then a stretch of no speech before the music's closing fade (from 4.5 s).
      return { speech: await meanVolumeDb(file, [1.05, 2.15]), pause: await meanVolumeDb(file, [3.0, 4.2]) };
    };
    const level = await exportWith(false);
    const ducked = await exportWith(true);
    // MUSIC_DUCK_GAIN 0.35 is -9.1 dB.
    expect(ducked.speech - level.speech).toBeCloseTo(20 * Math.log10(MUSIC_DUCK_GAIN), 0);
    expect(Math.abs(ducked.pause - level.pause)).toBeLessThan(0.3);
  });
});

describe('render time limit', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { RENDER_X264_PRESET: 'superfast', RENDER_TIMEOUT_SECONDS: '1' } });
    await t.ctx.jobs.start();
    owner = await createTestUser(t.ctx);
  }, 180_000);
  afterAll(() => t.close());

  it('should kill a render that runs past RENDER_TIMEOUT_SECONDS and keep the previous file', async () => {
    const id = await seedProject(t.ctx, owner.id, await makeClip({ seconds: 30, audio: 'none' }), [
      word('Slow', 0, 29_000),
    ]);
    await t.ctx.storage.writeFile(projectKeys.render(id), 'the previous good export');
    const res = await t.app.inject({
      method: 'POST',
      url: '/render',
      headers: { cookie: owner.cookie },
      payload: payloadFor(id),
    });
    expect(res.statusCode).toBe(202);
    // Two attempts of 1 s each with the queue's 5 s back-off between them.
    const body = await waitForRenderEnd(t.app, id, owner.cookie);
    expect(body.state).toBe('failed');
    expect(body.error).toMatch(/Timed out/);
    expect((await t.ctx.storage.readFile(projectKeys.render(id))).toString()).toBe(
      'the previous good export',
    );
  }, 60_000);
});
