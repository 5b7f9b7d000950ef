import { randomBytes } from 'node:crypto';
import type { CaptionList, ProjectStatus } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject } from '../../src/modules/projects/projects.repository.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

const words: CaptionList = [
  { text: 'Hello', startMs: 0, endMs: 400, confidence: 0.9, timestampMs: 200 },
  { text: ' world', startMs: 400, endMs: 900, confidence: 0.8, timestampMs: 650 },
];

describe.each(dbKinds)('POST /update-subtitle on %s', (db) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ db });
    owner = await createTestUser(t.ctx);
    other = await createTestUser(t.ctx);
  });
  afterAll(() => t.close());

  async function newProject(status: ProjectStatus = 'ready'): Promise<string> {
    const id = randomBytes(16).toString('hex');
    await insertProject(t.ctx.db, {
      id,
      userId: owner.id,
      name: 'clip.mp4',
      videoConfig: { name: 'clip.mp4', lang: 'en', orientation: 'portrait' },
      status,
    });
    await t.ctx.storage.writeFile(projectKeys.captions(id), JSON.stringify(words));
    return id;
  }

  const post = (cookie: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/update-subtitle',
      headers: { cookie },
      payload: payload as object,
    });

  const storedCaptions = async (id: string) =>
    JSON.parse((await t.ctx.storage.readFile(projectKeys.captions(id))).toString()) as CaptionList;

  it("should replace the owner's caption list and ignore a user in the body", async () => {
    const id = await newProject();
    const edited = [words[0], { ...words[1], text: ' there' }];
    const res = await post(owner.cookie, { user: { userId: other.id }, id, subtitleData: edited });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Captions updated' });
    expect(await storedCaptions(id)).toEqual(edited);
  });

  it("should answer 404 for another user's project and leave its captions alone", async () => {
    const id = await newProject();
    const res = await post(other.cookie, { user: { userId: owner.id }, id, subtitleData: [words[0]] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Video not found' });
    expect(await storedCaptions(id)).toEqual(words);
  });

  it('should answer 404 for an unknown or malformed id', async () => {
    expect(
      (await post(owner.cookie, { id: randomBytes(16).toString('hex'), subtitleData: words })).statusCode,
    ).toBe(404);
    expect((await post(owner.cookie, { id: '../../etc', subtitleData: words })).statusCode).toBe(404);
  });

  it('should refuse captions whose times go backwards or whose words are blank', async () => {
    const id = await newProject();
    const backwards = await post(owner.cookie, { id, subtitleData: [words[1], words[0]] });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ message: string }>().message).toContain('Caption times must not go backwards.');
    const inverted = await post(owner.cookie, { id, subtitleData: [{ ...words[0], endMs: 0, startMs: 10 }] });
    expect(inverted.statusCode).toBe(400);
    const blank = await post(owner.cookie, { id, subtitleData: [{ ...words[0], text: '  ' }] });
    expect(blank.json<{ message: string }>().message).toContain('Caption words cannot be empty.');
    const notAList = await post(owner.cookie, { id, subtitleData: 'hello' });
    expect(notAList.statusCode).toBe(400);
    expect(await storedCaptions(id)).toEqual(words);
  });

  it('should refuse edits while recognition is still running', async () => {
    const id = await newProject('transcribing');
    const res = await post(owner.cookie, { id, subtitleData: words });
    expect(res.statusCode).toBe(409);
  });

  it('should require a session', async () => {
    const id = await newProject();
    const res = await t.app.inject({
      method: 'POST',
      url: '/update-subtitle',
      payload: { id, subtitleData: words },
    });
    expect(res.statusCode).toBe(401);
  });

  it("should give the owner the captions' meta and 404 to anyone else", async () => {
    const id = await newProject();
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${id}/captions/meta`,
      headers: { cookie: owner.cookie },
    });
    expect(none.json()).toEqual({ meta: null });
    const meta = {
      engine: 'pocketsphinx',
      model: null,
      language: 'en',
      wordCount: 2,
      notice: 'These captions come from the basic speech recogniser.',
      createdAt: new Date().toISOString(),
    };
    await t.ctx.storage.writeFile(projectKeys.captionsMeta(id), JSON.stringify(meta));
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${id}/captions/meta`,
      headers: { cookie: owner.cookie },
    });
    expect(mine.json()).toEqual({ meta });
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${id}/captions/meta`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
