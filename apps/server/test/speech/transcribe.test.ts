import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { captionListSchema } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCaptionsMeta } from '../../src/modules/captions/captions.store.ts';
import { NOTICES } from '../../src/modules/speech/speech-notices.ts';
import { transcribeProject } from '../../src/modules/speech/transcribe.service.ts';
import { findProject } from '../../src/modules/projects/projects.repository.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp } from '../test-app.ts';
import { expectValidCaptionList, testModelsDir } from './speech-fixtures.ts';
import { createProjectWithVideo } from './speech-project.ts';

async function captionsOf(t: TestApp, id: string) {
  return captionListSchema.parse(
    JSON.parse((await t.ctx.storage.readFile(projectKeys.captions(id))).toString('utf8')),
  );
}

describe.each(dbKinds)('transcribeProject on %s', (db) => {
  let t: TestApp;
  let withModels: TestApp;
  let userId: string;
  let modelsUserId: string;
  let emptyModels: string;

  beforeAll(async () => {
    emptyModels = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-nomodels-'));
    t = await createTestApp({ db, env: { MODELS_DIR: emptyModels } });
    withModels = await createTestApp({ db, env: { MODELS_DIR: testModelsDir } });
    userId = (await createTestUser(t.ctx)).id;
    modelsUserId = (await createTestUser(withModels.ctx)).id;
  });
  afterAll(async () => {
    await t.close();
    await withModels.close();
    await fs.rm(emptyModels, { recursive: true, force: true });
  });

  it('should caption English with pocketsphinx when no whisper model is installed, and say so', async () => {
    const id = await createProjectWithVideo(t.ctx, userId, 'librivox-0880');
    const events: number[] = [];
    const off = t.ctx.events.subscribe((e) => {
      if (e.type === 'project' && e.projectId === id) events.push(e.progress);
    });
    await transcribeProject(t.ctx, id);
    off();
    // Progress is published while it runs: 0 at the start, then recognition steps, 100 when ready.
    expect(events[0]).toBe(0);
    expect(events.some((p) => p > 5 && p < 100)).toBe(true);
    expect(events.at(-1)).toBe(100);
    const project = await findProject(t.ctx.db, id);
    expect(project).toMatchObject({ status: 'ready', progress: 100, statusDetail: NOTICES.pocketsphinx });
    const captions = await captionsOf(t, id);
    expectValidCaptionList(captions, 3100);
    expect(captions.map((c) => c.text).join('')).toMatch(/he was not/);
    expect(await readCaptionsMeta(t.ctx, id)).toMatchObject({
      engine: 'pocketsphinx',
      language: 'en',
      wordCount: captions.length,
      notice: NOTICES.pocketsphinx,
    });
  }, 180_000);

  it('should leave a Hindi project ready with no captions and the two ways out when no model can speak Hindi', async () => {
    const id = await createProjectWithVideo(t.ctx, userId, 'espeak_hi', 'hi');
    await transcribeProject(t.ctx, id);
    const project = await findProject(t.ctx.db, id);
    expect(project).toMatchObject({ status: 'ready', statusDetail: NOTICES.hindiNoModel });
    expect(project?.statusDetail).toContain('npm run models -w @wordreel/server -- base');
    expect(project?.statusDetail).toMatch(/import an SRT\/VTT file or paste your script/);
    expect(await captionsOf(t, id)).toEqual([]);
    expect(await readCaptionsMeta(t.ctx, id)).toMatchObject({ engine: 'none', language: 'hi' });
  });

  it('should use whisper when a model is installed, for English and Hindi', async () => {
    const en = await createProjectWithVideo(withModels.ctx, modelsUserId, 'jfk');
    await transcribeProject(withModels.ctx, en);
    expect(await findProject(withModels.ctx.db, en)).toMatchObject({ status: 'ready', statusDetail: null });
    expect(await readCaptionsMeta(withModels.ctx, en)).toMatchObject({
      engine: 'whisper',
      model: 'tiny.en',
    });
    expectValidCaptionList(await captionsOf(withModels, en), 11_100);

    const hi = await createProjectWithVideo(withModels.ctx, modelsUserId, 'espeak_hi', 'hi');
    await transcribeProject(withModels.ctx, hi);
    expect(await readCaptionsMeta(withModels.ctx, hi)).toMatchObject({
      engine: 'whisper',
      model: 'tiny',
      language: 'hi',
      notice: NOTICES.hindiSmallModel('tiny'),
    });
    // Small models are unusable for Hindi: the studio's notice says so and names the large model.
    const hiProject = await findProject(withModels.ctx.db, hi);
    expect(hiProject?.statusDetail).toBe(NOTICES.hindiSmallModel('tiny'));
    expect(hiProject?.statusDetail).toMatch(/well over half of Hindi words wrong.*large-v3-turbo-q5_0/);
    expectValidCaptionList(await captionsOf(withModels, hi), 4400);
  }, 180_000);

  it('should fall back to pocketsphinx with a notice when whisper fails on English, and fail Hindi with the reason', async () => {
    const broken = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-brokenmodels-'));
    await fs.writeFile(path.join(broken, 'ggml-tiny.bin'), Buffer.alloc(4096, 1));
    const b = await createTestApp({ db, env: { MODELS_DIR: broken } });
    try {
      const owner = (await createTestUser(b.ctx)).id;
      const en = await createProjectWithVideo(b.ctx, owner, 'librivox-0880');
      await transcribeProject(b.ctx, en);
      const project = await findProject(b.ctx.db, en);
      expect(project?.status).toBe('ready');
      expect(project?.statusDetail).toMatch(
        /^The accurate recogniser failed \(.*\), so these captions come from the basic one/,
      );
      expect(await readCaptionsMeta(b.ctx, en)).toMatchObject({ engine: 'pocketsphinx' });

      const hi = await createProjectWithVideo(b.ctx, owner, 'espeak_hi', 'hi');
      await expect(transcribeProject(b.ctx, hi)).rejects.toThrow(/Speech recognition \(whisper\) failed/);
    } finally {
      await b.close();
      await fs.rm(broken, { recursive: true, force: true });
    }
  }, 180_000);

  it('should give the same result when run again (a resumed job)', async () => {
    const id = await createProjectWithVideo(t.ctx, userId, 'librivox-0930');
    await transcribeProject(t.ctx, id);
    const first = await captionsOf(t, id);
    await transcribeProject(t.ctx, id);
    expect(await captionsOf(t, id)).toEqual(first);
    // Two whole runs: as long as its neighbours' one each, on a loaded machine (60 s ran out at load 27).
  }, 180_000);

  it('should refuse a project whose video is missing', async () => {
    const id = await createProjectWithVideo(t.ctx, userId, 'librivox-0930');
    await t.ctx.storage.delete(projectKeys.video(id));
    await expect(transcribeProject(t.ctx, id)).rejects.toThrow('The video file is missing');
  });
});
