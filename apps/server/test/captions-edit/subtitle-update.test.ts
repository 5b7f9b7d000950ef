import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type CaptionList, type ProjectStatus, withWordIds } from '@wordreel/core';
import { CAPTION_EDIT_ORDER_HEADER } from '@wordreel/core/studio/caption-edit-order';
import { captionSplice, type CaptionSplice } from '@wordreel/core/studio/caption-splice';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertProject } from '../../src/modules/projects/projects.repository.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

const words: CaptionList = [
  { text: 'Hello', startMs: 0, endMs: 400, confidence: 0.9, timestampMs: 200 },
  { text: ' world', startMs: 400, endMs: 900, confidence: 0.8, timestampMs: 650 },
];

// Stored as recognition writes them: without word ids (the studio reads them as t{startMs}).
const stored: CaptionList = Array.from({ length: 6 }, (_, i) => ({
  text: i === 0 ? 'One' : ` word${i}`,
  startMs: i * 500,
  endMs: i * 500 + 400,
  confidence: 0.9,
  timestampMs: i * 500 + 200,
}));
const seen = withWordIds(stored);

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

  async function newProject(status: ProjectStatus = 'ready', captions = words): Promise<string> {
    const id = randomBytes(16).toString('hex');
    await insertProject(t.ctx.db, {
      id,
      userId: owner.id,
      name: 'clip.mp4',
      videoConfig: { name: 'clip.mp4', lang: 'en', orientation: 'portrait' },
      status,
    });
    await t.ctx.storage.writeFile(projectKeys.captions(id), JSON.stringify(captions));
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

  describe('POST /api/projects/:id/captions/splice', () => {
    const splice = (cookie: string, id: string, splices: CaptionSplice[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${id}/captions/splice`,
        headers: { cookie },
        payload: { splices },
      });

    const fixWord3 = seen.map((w, i) => (i === 3 ? { ...w, text: ' fixed' } : w));

    it('should change only the words the edit changed, on the list the studio saw', async () => {
      const id = await newProject('ready', stored);
      const res = await splice(owner.cookie, id, [captionSplice(seen, fixWord3)]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Captions updated' });
      expect(await storedCaptions(id)).toEqual(fixWord3);
    });

    it('should apply the first splice that fits and refuse with 409 when none does', async () => {
      const id = await newProject('ready', stored);
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

    it('should take up to five splices, one on each list the page may have left on the server', async () => {
      const id = await newProject('ready', stored);
      const other = (i: number) => seen.map((w, j) => (j === i ? { ...w, text: ' other' } : w));
      // Four lists that never landed, then the stored one: the fifth splice is the one that fits.
      const splices = [other(1), other(2), other(4), other(5), seen].map((base) =>
        captionSplice(base, fixWord3),
      );
      expect((await splice(owner.cookie, id, splices)).statusCode).toBe(200);
      expect((await storedCaptions(id))[3]?.text).toBe(' fixed');
      expect((await splice(owner.cookie, id, [...splices, splices[0]!])).statusCode).toBe(400);
    });

    it('should refuse a result with blank words or times going backwards', async () => {
      const id = await newProject('ready', stored);
      const blank = seen.map((w, i) => (i === 2 ? { ...w, text: ' ' } : w));
      const res = await splice(owner.cookie, id, [captionSplice(seen, blank)]);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('Caption words cannot be empty.');
      const backwards = seen.map((w, i) => (i === 2 ? { ...w, startMs: 0 } : w));
      expect((await splice(owner.cookie, id, [captionSplice(seen, backwards)])).statusCode).toBe(400);
      expect(await storedCaptions(id)).toEqual(stored);
    });

    it('should take an edit on a stored list whose other words an edit would not pass', async () => {
      // Recognition wrote a word starting before the one ahead of it; the creator fixes another word.
      const odd = stored.map((w, i) => (i === 5 ? { ...w, startMs: 1900 } : w));
      const id = await newProject('ready', odd);
      const seenOdd = withWordIds(odd);
      const fixed = seenOdd.map((w, i) => (i === 1 ? { ...w, text: ' fixed' } : w));
      const res = await splice(owner.cookie, id, [captionSplice(seenOdd, fixed)]);
      expect(res.statusCode).toBe(200);
      expect(await storedCaptions(id)).toEqual(fixed);
    });

    it("should answer 404 for another user's project, 409 while recognising and 401 without a session", async () => {
      const id = await newProject('ready', stored);
      const theirs = await splice(other.cookie, id, [captionSplice(seen, fixWord3)]);
      expect(theirs.statusCode).toBe(404);
      expect(await storedCaptions(id)).toEqual(stored);
      const recognising = await newProject('transcribing', stored);
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

  describe("the order of one page's saves (decision 061)", () => {
    const ordered = (id: string, order: string, url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: owner.cookie, [CAPTION_EDIT_ORDER_HEADER]: order },
        payload,
      });
    const save = (id: string, order: string, list: CaptionList) =>
      ordered(id, order, '/update-subtitle', { id, subtitleData: list });
    const fix = (i: number, text: string, list = seen) => list.map((w, j) => (j === i ? { ...w, text } : w));

    it('should drop a save that arrives after a newer one from its page, and answer it as done', async () => {
      const id = await newProject('ready', stored);
      const first = fix(1, ' first');
      const both = fix(2, ' second', first);
      // The page's edit 2 went as the page left (splices on the list it last confirmed, then on the
      // one still on the wire) and landed before edit 1's save, still on the wire.
      const spliced = await ordered(id, 'pageAAAA 2', `/api/projects/${id}/captions/splice`, {
        splices: [captionSplice(seen, both), captionSplice(first, both)],
      });
      expect(spliced.statusCode).toBe(200);
      const late = await save(id, 'pageAAAA 1', first);
      expect(late.statusCode).toBe(200);
      expect(late.json()).toEqual({ message: 'Captions updated' });
      expect((await storedCaptions(id)).map((w) => w.text)).toEqual(both.map((w) => w.text));
    });

    it("should take saves in their order, another page's saves, and saves without an order", async () => {
      const id = await newProject('ready', stored);
      expect((await save(id, 'pageBBBB 1', fix(1, ' one'))).statusCode).toBe(200);
      expect((await save(id, 'pageBBBB 2', fix(1, ' two'))).statusCode).toBe(200);
      expect((await storedCaptions(id))[1]?.text).toBe(' two');
      // Another tab's page counts on its own: last write wins between pages, as before.
      expect((await save(id, 'pageCCCC 1', fix(1, ' tab'))).statusCode).toBe(200);
      expect((await storedCaptions(id))[1]?.text).toBe(' tab');
      expect((await post(owner.cookie, { id, subtitleData: fix(1, ' api') })).statusCode).toBe(200);
      expect((await storedCaptions(id))[1]?.text).toBe(' api');
      // The same number again is not newer.
      expect((await save(id, 'pageCCCC 1', fix(1, ' again'))).statusCode).toBe(200);
      expect((await storedCaptions(id))[1]?.text).toBe(' api');
    });

    it("should not let a splice that does not fit make its page's earlier save look late", async () => {
      const id = await newProject('ready', stored);
      const neverSaved = fix(4, ' elsewhere', fix(3, ' other'));
      const refused = await ordered(id, 'pageDDDD 5', `/api/projects/${id}/captions/splice`, {
        splices: [captionSplice(neverSaved, fix(4, ' x', neverSaved))],
      });
      expect(refused.statusCode).toBe(409);
      expect((await save(id, 'pageDDDD 4', fix(1, ' kept'))).statusCode).toBe(200);
      expect((await storedCaptions(id))[1]?.text).toBe(' kept');
    });

    /**
     * The next write of `id`'s captions waits for `release` (the storage still writes it); `fail`
     * makes it throw instead. Other writes pass.
     */
    function stallNextCaptionWrite(id: string, fail = false) {
      const storage = t.ctx.storage;
      const write = storage.writeFile.bind(storage);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let reach = () => {};
      const reached = new Promise<void>((resolve) => (reach = resolve));
      const spy = vi.spyOn(storage, 'writeFile').mockImplementation(async (key, data) => {
        if (key !== projectKeys.captions(id)) return write(key, data);
        spy.mockRestore();
        reach();
        await released;
        if (fail) throw new Error('disk full');
        return write(key, data);
      });
      return { reached, release };
    }

    /** Whether `answer` came within `ms` (it should not while another edit holds the captions). */
    const answeredWithin = (answer: Promise<unknown>, ms: number) =>
      Promise.race([answer.then(() => true), sleep(ms).then(() => false)]);

    it("should write a page's next save after the one still writing, not before it", async () => {
      const id = await newProject('ready', stored);
      const stall = stallNextCaptionWrite(id);
      const first = save(id, 'pageEEEE 1', fix(1, ' first'));
      await stall.reached;
      const second = save(id, 'pageEEEE 2', fix(1, ' second'));
      // Without the hold the second passes its order check and writes while the first still writes.
      expect(await answeredWithin(second, 300)).toBe(false);
      stall.release();
      expect((await first).statusCode).toBe(200);
      expect((await second).statusCode).toBe(200);
      expect((await storedCaptions(id))[1]?.text).toBe(' second');
    });

    it('should fit a splice on the list a save still writing puts in place, keeping both edits', async () => {
      const id = await newProject('ready', stored);
      const stall = stallNextCaptionWrite(id);
      const otherTab = save(id, 'pageFFFF 1', fix(1, ' tab'));
      await stall.reached;
      // This page edits word 4 on the list it read before the other tab's save.
      const spliced = ordered(id, 'pageGGGG 1', `/api/projects/${id}/captions/splice`, {
        splices: [captionSplice(seen, fix(4, ' four'))],
      });
      expect(await answeredWithin(spliced, 300)).toBe(false);
      stall.release();
      expect((await otherTab).statusCode).toBe(200);
      expect((await spliced).statusCode).toBe(200);
      expect((await storedCaptions(id)).map((w) => w.text)).toEqual(
        fix(4, ' four', fix(1, ' tab')).map((w) => w.text),
      );
    });

    it("should not count a save whose write failed in its page's order", async () => {
      const id = await newProject('ready', stored);
      const stall = stallNextCaptionWrite(id, true);
      stall.release();
      expect((await save(id, 'pageHHHH 3', fix(1, ' lost'))).statusCode).toBe(500);
      // The page's save 2, still on the wire, is then not late: nothing newer was stored.
      expect((await save(id, 'pageHHHH 2', fix(1, ' kept'))).statusCode).toBe(200);
      expect((await storedCaptions(id))[1]?.text).toBe(' kept');
      // And the captions are free again for the next edit.
      expect((await save(id, 'pageHHHH 4', fix(1, ' next'))).statusCode).toBe(200);
      expect((await storedCaptions(id))[1]?.text).toBe(' next');
    });

    it('should refuse a malformed order with 400 and change nothing', async () => {
      const id = await newProject('ready', stored);
      const res = await save(id, 'no-number', fix(1, ' bad'));
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('x-wordreel-edit-order');
      expect((await storedCaptions(id))[1]?.text).toBe(' word1');
    });
  });
});
