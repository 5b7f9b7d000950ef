import type { CaptionList } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSubtitles } from '../../src/modules/captions/captions.service.ts';
import {
  CAPTIONS_NOT_READY,
  readCaptions,
  readCaptionsMeta,
  writeCaptions,
} from '../../src/modules/captions/captions.store.ts';
import { findProject } from '../../src/modules/projects/projects.repository.ts';
import { updateProjectStatus } from '../../src/modules/projects/projects.service.ts';
import { retranscribeProject } from '../../src/modules/speech/retranscribe.service.ts';
import type { AppContext } from '../../src/context.ts';
import { createProjectWithVideo } from '../speech/speech-project.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

/**
 * A subtitle import loads the video's audio (slow on a long video) between its first look at the
 * project and its write. A re-transcription started in that time writes its own captions at its end:
 * the import must be refused, not stored over a running job with the project shown `ready`.
 */

const SRT = '1\n00:00:00,300 --> 00:00:05,000\nAnd so my fellow Americans,\n';

const heard: CaptionList = [
  { text: 'Heard', startMs: 0, endMs: 400, confidence: 0.9, timestampMs: 200 },
  { text: ' words', startMs: 400, endMs: 900, confidence: 0.8, timestampMs: 650 },
];

describe.each(dbKinds)('subtitle import racing a re-transcription (%s)', (db) => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ db });
    owner = await createTestUser(t.ctx);
  });
  afterAll(() => t.close());

  /** The real storage, whose audio read for the import first runs `meanwhile` (the owner's other click). */
  function storageDuringAudioLoad(meanwhile: () => Promise<unknown>): AppContext['storage'] {
    const real = t.ctx.storage;
    return new Proxy(real, {
      get(target, prop) {
        if (prop === 'localFile')
          return async (key: string, dir: string) => {
            await meanwhile();
            return real.localFile(key, dir);
          };
        const value: unknown = Reflect.get(target, prop);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  it('should refuse the import and leave the status the job set when a re-transcription starts during the audio load', async () => {
    const projectId = await createProjectWithVideo(t.ctx, owner.id, 'jfk');
    await writeCaptions(t.ctx, projectId, heard);
    await updateProjectStatus(t.ctx, projectId, { status: 'ready' });
    let retranscribed = false;
    const storage = storageDuringAudioLoad(async () => {
      await retranscribeProject(t.ctx, owner.id, projectId, 'fast');
      retranscribed = true;
    });

    await expect(importSubtitles({ ...t.ctx, storage }, owner.id, projectId, SRT)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: CAPTIONS_NOT_READY,
    });
    expect(retranscribed).toBe(true);
    // The jobs do not run in this app: the re-transcription stays queued and the project with it.
    expect((await t.ctx.jobs.get(`transcribe-${projectId}`))?.state).toBe('queued');
    expect((await findProject(t.ctx.db, projectId))?.status).toBe('transcribing');
    expect(await readCaptions(t.ctx, projectId)).toEqual(heard);
    expect((await readCaptionsMeta(t.ctx, projectId))?.engine).not.toBe('import');
  }, 60_000);

  it('should still import when nothing starts meanwhile', async () => {
    const projectId = await createProjectWithVideo(t.ctx, owner.id, 'jfk');
    await updateProjectStatus(t.ctx, projectId, {
      status: 'failed',
      statusDetail: 'Captions could not be made',
    });
    const { captions } = await importSubtitles(t.ctx, owner.id, projectId, SRT);
    expect(captions.map((c) => c.text).join('')).toBe('And so my fellow Americans,');
    expect(await findProject(t.ctx.db, projectId)).toMatchObject({ status: 'ready', statusDetail: null });
    expect((await readCaptionsMeta(t.ctx, projectId))?.engine).toBe('import');
  }, 60_000);
});
