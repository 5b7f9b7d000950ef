import type { CaptionItem, CaptionTrack, CaptionTrackDetail, CaptionTrackList } from '@wordreel/core';
import { MESSAGES } from '@wordreel/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeClip, seedProject } from '../render/render-fixtures.ts';
import { startFakeLlm, type FakeLlm, type LlmReply, type LlmRequest } from '../llm/fake-llm-server.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

/**
 * Translated caption tracks through the API, against a real local chat-completions server: the
 * captions' pages go out in batches, each answer is checked, progress is the share of pages done, the
 * track's SRT/VTT keep each source page's times; owner only; no LLM → a clear 503.
 */

/** 90 words 1.5 s apart: every word is a page of its own (pages group words within 1.2 s). */
const WORDS: CaptionItem[] = Array.from({ length: 90 }, (_, i) => ({
  text: `${i === 0 ? '' : ' '}word${i}`,
  startMs: i * 1500,
  endMs: i * 1500 + 600,
  confidence: 0.9,
  timestampMs: i * 1500,
}));

/** The pages a request asked for. */
function askedPages(request: LlmRequest): { id: string; text: string }[] {
  const user = request.body.messages.at(-1)?.content ?? '{}';
  return (JSON.parse(user) as { pages: { id: string; text: string }[] }).pages;
}

/** A good answer: "wordN" → "palabraN" for every page asked. */
function translate(request: LlmRequest): LlmReply {
  const pages = askedPages(request).map((p) => ({ id: p.id, text: p.text.replace('word', 'palabra') }));
  return { content: JSON.stringify({ pages }) };
}

const srtTime = (ms: number) => {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
};

