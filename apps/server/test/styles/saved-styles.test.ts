import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  applyTheme,
  DEFAULT_STYLE,
  MAX_SAVED_STYLES,
  payloadToStyle,
  savedLookOf,
  SAVED_STYLE_LIMIT_MESSAGE,
  type CreditsResponse,
  type ExportPayload,
  type SavedStyle,
  type SavedStyleList,
  type SavedStyleLook,
  UPLOAD_PLAIN_LOOK,
} from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../media/media-fixtures.ts';
import { config, createTusUpload, filesUnder, listen, postUpload } from '../projects/project-helpers.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

const studioLook = savedLookOf(DEFAULT_STYLE);
/** Pluto's colours at the top of the frame, music on, one word at a time: unlike the studio's own. */
const brand: SavedStyleLook = {
  ...savedLookOf(applyTheme(DEFAULT_STYLE, 'pluto')),
  yPos: 10,
  bgMusicActive: true,
  bgVolume: 0.5,
  emphasis: { ...studioLook.emphasis, oneWord: true, highlightAuto: true, highlightColor: '#00FF88' },
};

/** Saved styles and the default every new upload starts with (decision 072). */
describe.each(dbKinds)('saved styles on %s', (db) => {
  let t: TestApp;
  let base: string;
  let clip: string;
  let clips: string;
  beforeAll(async () => {
    t = await createTestApp({ db });
    base = await listen(t);
    clips = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-styles-'));
    clip = await makeClip(clips, 'talk', { width: 360, height: 640, seconds: 1 });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(clips, { recursive: true, force: true });
  });

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload && { payload }) });
  const save = (user: TestUser, body: object) => call(user, 'POST', '/api/styles', body);
  const list = async (user: TestUser) =>
    (await call(user, 'GET', '/api/styles')).json<SavedStyleList>().styles;
  const messageOf = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;
  const styleOf = async (user: TestUser, projectId: string): Promise<ExportPayload | null> =>
    (await call(user, 'GET', `/api/projects/${projectId}`)).json<{ style: ExportPayload | null }>().style;
  /** Uploads a second of video (naming a saved style or not); answers the new project's style (null: none). */
  const uploadedStyle = async (user: TestUser, styleId?: string): Promise<ExportPayload | null> => {
    const res = await postUpload(base, user.cookie, {
      file: { path: clip },
      videoConfig: config('talk.mp4'),
      styleId,
    });
    expect(res.status).toBe(201);
    const { projectId } = (await res.json()) as { projectId: string };
    return styleOf(user, projectId);
  };
  const projectCount = async (user: TestUser) =>
    (await t.ctx.db.selectFrom('project').select('id').where('userId', '=', user.id).execute()).length;
  /** A tus creation of the clip's length with these metadata fields. */
  const createTus = (user: TestUser, fields: Record<string, string>) =>
    createTusUpload(base, { cookie: user.cookie }, 1000, {
      filename: 'talk.mp4',
      videoConfig: config('talk.mp4'),
      ...fields,
    });

  it('should save, list, rename, restyle and delete styles, the default first', async () => {
    const user = await createTestUser(t.ctx);
    const created = await save(user, { name: '  Zebra launch ', style: brand });
    expect(created.statusCode, created.body).toBe(201);
    const zebra = created.json<SavedStyle>();
    expect(zebra).toMatchObject({ name: 'Zebra launch', style: brand, isDefault: false });
    const main = (
      await save(user, { name: 'Main brand', style: studioLook, isDefault: true })
    ).json<SavedStyle>();
    await save(user, { name: 'alpha', style: studioLook });
    expect((await list(user)).map((s) => s.name)).toEqual(['Main brand', 'alpha', 'Zebra launch']);

    const renamed = await call(user, 'PATCH', `/api/styles/${zebra.id}`, { name: 'Autumn' });
    expect(renamed.json<SavedStyle>()).toMatchObject({ name: 'Autumn', style: brand });
    const restyled = await call(user, 'PATCH', `/api/styles/${zebra.id}`, { style: studioLook });
    expect(restyled.json<SavedStyle>().style).toEqual(studioLook);
    // Another becomes the default: one default at most.
    await call(user, 'PATCH', `/api/styles/${zebra.id}`, { isDefault: true });
    expect((await list(user)).map((s) => [s.name, s.isDefault])).toEqual([
      ['Autumn', true],
      ['alpha', false],
      ['Main brand', false],
    ]);
    expect((await call(user, 'DELETE', `/api/styles/${main.id}`)).statusCode).toBe(200);
    expect((await list(user)).map((s) => s.name)).toEqual(['Autumn', 'alpha']);
  });

  it('should refuse a taken name, a bad look, an empty change and more than the cap, saying why', async () => {
    const user = await createTestUser(t.ctx);
    const first = (await save(user, { name: 'Brand', style: brand })).json<SavedStyle>();
    const other = (await save(user, { name: 'Other', style: brand })).json<SavedStyle>();
    for (const [res, status, message] of [
      [await save(user, { name: 'BRAND', style: brand }), 409, 'You already have a style named “BRAND”.'],
      [await call(user, 'PATCH', `/api/styles/${other.id}`, { name: 'brand' }), 409, 'named “brand”'],
      [await save(user, { name: '   ', style: brand }), 400, 'Please give the style a name.'],
      [await save(user, { name: 'x'.repeat(41), style: brand }), 400, 'at most 40 characters'],
      [await save(user, { name: 'Off frame', style: { ...brand, xPos: 500 } }), 400, 'xPos'],
      [await call(user, 'PATCH', `/api/styles/${first.id}`, {}), 400, 'Send a name, a style or isDefault'],
    ] as const) {
      expect(res.statusCode, res.body).toBe(status);
      expect(messageOf(res)).toContain(message);
    }
    // Its own name, in other letters, is not taken by itself.
    expect((await call(user, 'PATCH', `/api/styles/${first.id}`, { name: 'BRAND' })).statusCode).toBe(200);

    // Up to the cap, even when the last places are asked for at once.
    const fill = Array.from({ length: MAX_SAVED_STYLES }, (_, i) =>
      save(user, { name: `Look ${i}`, style: brand }),
    );
    const answers = await Promise.all(fill);
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(MAX_SAVED_STYLES - 2);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(refused.map((res) => [res.statusCode, messageOf(res)])).toEqual([
      [409, SAVED_STYLE_LIMIT_MESSAGE],
      [409, SAVED_STYLE_LIMIT_MESSAGE],
    ]);
    expect(await list(user)).toHaveLength(MAX_SAVED_STYLES);
  });

  it('should read a look saved before a field existed with its own colours and the new field at its default', async () => {
    const user = await createTestUser(t.ctx);
    const made = (await save(user, { name: 'Old', style: brand })).json<SavedStyle>();
    // As an older release stored it: no music ducking, and an emphasis without the highlight pop.
    const { bgMusicDuck: _duck, emphasis, ...older } = brand;
    const { highlightPop: _pop, ...olderEmphasis } = emphasis;
    await t.ctx.db
      .updateTable('savedStyle')
      .set({ style: JSON.stringify({ ...older, emphasis: olderEmphasis }) })
      .where('id', '=', made.id)
      .execute();
    const [read] = await list(user);
    expect(read!.style).toEqual({
      ...brand,
      bgMusicDuck: studioLook.bgMusicDuck,
      emphasis: { ...brand.emphasis, highlightPop: studioLook.emphasis.highlightPop },
    });
  });

  it("should keep each account's styles its own", async () => {
    const owner = await createTestUser(t.ctx);
    const stranger = await createTestUser(t.ctx);
    const style = (await save(owner, { name: 'Mine', style: brand, isDefault: true })).json<SavedStyle>();
    expect(await list(stranger)).toEqual([]);
    for (const res of [
      await call(stranger, 'PATCH', `/api/styles/${style.id}`, { name: 'Taken', isDefault: true }),
      await call(stranger, 'DELETE', `/api/styles/${style.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe('Style not found');
    }
    // The stranger's upload does not start with the owner's default; the name is free for the stranger.
    expect(await uploadedStyle(stranger)).toBeNull();
    expect((await save(stranger, { name: 'Mine', style: studioLook })).statusCode).toBe(201);
    expect(await list(owner)).toEqual([style]);
    expect((await t.app.inject({ url: '/api/styles' })).statusCode).toBe(401);
  });

  it('should start every new upload with the default style, its frame left to the upload', async () => {
    const user = await createTestUser(t.ctx);
    expect(await uploadedStyle(user)).toBeNull();
    const made = (await save(user, { name: 'Brand', style: brand, isDefault: true })).json<SavedStyle>();
    const payload = await uploadedStyle(user);
    expect(payload).not.toBeNull();
    expect(payload!.videoOrientation).toBeUndefined();
    expect(savedLookOf(payloadToStyle(payload!))).toEqual({ ...brand, themeId: 'mercury' });
    // No longer the default: the next upload has the studio's own look again.
    await call(user, 'PATCH', `/api/styles/${made.id}`, { isDefault: false });
    expect(await uploadedStyle(user)).toBeNull();
  });

  it('should start an upload in the saved style it names, over the default, by multipart field or tus metadata', async () => {
    const user = await createTestUser(t.ctx);
    await save(user, { name: 'Default', style: studioLook, isDefault: true });
    const named = (await save(user, { name: 'Brand', style: brand })).json<SavedStyle>();
    const fromForm = await uploadedStyle(user, named.id);
    expect(savedLookOf(payloadToStyle(fromForm!))).toEqual({ ...brand, themeId: 'mercury' });
    expect(fromForm!.videoOrientation).toBeUndefined();

    // tus: the row made at creation has the style already, before any byte.
    const created = await createTus(user, { styleId: named.id });
    expect(created.status).toBe(201);
    const uploadId = new URL(created.headers.get('location') ?? '', base).pathname.split('/').pop()!;
    expect(savedLookOf(payloadToStyle((await styleOf(user, uploadId))!))).toEqual({
      ...brand,
      themeId: 'mercury',
    });
    // A blank styleId names none: the default.
    expect(savedLookOf(payloadToStyle((await uploadedStyle(user, ' '))!))).toEqual(studioLook);
  });

  it("should start an upload in Wordreel's own look when it asks for none, over the default, by multipart field or tus metadata", async () => {
    const user = await createTestUser(t.ctx);
    await save(user, { name: 'Brand', style: brand, isDefault: true });
    expect(await uploadedStyle(user, UPLOAD_PLAIN_LOOK)).toBeNull();
    const created = await createTus(user, { styleId: UPLOAD_PLAIN_LOOK });
    expect(created.status).toBe(201);
    const uploadId = new URL(created.headers.get('location') ?? '', base).pathname.split('/').pop()!;
    expect(await styleOf(user, uploadId)).toBeNull();
    // Asking for nothing still gets the default.
    expect(await uploadedStyle(user)).not.toBeNull();
  });

  it("should refuse an upload naming another account's style or no style id, keeping and charging nothing", async () => {
    const owner = await createTestUser(t.ctx);
    const stranger = await createTestUser(t.ctx);
    const theirs = (await save(owner, { name: 'Theirs', style: brand })).json<SavedStyle>();
    const balance = async () =>
      (await call(stranger, 'GET', '/api/users/credits')).json<CreditsResponse>().credits;
    const before = await balance();
    expect(before).toBeGreaterThan(0);
    for (const [styleId, status, message] of [
      [theirs.id, 404, 'Style not found'],
      ['brand', 400, 'styleId must be the id of one of your saved styles.'],
    ] as const) {
      const form = await postUpload(base, stranger.cookie, {
        file: { path: clip },
        videoConfig: config('talk.mp4'),
        styleId,
      });
      expect(form.status).toBe(status);
      expect(((await form.json()) as { message: string }).message).toBe(message);
      const tus = await createTus(stranger, { styleId });
      expect(tus.status).toBe(status);
      expect(((await tus.json()) as { message: string }).message).toBe(message);
    }
    expect(await projectCount(stranger)).toBe(0);
    expect(await balance()).toBe(before);
    const leftOver = await filesUnder(path.join(t.dataDir, 'uploads'));
    expect(leftOver.filter((file) => !file.startsWith('tus/'))).toEqual([]);
  });
});
