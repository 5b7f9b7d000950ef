import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CaptionList, ProjectStatus } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CAPTIONS_NOT_READY,
  CAPTIONS_UNREADABLE,
  CaptionsUnreadableError,
  readCaptions,
  readCaptionsMeta,
  writeCaptions,
} from '../../src/modules/captions/captions.store.ts';
import { insertProject } from '../../src/modules/projects/projects.repository.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';

const words: CaptionList = [
  { text: 'Hello', startMs: 0, endMs: 400, confidence: 0.9, timestampMs: 200 },
  { text: ' world', startMs: 400, endMs: 900, confidence: 0.8, timestampMs: 650 },
];

const unreadable = { code: 'CAPTIONS_UNREADABLE', message: CAPTIONS_UNREADABLE };

describe('captions store', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ db: 'sqlite' });
    owner = await createTestUser(t.ctx);
  });
  afterAll(() => t.close());

  async function newProject(status: ProjectStatus, captions: string | null): Promise<string> {
    const id = randomBytes(16).toString('hex');
    await insertProject(t.ctx.db, {
      id,
      userId: owner.id,
      name: 'clip.mp4',
      videoConfig: {
        name: 'clip.mp4',
        lang: 'en',
        orientation: 'portrait',
        duration: 10,
        videoCodec: 'h264',
      },
      status,
    });
    if (captions !== null) await t.ctx.storage.writeFile(projectKeys.captions(id), captions);
    return id;
  }

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });

  it('should store a list longer than one slice whole, as JSON.stringify would, and give back that text', async () => {
    const id = await newProject('ready', null);
    // 4,500 words: two whole slices of 2,000 and a part one, joined.
    const long: CaptionList = Array.from({ length: 4500 }, (_, i) => ({
      text: i === 0 ? `w${i}` : ` w${i}`,
      startMs: i * 100,
      endMs: i * 100 + 90,
      confidence: 0.5,
      timestampMs: i * 100 + 45,
    }));
    const json = await writeCaptions(t.ctx, id, long, {
      engine: 'import',
      model: null,
      language: 'en',
      notice: null,
    });
    expect(json).toBe(JSON.stringify(long));
    expect((await t.ctx.storage.readFile(projectKeys.captions(id))).toString('utf8')).toBe(json);
    expect(await writeCaptions(t.ctx, id, [])).toBe('[]');
  });

  it('should write the list with its meta, and keep the meta when only the words change', async () => {
    const id = await newProject('ready', null);
    expect(await readCaptions(t.ctx, id)).toBeNull();
    await writeCaptions(t.ctx, id, words, { engine: 'import', model: null, language: 'en', notice: null });
    expect(await readCaptions(t.ctx, id)).toEqual(words);
    const meta = await readCaptionsMeta(t.ctx, id);
    expect(meta).toMatchObject({ engine: 'import', wordCount: 2 });
    await writeCaptions(t.ctx, id, [words[0]!]);
    expect(await readCaptions(t.ctx, id)).toEqual([words[0]]);
    expect(await readCaptionsMeta(t.ctx, id)).toEqual(meta);
  });

  it('should refuse to store a list a reader would refuse, and leave the stored one alone', async () => {
    const id = await newProject('ready', JSON.stringify(words));
    await expect(writeCaptions(t.ctx, id, [{ ...words[0]!, startMs: -1 }])).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await readCaptions(t.ctx, id)).toEqual(words);
  });

  for (const [what, content] of [
    ['not JSON', '[{"text": "Hel'],
    ['not a caption list', JSON.stringify({ words })],
  ] as const) {
    it(`should name a damaged file (${what}) in every read instead of answering an anonymous 500`, async () => {
      const id = await newProject('ready', content);
      await expect(readCaptions(t.ctx, id)).rejects.toBeInstanceOf(CaptionsUnreadableError);
      for (const url of [
        `/public/${id}.json`,
        `/api/projects/${id}/captions.srt`,
        `/api/projects/${id}/captions.vtt`,
        `/api/projects/${id}/edits/proposals?pace=natural`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(500);
        expect(res.json(), url).toEqual(unreadable);
      }
      // The file is as it was: nothing tried to "repair" it behind the owner's back.
      expect((await t.ctx.storage.readFile(projectKeys.captions(id))).toString()).toBe(content);
    });
  }

  it('should answer a poll whose read meets an edit just saved with those bytes, whole and of their length', async () => {
    const long: CaptionList = words.map((w) => ({ ...w, text: `${w.text} and more` }));
    const id = await newProject('ready', JSON.stringify(long));
    // The edit lands between the poll's look at the file and its read (its version not yet moved).
    const storage = t.ctx.storage;
    const stat = storage.stat.bind(storage);
    const spy = vi.spyOn(storage, 'stat').mockImplementationOnce(async (key) => {
      const seen = await stat(key);
      await storage.writeFile(projectKeys.captions(id), JSON.stringify(words));
      return seen;
    });
    try {
      const res = await get(`/public/${id}.json`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(Number(res.headers['content-length']));
      expect(res.json()).toEqual(words);
    } finally {
      spy.mockRestore();
    }
  });

  it('should serve a good file once it replaces a damaged one', async () => {
    const id = await newProject('ready', 'not json');
    expect((await get(`/public/${id}.json`)).statusCode).toBe(500);
    await writeCaptions(t.ctx, id, words);
    const res = await get(`/public/${id}.json`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(words);
  });

  for (const status of ['uploaded', 'processing', 'transcribing'] as const) {
    it(`should refuse every caption change while recognition may still write (${status})`, async () => {
      const id = await newProject(status, JSON.stringify(words));
      const conflict = { code: 'CONFLICT', message: CAPTIONS_NOT_READY };
      const edit = await t.app.inject({
        method: 'POST',
        url: '/update-subtitle',
        headers: { cookie: owner.cookie },
        payload: { id, subtitleData: [words[0]] },
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json()).toEqual(conflict);
      const imported = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${id}/captions/import`,
        headers: { cookie: owner.cookie },
        payload: { text: '1\n00:00:00,000 --> 00:00:01,000\nHi there\n' },
      });
      expect(imported.statusCode).toBe(409);
      expect(imported.json()).toEqual(conflict);
      const script = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${id}/captions/script`,
        headers: { cookie: owner.cookie },
        payload: { text: 'Hi there' },
      });
      expect(script.statusCode).toBe(409);
      expect(await readCaptions(t.ctx, id)).toEqual(words);
    });
  }

  it('should be the only module that names the caption files, so every write moves the captions version', async () => {
    // The captions JSON read trusts the project's captions version (decision 047): a write that went
    // around the store would not move it, and readers holding the old bytes would keep serving them.
    const src = path.resolve(import.meta.dirname, '../../src');
    const naming: string[] = [];
    for (const file of await fs.readdir(src, { recursive: true })) {
      if (!file.endsWith('.ts')) continue;
      if (/projectKeys\.captions(Meta)?\(/.test(await fs.readFile(path.join(src, file), 'utf8')))
        naming.push(file);
    }
    expect(naming).toEqual([path.join('modules', 'captions', 'captions.store.ts')]);
  });
});
