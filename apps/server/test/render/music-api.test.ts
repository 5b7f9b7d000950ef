import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectKeys } from '../../src/storage/storage.ts';
import {
  createTestApp,
  createTestUser,
  dbKinds,
  type TestApp,
  type TestUser,
  storedFilePath,
} from '../test-app.ts';
import { makeClip, meanVolumeDb, payloadFor, seedProject } from './render-fixtures.ts';
import { fixtureDir } from '../fixture-dir.ts';

const run = promisify(execFile);

/** A multipart/form-data body with one file field, as a browser sends it. */
function multipart(filename: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = '----wordreel-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="music"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

let fixtures: Promise<{ dir: string; wav: Buffer; long: Buffer }> | undefined;
function musicFixtures() {
  fixtures ??= (async () => {
    const dir = await fs.mkdtemp(path.join(fixtureDir(), 'music-test-'));
    // A stand-in library file (render-api.test.ts exercises the real synthesiser).
    await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=f=262:d=3',
      path.join(dir, 'upbeat.mp3'),
    ]);
    const wavPath = path.join(dir, 'mine.wav');
    await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=f=330:d=2', wavPath]);
    const longPath = path.join(dir, 'long.mp3');
    // 11 minutes of near-silence at a tiny bitrate: small file, too long a track.
    await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=8000:cl=mono:d=660',
      '-b:a',
      '8k',
      longPath,
    ]);
    return { dir, wav: await fs.readFile(wavPath), long: await fs.readFile(longPath) };
  })();
  return fixtures;
}

describe.each(dbKinds)('music library and own tracks (%s)', (db) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let projectId: string;

  beforeAll(async () => {
    const { dir } = await musicFixtures();
    t = await createTestApp({ db, env: { MUSIC_DIR: dir, RENDER_X264_PRESET: 'superfast' } });
    await t.ctx.jobs.start();
    owner = await createTestUser(t.ctx);
    other = await createTestUser(t.ctx);
    projectId = await seedProject(t.ctx, owner.id, await makeClip({ audio: 'silent' }), []);
  }, 180_000);
  afterAll(() => t.close());

  it('should serve a library track publicly with ranges, and 404 for a name outside the list', async () => {
    const full = await t.app.inject({ method: 'GET', url: '/sounds/upbeat.mp3' });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('audio/mpeg');
    const part = await t.app.inject({
      method: 'GET',
      url: '/sounds/upbeat.mp3',
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(full.rawPayload.subarray(10, 20));
    for (const url of [
      '/sounds/unknown.mp3',
      '/sounds/chill.mp3',
      '/sounds/..%2Fupbeat.mp3',
      '/sounds/upbeat.wav',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('should take an owner-uploaded WAV after checking it, stream it back, and mix it into the export', async () => {
    const { wav } = await musicFixtures();
    // HEAD tells the studio whether there is an own track yet (Fastify answers it from the GET route).
    const head = (cookie?: string) =>
      t.app.inject({
        method: 'HEAD',
        url: `/api/projects/${projectId}/music`,
        headers: cookie ? { cookie } : {},
      });
    expect((await head(owner.cookie)).statusCode).toBe(404);
    // The studio asks the status instead: a 200 either way, owner only.
    const status = (cookie?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/projects/${projectId}/music/status`,
        headers: cookie ? { cookie } : {},
      });
    expect((await status(owner.cookie)).json()).toEqual({ uploaded: false });
    const body = multipart('../../evil.mp3', wav);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/music`,
      headers: { cookie: owner.cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({ ext: 'wav' });
    expect(await t.ctx.storage.exists(projectKeys.music(projectId, 'wav'))).toBe(true);
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/music`,
      headers: { cookie: owner.cookie },
    });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload).toEqual(wav);
    const present = await head(owner.cookie);
    expect(present.statusCode).toBe(200);
    expect(present.headers['content-type']).toBe('audio/wav');
    expect(present.rawPayload.length).toBe(0);
    expect((await head(other.cookie)).statusCode).toBe(404);
    expect((await head()).statusCode).toBe(401);
    expect((await status(owner.cookie)).json()).toEqual({ uploaded: true });
    expect((await status(other.cookie)).statusCode).toBe(404);
    expect((await status()).statusCode).toBe(401);
    const payload = payloadFor(projectId, 'mercury', {
      bgMusic: 'custom',
      bgMusicVolume: 1,
      bgMusicActive: true,
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/render', headers: { cookie: owner.cookie }, payload }))
        .statusCode,
    ).toBe(202);
    for (let i = 0; i < 400; i++) {
      const s = (
        await t.app.inject({
          method: 'GET',
          url: `/api/projects/${projectId}/render`,
          headers: { cookie: owner.cookie },
        })
      ).json<{ state: string }>();
      if (s.state === 'done' || s.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await meanVolumeDb(await storedFilePath(t.ctx, projectKeys.render(projectId)))).toBeGreaterThan(
      -30,
    );
  });

  it('should refuse a file that is not audio, a track over 10 minutes, and uploads to projects of others', async () => {
    const { wav, long } = await musicFixtures();
    const send = (user: TestUser, name: string, data: Buffer) => {
      const body = multipart(name, data);
      return t.app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/music`,
        headers: { cookie: user.cookie, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const text = await send(owner, 'song.mp3', Buffer.from('not really an mp3'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ message: 'Please upload an MP3, WAV or M4A audio file.' });
    const tooLong = await send(owner, 'long.mp3', long);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'The music track must be 10 minutes or shorter.' });
    expect((await send(other, 'mine.wav', wav)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/projects/${projectId}/music`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });
});
