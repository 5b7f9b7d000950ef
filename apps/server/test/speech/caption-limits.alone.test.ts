import {
  type CaptionList,
  captionListSchema,
  MAX_CAPTION_WORD_CHARS,
  WORD_TOO_LONG_MESSAGE,
} from '@wordreel/core';
import { maxWordsFor } from '@wordreel/core/captions/caption-words';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { updateProjectStatus } from '../../src/modules/projects/projects.service.ts';
import { findProject, updateProject } from '../../src/modules/projects/projects.repository.ts';
import { writeCaptions } from '../../src/modules/captions/captions.store.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { EVENT_LOOP_HOLD_LIMIT_MS, holdFigures, probeHealthWhile } from '../health-probe.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';
import { createProjectWithVideo } from './speech-project.ts';

const GOOD: CaptionList = [
  { text: 'Hello', startMs: 0, endMs: 400, confidence: 1, timestampMs: 0 },
  { text: ' world', startMs: 400, endMs: 900, confidence: 1, timestampMs: 400 },
];

const cue = (i: number, text: string) => `${i + 1}\n00:00:01,000 --> 00:00:02,000\n${text}\n`;

describe.each(dbKinds)('caption limits on every write path on %s', (db) => {
  let t: TestApp;
  let owner: TestUser;
  let projectId: string;

  beforeEach(async () => {
    await t.ctx.storage.writeFile(projectKeys.captions(projectId), JSON.stringify(GOOD));
  });
  beforeAll(async () => {
    t = await createTestApp({ db });
    owner = await createTestUser(t.ctx);
    projectId = await createProjectWithVideo(t.ctx, owner.id, 'jfk');
    await updateProjectStatus(t.ctx, projectId, { status: 'ready' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: owner.cookie }, payload });
  const stored = async () => (await t.ctx.storage.readFile(projectKeys.captions(projectId))).toString('utf8');

  /** The captions still read, export and validate after a refused write. */
  async function expectCaptionsUsable(): Promise<void> {
    expect(captionListSchema.safeParse(JSON.parse(await stored())).success).toBe(true);
    for (const url of [
      `/api/projects/${projectId}/captions.srt`,
      `/api/projects/${projectId}/captions.vtt`,
    ]) {
      const res = await t.app.inject({ url, headers: { cookie: owner.cookie } });
      expect(res.statusCode).toBe(200);
    }
  }

  const expectRefused = (res: LightMyRequestResponse, message: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message });
  };

  it('should refuse an imported word over the length limit, keep the old captions, and still export', async () => {
    const res = await post(`/api/projects/${projectId}/captions/import`, {
      text: cue(0, `hello ${'a'.repeat(250)}`),
    });
    expectRefused(res, WORD_TOO_LONG_MESSAGE);
    expect(JSON.parse(await stored())).toEqual(GOOD);
    await expectCaptionsUsable();
  });

  it('should refuse an import with more words than the video can carry', async () => {
    // The clip is 11 s long: maxWordsFor allows 100 words.
    const text = cue(0, Array.from({ length: maxWordsFor(11_000) + 1 }, () => 'w').join(' '));
    expectRefused(
      await post(`/api/projects/${projectId}/captions/import`, { text }),
      'Captions of a video this long may have at most 100 words.',
    );
    expect(JSON.parse(await stored())).toEqual(GOOD);
  });

  it('should cut a run of punctuation an import glues onto a word, keeping the captions usable', async () => {
    const res = await post(`/api/projects/${projectId}/captions/import`, {
      text: cue(0, `hello ${'!! '.repeat(98)}`),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ captions: CaptionList }>().captions[0]?.text).toHaveLength(MAX_CAPTION_WORD_CHARS - 1);
    await expectCaptionsUsable();
  });

  it('should refuse a script word over the length limit', async () => {
    const res = await post(`/api/projects/${projectId}/captions/script`, { text: `ask ${'n'.repeat(300)}` });
    expectRefused(res, WORD_TOO_LONG_MESSAGE);
    expect(JSON.parse(await stored())).toEqual(GOOD);
  });

  it('should refuse an edited word over the length limit with its message', async () => {
    const res = await post('/update-subtitle', {
      id: projectId,
      subtitleData: [GOOD[0], { ...GOOD[1], text: ` ${'b'.repeat(250)}` }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(WORD_TOO_LONG_MESSAGE);
    expect(JSON.parse(await stored())).toEqual(GOOD);
  });

  it('should never store a caption list that reading would refuse (recognition path)', async () => {
    const bad = [{ ...GOOD[0], text: 'x'.repeat(300) }] as CaptionList;
    await expect(
      writeCaptions(t.ctx, projectId, bad, { engine: 'whisper', model: null, language: 'en', notice: null }),
    ).rejects.toThrow(WORD_TOO_LONG_MESSAGE);
    expect(JSON.parse(await stored())).toEqual(GOOD);
  });

  // The old tag-stripping regular expressions rescanned the rest of a cue from every unclosed `<`:
  // this 2,000,000-character import held the event loop for hours.
  it('should keep answering health checks while the worst-case import runs', async () => {
    const text = cue(0, `x ${'<'.repeat(2_000_000 - 60)}`);
    const probe = await probeHealthWhile(t.app, post(`/api/projects/${projectId}/captions/import`, { text }));
    console.log(`worst-case import: ${holdFigures(probe)}`);
    expect(probe.result.statusCode).toBe(400);
    expect(probe.worstHeldMs).toBeLessThan(EVENT_LOOP_HOLD_LIMIT_MS);
    expect(probe.answered).toBeGreaterThan(0);
  });

  it('should keep answering health checks during the largest import that is accepted', async () => {
    // The longest video allowed by default (2 h) carries maxWordsFor(7_200_000) words.
    const project = await findProject(t.ctx.db, projectId);
    await updateProject(t.ctx.db, projectId, {
      videoConfig: { ...project!.videoConfig, duration: 7200 },
    });
    const perCue = 200;
    const text = Array.from({ length: maxWordsFor(7_200_000) / perCue }, (_, i) =>
      cue(i, Array.from({ length: perCue }, (_, j) => `<i>w${j}</i>`).join(' ')),
    ).join('\n');
    const probe = await probeHealthWhile(t.app, post(`/api/projects/${projectId}/captions/import`, { text }));
    console.log(`largest import: ${holdFigures(probe)}`);
    expect(probe.result.statusCode).toBe(200);
    expect(probe.worstHeldMs).toBeLessThan(EVENT_LOOP_HOLD_LIMIT_MS);
    expect(probe.answered).toBeGreaterThan(0);
  });
});
