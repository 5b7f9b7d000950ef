import { captionListSchema } from '@wordreel/core';
import { parseSubtitles } from '@wordreel/core/captions/srt-vtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCaptions, readCaptionsMeta } from '../../src/modules/captions/captions.store.ts';
import { updateProjectStatus } from '../../src/modules/projects/projects.service.ts';
import { findProject } from '../../src/modules/projects/projects.repository.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';
import { expectValidCaptionList, referenceTranscripts } from './speech-fixtures.ts';
import { createProjectWithVideo, waitForAlignment } from './speech-project.ts';

const SRT = `1
00:00:00,300 --> 00:00:05,000
And so my fellow Americans,

2
00:00:05,000 --> 00:00:11,000
ask not what your country can do for you, ask what you can do for your country.
`;

describe.each(dbKinds)('caption import, script and export routes on %s', (db) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp({ db });
    owner = await createTestUser(t.ctx);
    other = await createTestUser(t.ctx);
    projectId = await createProjectWithVideo(t.ctx, owner.id, 'jfk');
    await updateProjectStatus(t.ctx, projectId, { status: 'ready' });
  });
  afterAll(() => t.close());

  const post = (url: string, cookie: string, payload: object | string, contentType?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...(contentType && { 'content-type': contentType }) },
      payload,
    });

  it('should import an SRT file as word-timed captions placed on the speech', async () => {
    const res = await post(
      `/api/projects/${projectId}/captions/import`,
      owner.cookie,
      SRT,
      'application/x-subrip',
    );
    expect(res.statusCode).toBe(200);
    const captions = captionListSchema.parse(res.json<{ captions: unknown }>().captions);
    expect(captions.map((c) => c.text).join('')).toBe(
      'And so my fellow Americans, ask not what your country can do for you, ask what you can do for your country.',
    );
    expectValidCaptionList(captions, 11_100);
    // The clip is silent for its first ~0.3 s and between the two sentences; words sit inside cues.
    expect(captions[0]?.startMs).toBeGreaterThanOrEqual(300);
    expect(captions.find((c) => c.text === ' ask')?.startMs).toBeGreaterThanOrEqual(5000);
    const stored = captionListSchema.parse(
      JSON.parse((await t.ctx.storage.readFile(`projects/${projectId}/captions.json`)).toString('utf8')),
    );
    expect(stored).toEqual(captions);
    expect(await readCaptionsMeta(t.ctx, projectId)).toMatchObject({
      engine: 'import',
      wordCount: captions.length,
    });
  });

  it('should import WebVTT sent as JSON text', async () => {
    const vtt = 'WEBVTT\n\n00:01.000 --> 00:03.000\nHello <b>there</b>\n';
    const res = await post(`/api/projects/${projectId}/captions/import`, owner.cookie, { text: vtt });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ captions: { text: string }[] }>().captions.map((c) => c.text)).toEqual([
      'Hello',
      ' there',
    ]);
  });

  it('should import a subtitle file sent as a multipart form', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob(['1\n00:00:01,000 --> 00:00:02,500\nAsk not\n'], { type: 'application/x-subrip' }),
      'clip.srt',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/captions/import`,
      headers: { cookie: owner.cookie },
      payload: form,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ captions: { text: string }[] }>().captions.map((c) => c.text)).toEqual(['Ask', ' not']);
  });

  it('should answer unreadable subtitle text with 400 and a reason', async () => {
    const res = await post(`/api/projects/${projectId}/captions/import`, owner.cookie, {
      text: 'not subtitles',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/SRT or WebVTT/) as unknown,
    });
  });

  it('should export SRT and WebVTT attachments that read back to the same words', async () => {
    await post(`/api/projects/${projectId}/captions/import`, owner.cookie, SRT, 'text/plain');
    const list = captionListSchema.parse(
      JSON.parse((await t.ctx.storage.readFile(`projects/${projectId}/captions.json`)).toString('utf8')),
    );
    for (const format of ['srt', 'vtt'] as const) {
      const res = await t.app.inject({
        url: `/api/projects/${projectId}/captions.${format}`,
        headers: { cookie: owner.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="jfk\\.${format}"`),
      );
      expect(res.headers['content-type']).toContain(format === 'srt' ? 'application/x-subrip' : 'text/vtt');
      const cues = parseSubtitles(res.body);
      expect(cues.map((c) => c.text).join(' ')).toBe(list.map((w) => w.text.trim()).join(' '));
      expect(cues[0]?.startMs).toBe(list[0]?.startMs);
      for (const c of cues) expect(c.text.split(' ').length).toBeLessThanOrEqual(7);
    }
  });

  it('should align a pasted script to the speech (as a job the studio follows)', async () => {
    const script = referenceTranscripts().get('jfk') ?? '';
    const res = await post(`/api/projects/${projectId}/captions/script`, owner.cookie, { text: script });
    expect(res.statusCode).toBe(202);
    await t.ctx.jobs.start();
    await waitForAlignment(t, owner, projectId);
    const captions = (await readCaptions(t.ctx, projectId)) ?? [];
    expect(captions.map((c) => c.text).join('')).toBe(script);
    expectValidCaptionList(captions, 11_100);
    expect(await readCaptionsMeta(t.ctx, projectId)).toMatchObject({ engine: 'script' });
  });

  it("should answer another user's project with 404 on every caption route", async () => {
    for (const res of [
      await post(`/api/projects/${projectId}/captions/import`, other.cookie, { text: SRT }),
      await post(`/api/projects/${projectId}/captions/script`, other.cookie, { text: 'hello' }),
      await t.app.inject({
        url: `/api/projects/${projectId}/captions.srt`,
        headers: { cookie: other.cookie },
      }),
      await t.app.inject({
        url: `/api/projects/${projectId}/captions.vtt`,
        headers: { cookie: other.cookie },
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Video not found' });
    }
  });

  it('should require a signed-in user', async () => {
    const res = await t.app.inject({ url: `/api/projects/${projectId}/captions.srt` });
    expect(res.statusCode).toBe(401);
  });

  it('should refuse caption changes while recognition runs, and make a failed project ready after an import', async () => {
    const busy = await createProjectWithVideo(t.ctx, owner.id, 'librivox-0880');
    const conflict = await post(`/api/projects/${busy}/captions/import`, owner.cookie, { text: SRT });
    expect(conflict.statusCode).toBe(409);
    await updateProjectStatus(t.ctx, busy, {
      status: 'failed',
      statusDetail: 'Captions could not be made: x',
    });
    const res = await post(`/api/projects/${busy}/captions/import`, owner.cookie, { text: SRT });
    expect(res.statusCode).toBe(200);
    expect(await findProject(t.ctx.db, busy)).toMatchObject({ status: 'ready', statusDetail: null });
  });
});
