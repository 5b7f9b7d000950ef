import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditListResponse, CutProposalsResponse } from '@wordreel/core';
import { EDITS_CHANGED } from '../../src/modules/edits/edits.service.ts';
import { deleteProject } from '../../src/modules/projects/projects.service.ts';
import { writeVoiceActivity } from '../../src/modules/speech/voice-activity-store.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';
import { seedEditableProject, word } from './edits-fixtures.ts';

const talk = [
  word('Hello', 500, 900),
  word(' um,', 1100, 1400),
  word(' this', 3000, 3300),
  word(' is', 3400, 3600),
  word(' it.', 3700, 4000),
];

describe.each(dbKinds)('edit list API (%s)', (db) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ db });
    owner = await createTestUser(t.ctx);
    other = await createTestUser(t.ctx);
  }, 60_000);
  afterAll(() => t.close());

  const get = (user: TestUser, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/projects/${id}/edits`, headers: { cookie: user.cookie } });
  const put = (user: TestUser, id: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/edits`,
      headers: { cookie: user.cookie },
      payload,
    });
  const cut = (ranges: [number, number][]) => ranges.map(([startMs, endMs]) => ({ startMs, endMs }));

  it('gives an uncut list until one is saved, then stores revisions', async () => {
    const id = await seedEditableProject(t.ctx, owner.id, 5, talk);
    const first = (await get(owner, id)).json<EditListResponse>();
    expect(first).toEqual({
      edits: { revision: 0, kept: cut([[0, 5000]]), zooms: [] },
      durationMs: 5000,
      saved: false,
    });

    const zooms = [{ startMs: 3000, endMs: 4000, scale: 1.12 }];
    const saved = await put(owner, id, {
      baseRevision: 0,
      kept: cut([
        [0, 1000],
        [2900, 5000],
      ]),
      zooms,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<EditListResponse>().edits.revision).toBe(1);
    const again = await put(owner, id, {
      baseRevision: 1,
      kept: cut([
        [0, 1000],
        [2900, 4500],
      ]),
      zooms,
    });
    expect(again.json<EditListResponse>().edits.revision).toBe(2);
    expect((await get(owner, id)).json<EditListResponse>()).toEqual({
      edits: {
        revision: 2,
        kept: cut([
          [0, 1000],
          [2900, 4500],
        ]),
        zooms,
      },
      durationMs: 5000,
      saved: true,
    });
  });

  it('refuses a save based on an old revision and keeps the newer list', async () => {
    const id = await seedEditableProject(t.ctx, owner.id, 5, talk);
    expect((await put(owner, id, { baseRevision: 0, kept: cut([[0, 4000]]), zooms: [] })).statusCode).toBe(
      200,
    );
    const stale = await put(owner, id, { baseRevision: 0, kept: cut([[0, 3000]]), zooms: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(EDITS_CHANGED);
    expect((await get(owner, id)).json<EditListResponse>().edits.kept).toEqual(cut([[0, 4000]]));
  });

  it('takes a save on top of an earlier save whose answer never came, and only on top of that one', async () => {
    const id = await seedEditableProject(t.ctx, owner.id, 5, talk);
    const status = async (payload: object) => (await put(owner, id, payload)).statusCode;
    // Stored, but the page went before the answer: it still thinks the list is at revision 0.
    expect(await status({ baseRevision: 0, saveId: 'save-one-1', kept: cut([[0, 4000]]), zooms: [] })).toBe(
      200,
    );
    // Its next save, on revision 0 or on top of save-one-1: save-one-1 was stored, so it is taken.
    const next = await put(owner, id, {
      baseRevision: 0,
      afterSave: 'save-one-1',
      saveId: 'save-two-2',
      kept: cut([[0, 3000]]),
      zooms: [],
    });
    expect(next.statusCode).toBe(200);
    expect(next.json<EditListResponse>().edits.revision).toBe(2);
    // Another tab saves on top; a save after save-two-2 is now a conflict like any stale one.
    expect(await status({ baseRevision: 2, kept: cut([[0, 2500]]), zooms: [] })).toBe(200);
    expect(
      await status({ baseRevision: 0, afterSave: 'save-two-2', kept: cut([[0, 2000]]), zooms: [] }),
    ).toBe(409);
    // An id naming no stored save is no licence either.
    expect(
      await status({ baseRevision: 1, afterSave: 'save-none-0', kept: cut([[0, 2000]]), zooms: [] }),
    ).toBe(409);
    const stored = (await get(owner, id)).json<EditListResponse>().edits;
    expect({ revision: stored.revision, kept: stored.kept }).toEqual({ revision: 3, kept: cut([[0, 2500]]) });
  });

  it('refuses bad lists with a message and changes nothing', async () => {
    const id = await seedEditableProject(t.ctx, owner.id, 5, talk);
    await put(owner, id, { baseRevision: 0, kept: cut([[0, 4000]]), zooms: [] });
    const bad: [object, RegExp][] = [
      [
        {
          baseRevision: 1,
          kept: cut([
            [0, 2000],
            [1500, 3000],
          ]),
          zooms: [],
        },
        /overlaps/,
      ],
      [{ baseRevision: 1, kept: cut([[0, 6000]]), zooms: [] }, /ends after the video/],
      [{ baseRevision: 1, kept: cut([[0, 40]]), zooms: [] }, /shorter than 2 frames/],
      [
        {
          baseRevision: 1,
          kept: cut([
            [3000, 4000],
            [0, 1000],
          ]),
          zooms: [],
        },
        /sorted/,
      ],
      [{ baseRevision: 1, kept: [], zooms: [] }, /./],
      [
        { baseRevision: 1, kept: cut([[0, 1000]]), zooms: [{ startMs: 0, endMs: 9000, scale: 1.1 }] },
        /Zoom 1 ends after/,
      ],
      [{ baseRevision: 1, kept: cut([[0, -5]]), zooms: [] }, /./],
    ];
    for (const [payload, message] of bad) {
      const res = await put(owner, id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect((await get(owner, id)).json<EditListResponse>().edits).toEqual({
      revision: 1,
      kept: cut([[0, 4000]]),
      zooms: [],
    });
  });

  it('stores the reframe with the list, versioned with it, and refuses bad keyframes', async () => {
    const id = await seedEditableProject(t.ctx, owner.id, 5, talk);
    const reframe = {
      layout: 'follow',
      keyframes: [
        { tMs: 0, x: 0.3 },
        { tMs: 2000, x: 0.7, cut: true },
        { tMs: 3000, x: 0.6, user: true },
      ],
    };
    const saved = await put(owner, id, { baseRevision: 0, kept: cut([[0, 5000]]), zooms: [], reframe });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<EditListResponse>().edits).toEqual({
      revision: 1,
      kept: cut([[0, 5000]]),
      zooms: [],
      reframe,
    });
    expect((await get(owner, id)).json<EditListResponse>().edits.reframe).toEqual(reframe);

    const bad: [object, RegExp][] = [
      [{ layout: 'follow', keyframes: [{ tMs: 6000, x: 0.5 }] }, /Crop keyframe 1 is after the end/],
      [{ layout: 'follow', keyframes: [{ tMs: 0, x: 1.5 }] }, /./],
      [{ layout: 'sideways', keyframes: [] }, /./],
      [
        {
          layout: 'split',
          keyframes: [
            { tMs: 1000, x: 0.2, x2: 0.8 },
            { tMs: 500, x: 0.2, x2: 0.8 },
          ],
        },
        /time order/,
      ],
    ];
    for (const [bogus, message] of bad) {
      const res = await put(owner, id, {
        baseRevision: 1,
        kept: cut([[0, 5000]]),
        zooms: [],
        reframe: bogus,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect((await get(owner, id)).json<EditListResponse>().edits).toEqual({
      revision: 1,
      kept: cut([[0, 5000]]),
      zooms: [],
      reframe,
    });

    // The whole list is replaced: a save without a reframe removes it (undo back to before it).
    const cleared = await put(owner, id, { baseRevision: 1, kept: cut([[0, 5000]]), zooms: [] });
    expect(cleared.json<EditListResponse>().edits).toEqual({
      revision: 2,
      kept: cut([[0, 5000]]),
      zooms: [],
    });
    expect((await get(owner, id)).json<EditListResponse>().edits.reframe).toBeUndefined();
  });

  it("answers another user's project as not found, and keeps it unchanged", async () => {
    const id = await seedEditableProject(t.ctx, owner.id, 5, talk);
    for (const res of [
      await get(other, id),
      await put(other, id, { baseRevision: 0, kept: cut([[0, 1000]]), zooms: [] }),
      await t.app.inject({
        method: 'GET',
        url: `/api/projects/${id}/edits/proposals`,
        headers: { cookie: other.cookie },
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('Video not found');
    }
    expect((await get(owner, id)).json<EditListResponse>().saved).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${id}/edits` })).statusCode).toBe(401);
  });

  it('proposes cuts at the chosen pace, using the voice activity the transcribe job kept', async () => {
    const id = await seedEditableProject(t.ctx, owner.id, 5, talk);
    const proposals = async (pace: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/projects/${id}/edits/proposals?pace=${pace}`,
          headers: { cookie: owner.cookie },
        })
      ).json<CutProposalsResponse>();
    const natural = await proposals('natural');
    expect(natural.usedVoiceActivity).toBe(false);
    expect(natural.proposals.map((p) => [p.kind, p.startMs, p.endMs])).toEqual([
      ['filler', 1000, 2200],
      ['silence', 1525, 2875],
    ]);
    expect(natural.proposals[0]).toMatchObject({ cut: 'um,', before: 'Hello', after: 'this is it.' });
    await writeVoiceActivity(t.ctx.storage, id, {
      durationMs: 5000,
      speech: [{ startMs: 2000, endMs: 2300 }],
    });
    const withSpeech = await proposals('natural');
    expect(withSpeech.usedVoiceActivity).toBe(true);
    expect(withSpeech.proposals.filter((p) => p.kind === 'silence')).toEqual([]);
    expect((await proposals('fast')).pace).toBe('fast');
    const badPace = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${id}/edits/proposals?pace=slow`,
      headers: { cookie: owner.cookie },
    });
    expect(badPace.statusCode).toBe(400);
  });

  it('serves subtitles on the edited timeline', async () => {
    const id = await seedEditableProject(t.ctx, owner.id, 5, talk);
    await put(owner, id, {
      baseRevision: 0,
      kept: cut([
        [0, 1000],
        [2900, 5000],
      ]),
      zooms: [],
    });
    const srt = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${id}/captions.srt`,
      headers: { cookie: owner.cookie },
    });
    expect(srt.body).not.toContain('um,');
    // "this" starts 100 ms into the second kept range, which starts 1000 ms into the edited video.
    expect(srt.body).toContain('00:00:00,500 --> 00:00:02,100\nHello this is it.');
  });

  it('removes the edit list with the project', async () => {
    const id = await seedEditableProject(t.ctx, owner.id, 5, talk);
    await put(owner, id, { baseRevision: 0, kept: cut([[0, 1000]]), zooms: [] });
    await deleteProject(t.ctx, id);
    const rows = await t.ctx.db
      .selectFrom('projectEdits')
      .select('projectId')
      .where('projectId', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('waits for the media job to measure the video', async () => {
    const id = await seedEditableProject(t.ctx, owner.id, 5, talk);
    await t.ctx.db
      .updateTable('project')
      .set({
        videoConfig: JSON.stringify({ name: 'talk.mp4', lang: 'en', orientation: 'portrait', duration: 5 }),
      })
      .where('id', '=', id)
      .execute();
    expect((await get(owner, id)).statusCode).toBe(409);
  });
});