describe.each(dbKinds)('translated caption tracks (%s)', (db) => {
  let llm: FakeLlm;
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let projectId: string;

  beforeAll(async () => {
    llm = await startFakeLlm(translate);
    t = await createTestApp({
      db,
      env: { LLM_BASE_URL: llm.url, LLM_MODEL: 'test-model', LLM_API_KEY: 'sk-test', LLM_TIMEOUT_MS: '2000' },
    });
    await t.ctx.jobs.start();
    owner = await createTestUser(t.ctx);
    other = await createTestUser(t.ctx);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await llm.close();
  });
  // Each test gets a project of its own and a model that translates, whatever ran before it.
  beforeEach(async () => {
    llm.answerWith(translate);
    projectId = await seedProject(t.ctx, owner.id, await makeClip({ seconds: 2 }), WORDS);
  });

  const as = (user: TestUser) => ({ cookie: user.cookie });
  const list = async (user = owner) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/tracks`,
      headers: as(user),
    });
    return res;
  };
  const create = (language: string, user = owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/tracks`,
      headers: as(user),
      payload: { language },
    });
  /** Reads the track until `done(track)` (the job runs in this process). */
  async function until(trackId: string, done: (track: CaptionTrack) => boolean): Promise<CaptionTrack> {
    for (;;) {
      const track = (await list()).json<CaptionTrackList>().tracks.find((tr) => tr.id === trackId);
      if (!track) throw new Error('track gone');
      if (done(track)) return track;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  /** Creates a track on the test's project and waits until it is translated. */
  async function translated(language: string): Promise<CaptionTrack> {
    const res = await create(language);
    expect(res.statusCode).toBe(202);
    return until(res.json<CaptionTrack>().id, (tr) => tr.state === 'done');
  }

  it('should translate the pages in batches with progress, keeping each page’s times in SRT and VTT', async () => {
    let release: (() => void) | undefined;
    const held = new Promise<void>((r) => (release = r));
    const before = llm.seen.length;
    // The second batch waits until the test has seen the progress of the first.
    llm.answerWith(async (request) => {
      if (llm.seen.length - before === 2) await held;
      return translate(request);
    });
    const res = await create('ES');
    expect(res.statusCode).toBe(202);
    const created = res.json<CaptionTrack>();
    expect(created).toMatchObject({
      language: 'es',
      languageName: 'Spanish',
      direction: 'ltr',
      state: 'queued',
    });

    const midway = await until(created.id, (tr) => tr.progress > 0);
    expect(midway.state).toBe('running');
    expect(midway.progress).toBe(Math.round((40 / 90) * 100));
    release?.();
    const done = await until(created.id, (tr) => tr.state === 'done');
    expect(done).toMatchObject({ progress: 100, pageCount: 90, stale: false, error: null });
    // 90 pages: batches of 40, 40 and 10, each sent with the key and the model.
    const sent = llm.seen.slice(before);
    expect(sent.map((r) => askedPages(r).length)).toEqual([40, 40, 10]);
    expect(sent[0]?.authorization).toBe('Bearer sk-test');
    expect(sent[0]?.body.model).toBe('test-model');
    expect(sent[0]?.body.messages[0]?.content).toContain('Spanish (es)');

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/tracks/${created.id}`,
      headers: as(owner),
    });
    const pages = detail.json<CaptionTrackDetail>().pages;
    expect(pages[7]).toEqual({ id: 'p8', startMs: 7 * 1500, endMs: 8 * 1500, text: 'palabra7' });

    const srt = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/tracks/${created.id}/captions.srt`,
      headers: as(owner),
    });
    expect(srt.statusCode).toBe(200);
    expect(srt.headers['content-disposition']).toContain('clip.es.srt');
    expect(srt.body).toContain(`8\n${srtTime(7 * 1500)} --> ${srtTime(8 * 1500)}\npalabra7\n`);
    expect(srt.body).not.toContain('word');
    const vtt = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/tracks/${created.id}/captions.vtt`,
      headers: as(owner),
    });
    expect(vtt.body).toMatch(/^WEBVTT\n/);
    expect(vtt.body).toContain('00:00:10.500 --> 00:00:12.000\npalabra7');
  }, 60_000);

  it('should answer 404 to anyone but the owner, and take the owner’s API key', async () => {
    const trackId = (await translated('es')).id;
    for (const [method, url] of [
      ['GET', `/api/projects/${projectId}/tracks`],
      ['GET', `/api/projects/${projectId}/tracks/${trackId}`],
      ['GET', `/api/projects/${projectId}/tracks/${trackId}/captions.srt`],
      ['DELETE', `/api/projects/${projectId}/tracks/${trackId}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: as(other) });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await create('fr', other)).statusCode).toBe(404);
    const key = await t.app.inject({ method: 'POST', url: '/api/users/api-key', headers: as(owner) });
    const bearer = { authorization: `Bearer ${key.json<{ key: string }>().key}` };
    const viaKey = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/tracks`,
      headers: bearer,
    });
    expect(viaKey.json<CaptionTrackList>()).toMatchObject({
      translationAvailable: true,
      tracks: [{ id: trackId }],
    });
  });

  it('should refuse an unknown language with a 400 and save nothing', async () => {
    for (const language of ['xx-nope', 'klingon', '', 'e']) {
      const res = await create(language);
      expect(res.statusCode, language).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('BCP-47');
    }
    expect((await list()).json<CaptionTrackList>().tracks).toEqual([]);
  });

  it('should fail the track clearly when every answer leaves a page out, saving no pages', async () => {
    const before = llm.seen.length;
    llm.answerWith((request) => {
      const pages = askedPages(request)
        .slice(1)
        .map((p) => ({ id: p.id, text: 'x' }));
      return { content: JSON.stringify({ pages }) };
    });
    const created = (await create('de')).json<CaptionTrack>();
    const failed = await until(created.id, (tr) => tr.state === 'failed');
    expect(failed.error).toBe(
      `${MESSAGES.TRANSLATION_FAILED}: the language model's answer for pages p1–p40 was unusable (the answer left out page p1), 3 tries.`,
    );
    expect(failed.pageCount).toBe(0);
    expect(llm.seen.length - before).toBe(3);
    const srt = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/tracks/${created.id}/captions.srt`,
      headers: as(owner),
    });
    expect(srt.statusCode).toBe(409);
    expect(srt.json<{ message: string }>().message).toBe(MESSAGES.TRACK_NOT_READY);
    // Not JSON at all, and the model failing: the same clear failure.
    llm.answerWith(() => ({ status: 500, json: { error: 'boom' } }));
    const again = await create('de');
    expect(again.statusCode).toBe(202);
    const failedAgain = await until(
      created.id,
      (tr) => tr.state === 'failed' && tr.updatedAt > failed.updatedAt,
    );
    expect(failedAgain.error).toContain(
      'could not be reached for pages p1–p40 (The LLM answered with status 500)',
    );
  }, 60_000);

  it('should mark a track stale once the captions are edited, and translate it again on request', async () => {
    const track = await translated('es');
    expect(track.stale).toBe(false);
    const edited = WORDS.map((w, i) => (i === 3 ? { ...w, text: ' changed' } : w));
    const save = await t.app.inject({
      method: 'POST',
      url: '/update-subtitle',
      headers: as(owner),
      payload: { id: projectId, subtitleData: edited },
    });
    expect(save.statusCode).toBe(200);
    const stale = (await list()).json<CaptionTrackList>().tracks.find((tr) => tr.id === track.id);
    expect(stale?.stale).toBe(true);
    expect((await create('es')).statusCode).toBe(202);
    const fresh = await until(track.id, (tr) => tr.state === 'done' && !tr.stale);
    expect(fresh.pageCount).toBe(90);
  }, 60_000);

  it('should delete a track', async () => {
    await translated('es');
    const de = await translated('de');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${projectId}/tracks/${de.id}`,
      headers: as(owner),
    });
    expect(res.statusCode).toBe(200);
    expect((await list()).json<CaptionTrackList>().tracks.map((tr) => tr.language)).toEqual(['es']);
  });

  it('should remove the tracks with their project', async () => {
    await translated('es');
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${projectId}`,
      headers: as(owner),
    });
    expect(gone.statusCode).toBe(200);
    const rows = await t.ctx.db
      .selectFrom('captionTrack')
      .select('id')
      .where('projectId', '=', projectId)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('translated caption tracks without an LLM', () => {
  let t: TestApp;
  let owner: TestUser;
  let projectId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createTestUser(t.ctx);
    projectId = await seedProject(t.ctx, owner.id, await makeClip({ seconds: 2 }), WORDS);
  }, 60_000);
  afterAll(() => t.close());

  it('should say what to configure (503) and list none, saving nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/tracks`,
      headers: { cookie: owner.cookie },
      payload: { language: 'es' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'NOT_CONFIGURED', message: MESSAGES.TRANSLATION_NOT_CONFIGURED });
    expect(MESSAGES.TRANSLATION_NOT_CONFIGURED).toContain('LLM_BASE_URL');
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/tracks`,
      headers: { cookie: owner.cookie },
    });
    expect(listed.json()).toEqual({ tracks: [], translationAvailable: false });
  });
});
