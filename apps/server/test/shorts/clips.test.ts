import type { CaptionItem, EditListResponse, FindClipsResponse, Project } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateProject } from '../../src/modules/projects/projects.repository.ts';
import { MESSAGES } from '@wordreel/core';
import { projectKeys } from '../../src/storage/storage.ts';
import { HOOK, HOOK_TITLE, RAMBLE, speak } from '../../../../packages/core/src/shorts/talk-fixture.ts';
import {
  createTestApp,
  createTestUser,
  dbKinds,
  storedFilePath,
  type TestApp,
  type TestUser,
} from '../test-app.ts';
import { makeClip, payloadFor, probe, seedProject } from '../render/render-fixtures.ts';
import { startFakeLlm, type FakeLlm, type LlmReply, type LlmRequest } from '../llm/fake-llm-server.ts';

/**
 * A 40 s landscape talk: a rambling stretch that opens by pointing back, then a clear hook with a
 * complete answer, then more rambling.
 */
const TALK = speak([...RAMBLE, ...HOOK, ...RAMBLE.slice(0, 2)], { startMs: 200 });
const HOOK_FIRST = TALK.findIndex((w) => w.text === ' Why');

describe.each(dbKinds)('AI Shorts clips (%s)', (db) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let sourceId: string;

  beforeAll(async () => {
    t = await createTestApp({ db, env: { RENDER_X264_PRESET: 'ultrafast' } });
    await t.ctx.jobs.start();
    owner = await createTestUser(t.ctx);
    other = await createTestUser(t.ctx);
    sourceId = await seedTalk();
  }, 120_000);
  afterAll(() => t.close());

  /** The owner's 40 s talk project. */
  async function seedTalk(): Promise<string> {
    const video = await makeClip({ width: 640, height: 360, seconds: 40, audio: 'tone' });
    const id = await seedProject(t.ctx, owner.id, video, TALK);
    // As the media job leaves an upload: measured length, codec and shape.
    await updateProject(t.ctx.db, id, {
      videoConfig: {
        name: 'clip.mp4',
        lang: 'en',
        duration: 40,
        videoCodec: 'h264',
        width: 640,
        height: 360,
      },
    });
    return id;
  }

  const as = (user: TestUser) => ({ cookie: user.cookie });
  const find = (user: TestUser, id: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/projects/${id}/clips/find`, headers: as(user), payload });
  const accept = (user: TestUser, id: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/projects/${id}/clips`, headers: as(user), payload });

  it('should rank the hook first, on whole sentences within the lengths asked, and say why', async () => {
    const res = await find(owner, sourceId, { minSeconds: 10, maxSeconds: 15 });
    expect(res.statusCode).toBe(200);
    const { clips, ranking } = res.json<FindClipsResponse>();
    expect(ranking).toBe('offline');
    expect(clips[0]?.firstWord).toBe(HOOK_FIRST);
    expect(clips[0]?.reason).toMatch(/^Opens with a question/);
    expect(clips[0]?.title).toBe(HOOK_TITLE);
    for (const clip of clips) {
      const span = TALK[clip.lastWord]!.endMs - TALK[clip.firstWord]!.startMs;
      expect(span).toBeGreaterThanOrEqual(10_000);
      expect(span).toBeLessThanOrEqual(15_000);
    }
  });

  // An API client learns why nothing came back as the page does, not from an empty list alone.
  it('should say why no clip was found: a video shorter than the shortest clip, or no sentences that fit', async () => {
    const found = (await find(owner, sourceId, { minSeconds: 10, maxSeconds: 15 })).json<FindClipsResponse>();
    expect(found.clips.length).toBeGreaterThan(0);
    expect(found.message).toBeUndefined();
    const tooShort = await find(owner, sourceId, { minSeconds: 50, maxSeconds: 60 });
    expect(tooShort.statusCode).toBe(200);
    expect(tooShort.json<FindClipsResponse>()).toEqual({
      clips: [],
      ranking: 'offline',
      message:
        'This video is 40 s long, shorter than the shortest clip asked for (50 s). Lower the shortest clip to 40 s or less, or pick a longer video.',
    });
    const noFit = (await find(owner, sourceId, { minSeconds: 38, maxSeconds: 39 })).json<FindClipsResponse>();
    expect(noFit.clips).toEqual([]);
    expect(noFit.message).toBe(
      'No clip of that length starts and ends on whole sentences. Try a wider range.',
    );
  });

  it('should refuse bad ranges with a message, and answer 404 to another user', async () => {
    const bad = await find(owner, sourceId, { minSeconds: 30, maxSeconds: 20 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain(
      'The shortest clip length must be less than the longest.',
    );
    expect((await find(other, sourceId, {})).statusCode).toBe(404);
    expect((await accept(other, sourceId, { firstWord: 0, lastWord: 3 })).statusCode).toBe(404);
    const outside = await accept(owner, sourceId, { firstWord: 5, lastWord: TALK.length });
    expect(outside.statusCode).toBe(400);
    expect(outside.json<{ message: string }>().message).toBe(
      'The clip must start and end on words of the transcript.',
    );
  });

  it('should refuse a clip of a video whose playable copy is missing, and leave no project behind', async () => {
    const bare = await seedProject(t.ctx, owner.id, await makeClip({ seconds: 2 }), TALK);
    await t.ctx.storage.delete(projectKeys.video(bare));
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/projects/user/${owner.id}`,
      headers: as(owner),
    });
    const refused = await accept(owner, bare, { firstWord: 0, lastWord: 5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(MESSAGES.VIDEO_NOT_READY);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/projects/user/${owner.id}`,
      headers: as(owner),
    });
    expect(after.json<Project[]>()).toHaveLength(before.json<Project[]>().length);
    await t.app.inject({ method: 'DELETE', url: `/api/projects/${bare}`, headers: as(owner) });
  });

  it('should make an accepted clip a project of the same owner that plays the shared video through its range, exports, and outlives its source', async () => {
    // A source of its own: this test deletes it.
    const sourceId = await seedTalk();
    const { clips } = (
      await find(owner, sourceId, { minSeconds: 10, maxSeconds: 15 })
    ).json<FindClipsResponse>();
    const best = clips[0]!;
    const created = await accept(owner, sourceId, { firstWord: best.firstWord, lastWord: best.lastWord - 1 });
    expect(created.statusCode).toBe(201);
    const clip = created.json<{ project: Project }>().project;
    expect(clip).toMatchObject({ userId: owner.id, status: 'ready', clipOf: { sourceProjectId: sourceId } });
    expect(clip.name).toBe(best.title);

    // Listed with its source; other users see neither the clip nor its (shared) video.
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/projects/user/${owner.id}`, headers: as(owner) })
    ).json<Project[]>();
    expect(list.find((p) => p.id === clip.id)?.clipOf?.sourceName).toBe('clip.mp4');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/projects/${clip.id}`, headers: as(other) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/public/${clip.id}.mp4`, headers: as(other) })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/public/${clip.id}.mp4`,
          headers: { ...as(owner), range: 'bytes=0-7' },
        })
      ).statusCode,
    ).toBe(206);
    expect(await t.ctx.storage.exists(projectKeys.video(clip.id))).toBe(false); // no copy
    expect(await t.ctx.storage.exists(projectKeys.thumb(clip.id))).toBe(true);

    // Its captions are the trimmed range's words; its edit list keeps only the clip.
    const words = (
      await t.app.inject({ method: 'GET', url: `/public/${clip.id}.json`, headers: as(owner) })
    ).json<CaptionItem[]>();
    expect(words.map((w) => w.text.trim())).toEqual(
      TALK.slice(best.firstWord, best.lastWord).map((w) => w.text.trim()),
    );
    const edits = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${clip.id}/edits`, headers: as(owner) })
    ).json<EditListResponse>();
    expect(edits.edits.kept).toHaveLength(1);
    const kept = edits.edits.kept[0]!;
    expect(kept.startMs).toBeLessThanOrEqual(TALK[best.firstWord]!.startMs);
    expect(kept.endMs).toBeGreaterThanOrEqual(TALK[best.lastWord - 1]!.endMs);
    expect(kept.endMs).toBeLessThanOrEqual(TALK[best.lastWord]!.startMs);

    // Deleting the source keeps the clip whole: it still plays and exports.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/projects/${sourceId}`, headers: as(owner) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/projects/${sourceId}`, headers: as(owner) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'HEAD', url: `/public/${clip.id}.mp4`, headers: as(owner) })).statusCode,
    ).toBe(200);

    const render = await t.app.inject({
      method: 'POST',
      url: '/render',
      headers: as(owner),
      payload: payloadFor(clip.id),
    });
    expect(render.statusCode).toBe(202);
    for (const until = Date.now() + 60_000; ;) {
      const state = (
        await t.app.inject({ method: 'GET', url: `/api/projects/${clip.id}/render`, headers: as(owner) })
      ).json<{ state: string; error: string | null }>();
      if (state.state === 'failed') throw new Error(state.error ?? 'render failed');
      if (state.state === 'done') break;
      if (Date.now() > until) throw new Error(`render still ${state.state}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const download = await t.app.inject({
      method: 'GET',
      url: `/download/${clip.id}.mp4`,
      headers: as(owner),
    });
    expect(download.statusCode).toBe(200);
    const exported = await probe(await storedFilePath(t.ctx, projectKeys.render(clip.id)));
    expect(Number(exported.format.duration)).toBeCloseTo((kept.endMs - kept.startMs) / 1000, 0);

    // The last project playing the shared video takes it with it.
    expect(await t.ctx.storage.exists(projectKeys.video(sourceId))).toBe(true);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/projects/${clip.id}`, headers: as(owner) }))
        .statusCode,
    ).toBe(200);
    expect(await t.ctx.storage.exists(projectKeys.video(sourceId))).toBe(false);
  }, 90_000);
});

describe('AI Shorts with an LLM', () => {
  let llm: FakeLlm;
  let answer: (body: LlmRequest['body']) => LlmReply;
  let t: TestApp;
  let owner: TestUser;
  let sourceId: string;

  beforeAll(async () => {
    llm = await startFakeLlm((request) => answer(request.body));
    const url = llm.url;
    t = await createTestApp({ env: { LLM_BASE_URL: url, LLM_MODEL: 'test-model' } });
    owner = await createTestUser(t.ctx);
    sourceId = await seedProject(t.ctx, owner.id, await makeClip({ seconds: 2 }), TALK);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  const find = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/${sourceId}/clips/find`,
      headers: { cookie: owner.cookie },
      payload: { minSeconds: 10, maxSeconds: 15 },
    });

  it("should take the LLM's order and titles for the top candidates", async () => {
    const offline = await (async () => {
      answer = () => ({ status: 500 });
      return (await find()).json<FindClipsResponse>();
    })();
    const count = Math.min(offline.clips.length, 8);
    expect(count).toBeGreaterThan(1);
    answer = (body) => {
      expect(body.messages[1]?.content).toContain('#1\nWhy do most creators');
      const ranking = Array.from({ length: count }, (_, i) => ({
        n: count - i,
        title: `Title ${count - i}`,
      }));
      return { status: 200, json: { choices: [{ message: { content: JSON.stringify({ ranking }) } }] } };
    };
    const reranked = (await find()).json<FindClipsResponse>();
    expect(reranked.ranking).toBe('llm');
    expect(reranked.clips[0]).toMatchObject({ id: offline.clips[count - 1]?.id, title: `Title ${count}` });
    expect(reranked.clips[count - 1]).toMatchObject({ id: offline.clips[0]?.id, title: 'Title 1' });
  });

  it('should fall back to the offline ranking when the LLM fails or answers nonsense', async () => {
    answer = () => ({ status: 500 });
    const failed = (await find()).json<FindClipsResponse>();
    expect(failed.ranking).toBe('offline');
    expect(failed.clips[0]?.title).toBe(HOOK_TITLE);
    answer = () => ({
      status: 200,
      json: { choices: [{ message: { content: '{"ranking":[{"n":1,"title":"x"}]}' } }] },
    });
    expect((await find()).json<FindClipsResponse>().ranking).toBe('offline');
  });
});
