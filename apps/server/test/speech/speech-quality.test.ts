import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { speechQualitiesSchema } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProject, updateProject } from '../../src/modules/projects/projects.repository.ts';
import { readCaptions } from '../../src/modules/captions/captions.store.ts';
import { updateProjectStatus } from '../../src/modules/projects/projects.service.ts';
import { heardLengthMs } from '../../src/modules/speech/speech-cut.ts';
import {
  expectedWorkMs,
  PREPARE_SPEED_KEY,
  readSpeeds,
  SPEECH_SPEED_KEY,
} from '../../src/modules/speech/speech-speed.ts';
import { transcribeProject } from '../../src/modules/speech/transcribe.service.ts';
import { readVoiceActivity } from '../../src/modules/speech/voice-activity-store.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';
import { testModelsDir, whisperCli } from './speech-fixtures.ts';
import { createProjectWithVideo } from './speech-project.ts';

describe.each(dbKinds)('speech quality choices and re-transcribing on %s', (db) => {
  let bare: TestApp;
  let withModels: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let emptyModels: string;

  beforeAll(async () => {
    emptyModels = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-nomodels-'));
    bare = await createTestApp({ db, env: { MODELS_DIR: emptyModels } });
    withModels = await createTestApp({ db, env: { MODELS_DIR: testModelsDir, WHISPER_CLI: whisperCli } });
    alice = await createTestUser(bare.ctx);
    bob = await createTestUser(bare.ctx);
    carol = await createTestUser(withModels.ctx);
  });
  afterAll(async () => {
    await bare.close();
    await withModels.close();
    await fs.rm(emptyModels, { recursive: true, force: true });
  });

  const qualities = async (t: TestApp, user: TestUser, query: string) => {
    const res = await t.app.inject({
      url: `/api/speech/qualities?${query}`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    return speechQualitiesSchema.parse(res.json());
  };
  const retranscribe = (user: TestUser, id: string, payload: unknown) =>
    bare.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/transcribe`,
      headers: { cookie: user.cookie, 'sec-fetch-site': 'same-origin' },
      payload: payload as object,
    });

  it('should offer the basic recogniser as Fast without Whisper, and say what the others need', async () => {
    const { options, recommended } = await qualities(bare, alice, 'lang=en&seconds=60');
    expect(recommended).toBe('fast');
    expect(options.map((o) => [o.quality, o.available, o.engine])).toEqual([
      ['fast', true, 'pocketsphinx'],
      ['balanced', false, null],
      ['best', false, null],
    ]);
    expect(options[2]?.note).toMatch(/Not installed on this server/);
    const hindi = await qualities(bare, alice, 'lang=hi&seconds=60');
    expect(hindi.recommended).toBeNull();
    expect(hindi.options.every((o) => !o.available)).toBe(true);
  });

  it('should map Fast to an installed small Whisper model and estimate from the measured speed', async () => {
    const before = await qualities(withModels, carol, 'lang=en&seconds=120');
    expect(before.options[0]).toMatchObject({
      quality: 'fast',
      available: true,
      engine: 'whisper',
      model: 'tiny.en',
    });
    expect(before.options[0]?.estimateSeconds).toBeNull(); // never ran here yet
    await withModels.ctx.storage.writeFile(
      'speech/speed.json',
      JSON.stringify({
        'whisper:tiny.en': { msPerAudioSecond: 250, runs: 3, updatedAt: '2026-11-24T00:00:00Z' },
      }),
    );
    const after = await qualities(withModels, carol, 'lang=en&seconds=120');
    expect(after.options[0]?.estimateSeconds).toBe(30);
  });

  it('should record the speed of a real run, and estimate a heard project from its own speech', async () => {
    // As on a server that never ran the recogniser: other tests' runs are counted in the same file.
    await bare.ctx.storage.delete(SPEECH_SPEED_KEY);
    const id = await createProjectWithVideo(bare.ctx, alice.id, 'librivox-0880');
    await transcribeProject(bare.ctx, id);
    const speeds = await readSpeeds(bare.ctx.storage);
    expect(speeds['pocketsphinx:en-us']?.runs).toBe(1);
    expect(speeds['pocketsphinx:en-us']?.msPerAudioSecond).toBeGreaterThan(0);
    expect(speeds[PREPARE_SPEED_KEY]?.runs).toBe(1);
    const { options } = await qualities(bare, alice, 'lang=en&seconds=60');
    expect(options[0]).toMatchObject({ estimateBasis: 'length' });
    expect(options[0]?.estimateSeconds).toBeGreaterThan(0);

    // Writing its captions again: the server counts the speech it found, whatever length is sent.
    const activity = await readVoiceActivity(bare.ctx.storage, id);
    const heardMs = heardLengthMs(activity?.speech ?? [], activity?.durationMs ?? 0);
    expect(heardMs).toBeGreaterThan(0);
    const lengthMs = ((await findProject(bare.ctx.db, id))?.videoConfig.duration ?? 0) * 1000;
    const workMs =
      (expectedWorkMs(speeds, PREPARE_SPEED_KEY, lengthMs) ?? 0) +
      (expectedWorkMs(speeds, 'pocketsphinx:en-us', heardMs) ?? 0);
    const again = await qualities(bare, alice, `lang=en&seconds=9999&projectId=${id}`);
    expect(again.options[0]).toMatchObject({
      estimateBasis: 'speech',
      estimateSeconds: Math.max(1, Math.round(workMs / 1000)),
    });
    // Someone else's project is not found (nor is its speech told).
    const foreign = await bare.app.inject({
      url: `/api/speech/qualities?lang=en&projectId=${id}`,
      headers: { cookie: bob.cookie },
    });
    expect(foreign.statusCode).toBe(404);
  }, 180_000);

  it('should queue a re-transcription of a ready project with the chosen quality, for its owner only', async () => {
    const id = await createProjectWithVideo(bare.ctx, alice.id, 'librivox-0880');
    // Still transcribing: nothing to write again yet.
    expect((await retranscribe(alice, id, { quality: 'best' })).statusCode).toBe(409);
    await updateProjectStatus(bare.ctx, id, { status: 'ready', progress: 100 });
    expect((await retranscribe(bob, id, { quality: 'fast' })).statusCode).toBe(404);
    const bad = await retranscribe(alice, id, { quality: 'ultra' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await findProject(bare.ctx.db, id))?.status).toBe('ready');
    const res = await retranscribe(alice, id, { quality: 'fast' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ id, status: 'transcribing', progress: 0 });
    expect((await findProject(bare.ctx.db, id))?.videoConfig.quality).toBe('fast');
    expect((await bare.ctx.jobs.get(`transcribe-${id}`))?.state).toBe('queued');
  });

  it('should keep the style when the captions are written again, and replace edited captions', async () => {
    const id = await createProjectWithVideo(bare.ctx, alice.id, 'librivox-0880');
    await transcribeProject(bare.ctx, id);
    const style = { theme: 'mercury', fontSize: 42, position: 'bottom' };
    await updateProject(bare.ctx.db, id, { style });
    // The user's edit: one word typed over.
    const heard = (await readCaptions(bare.ctx, id)) ?? [];
    expect(heard.length).toBeGreaterThan(2);
    const edited = heard.map((w, i) => (i === 0 ? { ...w, text: 'Edited', confidence: 1 } : w));
    const saved = await bare.app.inject({
      method: 'POST',
      url: '/update-subtitle',
      headers: { cookie: alice.cookie, 'sec-fetch-site': 'same-origin' },
      payload: { id, subtitleData: edited },
    });
    expect(saved.statusCode).toBe(200);

    expect((await retranscribe(alice, id, { quality: 'fast' })).statusCode).toBe(202);
    await transcribeProject(bare.ctx, id);
    const after = await findProject(bare.ctx.db, id);
    expect(after?.status).toBe('ready');
    expect(after?.style).toEqual(style);
    const again = (await readCaptions(bare.ctx, id)) ?? [];
    expect(again.map((w) => w.text)).toEqual(heard.map((w) => w.text));
  }, 240_000);
});
