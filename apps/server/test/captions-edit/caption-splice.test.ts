import { randomBytes } from 'node:crypto';
import { type CaptionList, type ProjectStatus, withWordIds } from '@wordreel/core';
import { captionSplice, type CaptionSplice } from '@wordreel/core/studio/caption-splice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject } from '../../src/modules/projects/projects.repository.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';

// Stored as recognition writes them: without word ids (the studio reads them as t{startMs}).
const stored: CaptionList = Array.from({ length: 6 }, (_, i) => ({
  text: i === 0 ? 'One' : ` word${i}`,
  startMs: i * 500,
  endMs: i * 500 + 400,
  confidence: 0.9,
  timestampMs: i * 500 + 200,
}));
const seen = withWordIds(stored);

describe('POST /api/projects/:id/captions/splice', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
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
    await t.ctx.storage.writeFile(projectKeys.captions(id), JSON.stringify(stored));
    return id;
  }

  const splice = (cookie: string, id: string, splices: CaptionSplice[]) =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/captions/splice`,
      headers: { cookie },
      payload: { splices },
    });

  const storedCaptions = async (id: string) =>
    JSON.parse((await t.ctx.storage.readFile(projectKeys.captions(id))).toString()) as CaptionList;

  const fixWord3 = seen.map((w, i) => (i === 3 ? { ...w, text: ' fixed' } : w));

  it('should change only the words the edit changed, on the list the studio saw', async () => {
    const id = await newProject();
    const res = await splice(owner.cookie, id, [captionSplice(seen, fixWord3)]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Captions updated' });
    expect(await storedCaptions(id)).toEqual(fixWord3);
  });

  it('should apply the first splice that fits and refuse with 409 when none does', async () => {
    const id = await newProject();
    const neverSaved = seen.map((w, i) => (i === 1 ? { ...w, text: ' other' } : w));
    const deleted = [...fixWord3.slice(0, 4), ...fixWord3.slice(5)];
    // The save of neverSaved did not land, so the splice made on it does not fit; the second does.
    const res = await splice(owner.cookie, id, [
      captionSplice(neverSaved, deleted),
      captionSplice(seen, deleted),
    ]);
    expect(res.statusCode).toBe(200);
    expect(await storedCaptions(id)).toEqual(deleted);

    // Made on the list before that deletion: it no longer fits, and nothing changes.
    const stale = await splice(owner.cookie, id, [captionSplice(seen, fixWord3.slice(0, 2))]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toContain('The captions changed since this edit');
    expect(await storedCaptions(id)).toEqual(deleted);
  });

  it('should refuse a result with blank words or times going backwards', async () => {
    const id = await newProject();
    const blank = seen.map((w, i) => (i === 2 ? { ...w, text: ' ' } : w));
    const res = await splice(owner.cookie, id, [captionSplice(seen, blank)]);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Caption words cannot be empty.');
    const backwards = seen.map((w, i) => (i === 2 ? { ...w, startMs: 0 } : w));
    expect((await splice(owner.cookie, id, [captionSplice(seen, backwards)])).statusCode).toBe(400);
    expect(await storedCaptions(id)).toEqual(stored);
  });

  it("should answer 404 for another user's project, 409 while recognising and 401 without a session", async () => {
    const id = await newProject();
    const theirs = await splice(other.cookie, id, [captionSplice(seen, fixWord3)]);
    expect(theirs.statusCode).toBe(404);
    expect(await storedCaptions(id)).toEqual(stored);
    const recognising = await newProject('transcribing');
    expect((await splice(owner.cookie, recognising, [captionSplice(seen, fixWord3)])).statusCode).toBe(409);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/captions/splice`,
      payload: { splices: [captionSplice(seen, fixWord3)] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await splice(owner.cookie, id, [])).statusCode).toBe(400);
  });
});
