import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_EMPHASIS } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m0012EmphasisWordIds } from '../../src/db/migrations/0012-emphasis-word-ids.ts';
import { findProject } from '../../src/modules/projects/projects.repository.ts';
import { deleteProjectsOfUser, updateProjectStatus } from '../../src/modules/projects/projects.service.ts';
import { makeClip } from '../media/media-fixtures.ts';
import { payloadFor } from '../render/render-fixtures.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';
import { config, filesUnder, listen, postUpload, uploadedProjectId } from './project-helpers.ts';

describe.each(dbKinds)('project routes on %s', (db) => {
  let t: TestApp;
  let base: string;
  let alice: TestUser;
  let bob: TestUser;
  let clip: string;
  let clips: string;

  beforeAll(async () => {
    t = await createTestApp({ db });
    base = await listen(t);
    alice = await createTestUser(t.ctx);
    bob = await createTestUser(t.ctx);
    clips = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-clips-'));
    clip = await makeClip(clips, 'clip', { width: 320, height: 568, seconds: 1 });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(clips, { recursive: true, force: true });
  });

  const as = (user: TestUser | undefined, init: RequestInit = {}) => ({
    ...init,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });

  const upload = (user: TestUser, name = 'clip.mp4') =>
    uploadedProjectId(base, user.cookie, { path: clip, name });

  it('should create a project from a multipart upload and answer with its file name', async () => {
    const res = await postUpload(base, alice.cookie, {
      file: { path: clip },
      videoConfig: config('My clip.mp4', { lang: 'hi' }),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { filename: string; projectId: string };
    expect(body.projectId).toMatch(/^[0-9a-f]{32}$/);
    expect(body.filename).toBe(`${body.projectId}.mp4`);
    const project = await findProject(t.ctx.db, body.projectId);
    expect(project).toMatchObject({ userId: alice.id, name: 'My clip.mp4', status: 'uploaded' });
    expect(project?.videoConfig).toMatchObject({
      lang: 'hi',
      width: 320,
      height: 568,
      size: (await fs.stat(clip)).size,
    });
    expect(await t.ctx.storage.exists(`projects/${body.projectId}/original.mp4`)).toBe(true);
    expect((await t.ctx.jobs.get(`media-${body.projectId}`))?.state).toBe('queued');
  });

  // An API client's plain `curl -F video=@talk.mp4 /upload`: the project is named as the modal names it.
  it('should name the project after the uploaded file when videoConfig or its name is left out', async () => {
    const bare = await postUpload(base, alice.cookie, { file: { path: clip, name: 'Interview take 2.mp4' } });
    expect(bare.status).toBe(201);
    const { projectId } = (await bare.json()) as { projectId: string };
    expect(await findProject(t.ctx.db, projectId)).toMatchObject({ name: 'Interview take 2.mp4' });
    expect((await findProject(t.ctx.db, projectId))?.videoConfig).toMatchObject({ lang: 'en' });

    const unnamed = await postUpload(base, alice.cookie, {
      file: { path: clip, name: 'podcast.mp4' },
      videoConfig: JSON.stringify({ lang: 'hi' }),
    });
    expect(unnamed.status).toBe(201);
    const second = (await unnamed.json()) as { projectId: string };
    expect(await findProject(t.ctx.db, second.projectId)).toMatchObject({ name: 'podcast.mp4' });
    expect((await findProject(t.ctx.db, second.projectId))?.videoConfig).toMatchObject({ lang: 'hi' });
  });

  it('should debit transcription with the upload and refuse an upload the credits do not cover with 402', async () => {
    const poor = await createTestUser(t.ctx);
    await t.ctx.db.updateTable('user').set({ credits: 1 }).where('id', '=', poor.id).execute();
    const paid = await postUpload(base, poor.cookie, { file: { path: clip }, videoConfig: config('a.mp4') });
    expect(paid.status).toBe(201);
    const { projectId } = (await paid.json()) as { projectId: string };
    const entries = await t.ctx.db
      .selectFrom('creditLedger')
      .selectAll()
      .where('userId', '=', poor.id)
      .execute();
    expect(entries).toMatchObject([{ kind: 'transcription', delta: -1, balance: 0, projectId }]);
    const refused = await postUpload(base, poor.cookie, {
      file: { path: clip },
      videoConfig: config('b.mp4'),
    });
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Not enough credits: this needs 1 and you have 0/,
    );
    const rows = await t.ctx.db.selectFrom('project').select('id').where('userId', '=', poor.id).execute();
    expect(rows.map((r) => r.id)).toEqual([projectId]);
  });

  it('should stream an upload larger than the JSON body limit', async () => {
    const big = await makeClip(clips, 'noisy', { width: 640, height: 360, seconds: 1, noise: true });
    expect((await fs.stat(big)).size).toBeGreaterThan(5.5 * 1024 * 1024);
    const res = await postUpload(base, alice.cookie, {
      file: { path: big },
      videoConfig: config('noisy.mp4'),
    });
    expect(res.status).toBe(201);
  });

  it('should refuse an upload without a session', async () => {
    const res = await postUpload(base, undefined, { file: { path: clip }, videoConfig: config() });
    expect(res.status).toBe(401);
  });

  it('should confirm a project with POST /api/projects, ignoring the body userId', async () => {
    const id = await upload(alice);
    const res = await fetch(
      `${base}/api/projects`,
      as(alice, {
        method: 'POST',
        body: JSON.stringify({
          userId: bob.id,
          projectId: id,
          videoConfig: { name: 'Renamed', orientation: 'landscape' },
        }),
      }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      id,
      project: { name: 'Renamed', userId: alice.id, videoConfig: { orientation: 'landscape' } },
    });
  });

  it("should answer 404 when confirming someone else's project", async () => {
    const id = await upload(alice);
    const res = await fetch(
      `${base}/api/projects`,
      as(bob, { method: 'POST', body: JSON.stringify({ projectId: id }) }),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Video not found' });
  });

  it("should list only the caller's projects, newest update first, and refuse another user's list", async () => {
    const carol = await createTestUser(t.ctx);
    const first = await upload(carol, 'first.mp4');
    const second = await upload(carol, 'second.mp4');
    await updateProjectStatus(t.ctx, first, { status: 'processing' });
    const res = await fetch(`${base}/api/projects/user/${carol.id}`, as(carol));
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: string; updatedAt: { seconds: number; nanoseconds: number } }[];
    expect(list.map((p) => p.id)).toEqual([first, second]);
    expect(list[0]?.updatedAt.seconds).toBeGreaterThan(1_700_000_000);
    const other = await fetch(`${base}/api/projects/user/${carol.id}`, as(bob));
    expect(other.status).toBe(403);
  });

  it("should return the owner's project and 404 for anyone else or a malformed id", async () => {
    const id = await upload(alice);
    const own = await fetch(`${base}/api/projects/${id}`, as(alice));
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ id, userId: alice.id, status: 'uploaded', style: null });
    expect((await fetch(`${base}/api/projects/${id}`, as(bob))).status).toBe(404);
    expect((await fetch(`${base}/api/projects/not-an-id`, as(alice))).status).toBe(404);
    expect((await fetch(`${base}/api/projects/${id}`, as(undefined))).status).toBe(401);
  });

  it('should save the export payload as the style, without its user, and refuse bad payloads', async () => {
    const id = await upload(alice);
    // The spec's client sends a user object; the server must ignore it.
    const payload = { ...payloadFor(id), user: { userId: 'someone-else' } };
    const res = await fetch(
      `${base}/api/projects/${id}`,
      as(alice, { method: 'PUT', body: JSON.stringify(payload) }),
    );
    expect(res.status).toBe(200);
    const saved = (await res.json()) as { style: Record<string, unknown> };
    expect(saved.style).toMatchObject({ fontFamily: 'font-1', fontSize: 35, bgMusic: 'adventure' });
    expect(saved.style).not.toHaveProperty('user');
    const bad = await fetch(
      `${base}/api/projects/${id}`,
      as(alice, { method: 'PUT', body: JSON.stringify({ ...payload, xPos: 500 }) }),
    );
    expect(bad.status).toBe(400);
    const foreign = await fetch(
      `${base}/api/projects/${id}`,
      as(bob, { method: 'PUT', body: JSON.stringify(payload) }),
    );
    expect(foreign.status).toBe(404);
  });

  it('should rename a project for its owner only, trimmed, refusing a blank or too long name', async () => {
    const id = await upload(alice, 'raw-take.mp4');
    const rename = (user: TestUser | undefined, name: unknown, target = id) =>
      fetch(
        `${base}/api/projects/${target}/name`,
        as(user, { method: 'PUT', body: JSON.stringify({ name }) }),
      );

    const res = await rename(alice, '  Sourdough at home  ');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, name: 'Sourdough at home' });
    expect((await findProject(t.ctx.db, id))?.name).toBe('Sourdough at home');
    const listed = (await (await fetch(`${base}/api/projects/user/${alice.id}`, as(alice))).json()) as {
      id: string;
      name: string;
    }[];
    expect(listed.find((p) => p.id === id)?.name).toBe('Sourdough at home');

    const blank = await rename(alice, '   ');
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { message: string }).message).toContain('Please enter a name');
    expect((await rename(alice, 'x'.repeat(256))).status).toBe(400);
    expect((await rename(alice, 42)).status).toBe(400);

    const foreign = await rename(bob, 'Mine now');
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { message: string }).message).toBe('Video not found');
    expect((await rename(undefined, 'Anyone')).status).toBe(401);
    expect((await rename(alice, 'Nothing', 'f'.repeat(32))).status).toBe(404);
    expect((await findProject(t.ctx.db, id))?.name).toBe('Sourdough at home');
  });

  it('should take CSS colour names, #rgb, #rrggbbaa and rgb()/rgba() and store them normalised', async () => {
    const id = await upload(alice);
    const payload = {
      ...payloadFor(id),
      fontColor: 'white',
      activeFontColor: '#f00',
      fontShadowColor: 'rgba(0, 0, 0, 0.5)',
      fontStrokeColor: '#11223344',
    };
    const res = await fetch(
      `${base}/api/projects/${id}`,
      as(alice, { method: 'PUT', body: JSON.stringify(payload) }),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { style: unknown }).style).toMatchObject({
      fontColor: '#FFFFFF',
      activeFontColor: '#FF0000',
      fontShadowColor: '#00000080',
      fontStrokeColor: '#11223344',
    });
    const bad = await fetch(
      `${base}/api/projects/${id}`,
      as(alice, { method: 'PUT', body: JSON.stringify({ ...payload, fontColor: 'whiteish' }) }),
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(/CSS colour name/);
    const stored = await fetch(`${base}/api/projects/${id}`, as(alice));
    expect(((await stored.json()) as { style: unknown }).style).toMatchObject({ fontColor: '#FFFFFF' });
  });

  it('should keep valid caption emphasis with the style and refuse bad values without saving', async () => {
    const id = await upload(alice);
    const put = (payload: unknown) =>
      fetch(`${base}/api/projects/${id}`, as(alice, { method: 'PUT', body: JSON.stringify(payload) }));
    const emphasis = {
      ...DEFAULT_EMPHASIS,
      wordsPerPage: 2,
      oneWord: true,
      highlightAuto: true,
      highlightColor: 'gold',
      emojiAuto: true,
      script: 'hinglish',
      emojiPicks: [{ wordId: 't300', emoji: '🔥' }],
      words: [{ wordId: 't300', colour: 'red', bold: true, hidden: false }],
      breaks: [{ wordId: 't900', kind: 'break' }],
    };
    const res = await put(payloadFor(id, 'mercury', { captionEmphasis: emphasis as never }));
    expect(res.status).toBe(200);
    expect(
      ((await res.json()) as { style: { captionEmphasis: unknown } }).style.captionEmphasis,
    ).toMatchObject({
      wordsPerPage: 2,
      script: 'hinglish',
      highlightColor: '#FFD700',
      words: [{ wordId: 't300', colour: '#FF0000', bold: true }],
    });
    const bad: Record<string, unknown>[] = [
      { wordsPerPage: 9 },
      { linesPerPage: 4 },
      { maxCharsPerLine: 2 },
      { highlightPop: 3 },
      { emojiPlacement: 'below' },
      { emojiPicks: [{ wordId: 't1', emoji: 'not-an-emoji' }] },
      { words: [{ wordId: 't1', colour: 'reddish' }] },
      { words: [{ wordId: 'no spaces/slashes', bold: true }] },
      { words: [{ atMs: 1, bold: true }] },
      { script: 'klingon' },
      {
        breaks: [
          { wordId: 't1', kind: 'break' },
          { wordId: 't1', kind: 'join' },
        ],
      },
      { unknownSetting: true },
    ];
    for (const patch of bad) {
      const refused = await put(
        payloadFor(id, 'mercury', { captionEmphasis: { ...emphasis, ...patch } as never }),
      );
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { code: string; message: string };
      expect(body.code).toBeTruthy();
      expect(body.message).toBeTruthy();
    }
    const stored = (await (await fetch(`${base}/api/projects/${id}`, as(alice))).json()) as {
      style: { captionEmphasis: { wordsPerPage: number } };
    };
    expect(stored.style.captionEmphasis.wordsPerPage).toBe(2);
  });

  it('should rename stored per-word emphasis from start times to word ids (migration 0012)', async () => {
    const id = await upload(alice);
    const old = {
      ...payloadFor(id, 'mercury'),
      captionEmphasis: {
        ...DEFAULT_EMPHASIS,
        breaks: [{ atMs: 900, kind: 'break' }],
        words: [{ atMs: 300, colour: '#FF0000' }],
        emojiPicks: [{ atMs: 300, emoji: '🔥' }],
      },
    };
    await t.ctx.db
      .updateTable('project')
      .set({ style: JSON.stringify(old) })
      .where('id', '=', id)
      .execute();
    await m0012EmphasisWordIds.up(t.ctx.db as never);
    const stored = (await (await fetch(`${base}/api/projects/${id}`, as(alice))).json()) as {
      style: { captionEmphasis: typeof DEFAULT_EMPHASIS };
    };
    expect(stored.style.captionEmphasis).toMatchObject({
      breaks: [{ wordId: 't900', kind: 'break' }],
      words: [{ wordId: 't300', colour: '#FF0000' }],
      emojiPicks: [{ wordId: 't300', emoji: '🔥' }],
    });
  });

  it('should delete a project with its files and cancel its jobs; others cannot', async () => {
    const id = await upload(alice);
    expect((await fetch(`${base}/api/projects/${id}`, as(bob, { method: 'DELETE' }))).status).toBe(404);
    const res = await fetch(`${base}/api/projects/${id}`, as(alice, { method: 'DELETE' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Project deleted successfully' });
    expect(await findProject(t.ctx.db, id)).toBeUndefined();
    // The folder itself is gone, not only its files (an empty one would stay for good).
    expect(await fs.stat(path.join(t.dataDir, 'storage', 'projects', id)).catch(() => null)).toBeNull();
    expect((await t.ctx.jobs.get(`media-${id}`))?.state).toBe('cancelled');
    expect((await fetch(`${base}/api/projects/${id}`, as(alice))).status).toBe(404);
  });

  it('should retry only a failed project, re-queuing its media step', async () => {
    const id = await upload(alice);
    const early = await fetch(`${base}/api/projects/${id}/retry`, as(alice, { method: 'POST' }));
    expect(early.status).toBe(409);
    await t.ctx.jobs.cancel(`media-${id}`);
    await updateProjectStatus(t.ctx, id, { status: 'failed', statusDetail: 'boom' });
    expect((await fetch(`${base}/api/projects/${id}/retry`, as(bob, { method: 'POST' }))).status).toBe(404);
    const res = await fetch(`${base}/api/projects/${id}/retry`, as(alice, { method: 'POST' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'uploaded', statusDetail: null });
    expect((await t.ctx.jobs.get(`media-${id}`))?.state).toBe('queued');
  });

  it("should delete all of one user's projects and files, and nobody else's", async () => {
    const dave = await createTestUser(t.ctx);
    const daves = [await upload(dave), await upload(dave)];
    const alices = await upload(alice);
    await deleteProjectsOfUser(t.ctx, dave.id);
    for (const id of daves) {
      expect(await findProject(t.ctx.db, id)).toBeUndefined();
      expect(await fs.stat(path.join(t.dataDir, 'storage', 'projects', id)).catch(() => null)).toBeNull();
    }
    expect(await findProject(t.ctx.db, alices)).toBeDefined();
    expect(await t.ctx.storage.exists(`projects/${alices}/original.mp4`)).toBe(true);
  });

  describe('refused uploads leave nothing behind', () => {
    async function expectNothingLeft() {
      const before = await filesUnder(path.join(t.dataDir, 'uploads'));
      expect(before).toEqual([]);
    }

    it('should refuse a file that is not a video', async () => {
      const text = path.join(clips, 'notes.mp4');
      await fs.writeFile(text, 'just some text, not a video at all\n'.repeat(100));
      const countBefore = (await filesUnder(path.join(t.dataDir, 'storage'))).length;
      const res = await postUpload(base, alice.cookie, { file: { path: text }, videoConfig: config() });
      expect(res.status).toBe(415);
      expect(await res.json()).toMatchObject({ message: 'The file is not a video we can read.' });
      expect((await filesUnder(path.join(t.dataDir, 'storage'))).length).toBe(countBefore);
      await expectNothingLeft();
    });

    it('should refuse a sound-only file as not a video', async () => {
      const { execFileSync } = await import('node:child_process');
      const audio = path.join(clips, 'tone.m4a');
      execFileSync('ffmpeg', [
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'sine=duration=1',
        '-c:a',
        'aac',
        audio,
      ]);
      const res = await postUpload(base, alice.cookie, {
        file: { path: audio },
        videoConfig: config('tone.m4a'),
      });
      expect(res.status).toBe(415);
      await expectNothingLeft();
    });

    it('should refuse an empty file', async () => {
      const empty = path.join(clips, 'empty.mp4');
      await fs.writeFile(empty, '');
      const res = await postUpload(base, alice.cookie, { file: { path: empty }, videoConfig: config() });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'The file is empty.' });
      await expectNothingLeft();
    });

    it('should refuse bad JSON in videoConfig, and JSON that is not an object of its fields', async () => {
      for (const videoConfig of ['{"name": "x",', '[1, 2]', '{"lang": "fr"}', '{"name": ""}']) {
        const res = await postUpload(base, alice.cookie, { file: { path: clip }, videoConfig });
        expect(res.status, videoConfig).toBe(400);
        expect(((await res.json()) as { message: string }).message).toMatch(/videoConfig must be JSON/);
      }
      await expectNothingLeft();
    });

    it('should refuse a request without a video part', async () => {
      const res = await postUpload(base, alice.cookie, { videoConfig: config() });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'Please choose a video file to upload.' });
    });

    it('should refuse a truncated multipart body', async () => {
      const bytes = await fs.readFile(clip);
      const boundary = 'wordreelboundary';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="videoConfig"\r\n\r\n${config()}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      );
      // The body stops halfway through the file: no closing boundary ever comes.
      const body = Buffer.concat([head, bytes.subarray(0, bytes.length >> 1)]);
      const res = await fetch(`${base}/upload`, {
        method: 'POST',
        body,
        headers: { cookie: alice.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'The upload did not complete. Please try again.' });
      await expectNothingLeft();
    });
  });
});

describe('upload limits', () => {
  let t: TestApp;
  let base: string;
  let user: TestUser;
  let clips: string;
  beforeAll(async () => {
    t = await createTestApp({ db: 'sqlite', env: { MAX_UPLOAD_BYTES: '100000', MAX_VIDEO_SECONDS: '1' } });
    base = await listen(t);
    user = await createTestUser(t.ctx);
    clips = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-clips-'));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(clips, { recursive: true, force: true });
  });

  it('should refuse a file over MAX_UPLOAD_BYTES with 413 and keep nothing', async () => {
    const big = await makeClip(clips, 'big', { width: 1280, height: 720, seconds: 2 });
    expect((await fs.stat(big)).size).toBeGreaterThan(100000);
    const res = await postUpload(base, user.cookie, { file: { path: big }, videoConfig: config() });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: 'The file is too large. The limit is 100000 bytes.' });
    expect(await filesUnder(path.join(t.dataDir, 'uploads'))).toEqual([]);
    expect(await filesUnder(path.join(t.dataDir, 'storage'))).toEqual([]);
  });

  it('should stop reading a file that grows past the limit inside an acceptable-looking request', async () => {
    // Small enough to pass the Content-Length check (limit + 1 MiB of form overhead), too big for the limit.
    const mid = await makeClip(clips, 'mid', { width: 640, height: 360, seconds: 1 });
    const size = (await fs.stat(mid)).size;
    expect(size).toBeGreaterThan(100000);
    expect(size).toBeLessThan(100000 + 1024 * 1024);
    const res = await postUpload(base, user.cookie, { file: { path: mid }, videoConfig: config() });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: 'The file is too large. The limit is 100000 bytes.' });
    expect(await filesUnder(path.join(t.dataDir, 'uploads'))).toEqual([]);
    expect(await filesUnder(path.join(t.dataDir, 'storage'))).toEqual([]);
  });

  it('should refuse a video longer than MAX_VIDEO_SECONDS', async () => {
    const long = await makeClip(clips, 'long', { width: 64, height: 64, seconds: 3, audioCodec: null });
    expect((await fs.stat(long)).size).toBeLessThan(100000);
    const res = await postUpload(base, user.cookie, { file: { path: long }, videoConfig: config() });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'The video is too long. The limit is 1 seconds.' });
    expect(await filesUnder(path.join(t.dataDir, 'storage'))).toEqual([]);
  });
});
