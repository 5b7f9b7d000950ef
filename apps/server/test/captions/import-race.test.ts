import { setTimeout as sleep } from 'node:timers/promises';
import { type CaptionList, withWordIds } from '@wordreel/core';
import { captionSplice } from '@wordreel/core/studio/caption-splice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spliceSubtitles } from '../../src/modules/captions-edit/captions-edit.service.ts';
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
import { projectKeys } from '../../src/storage/storage.ts';
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

  /**
   * The real storage, whose `method` first runs `meanwhile` (the owner's other click) when `when`
   * says so for the call's key.
   */
  function storageRunningFirst(
    method: 'localFile' | 'writeFile',
    when: (key: string) => boolean,
    meanwhile: () => Promise<unknown>,
  ): AppContext['storage'] {
    const real = t.ctx.storage;
    return new Proxy(real, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop);
        if (typeof value !== 'function') return value;
        const bound = (value as (...a: unknown[]) => unknown).bind(target);
        if (prop !== method) return bound;
        return async (key: string, ...rest: unknown[]) => {
          if (when(key)) await meanwhile();
          return bound(key, ...rest);
        };
      },
    });
  }

  /** The import's audio read first runs `meanwhile`. */
  const storageDuringAudioLoad = (meanwhile: () => Promise<unknown>) =>
    storageRunningFirst('localFile', () => true, meanwhile);

  /** The write of the project's captions first runs `meanwhile`. */
  const storageDuringCaptionsWrite = (projectId: string, meanwhile: () => Promise<unknown>) =>
    storageRunningFirst('writeFile', (key) => key === projectKeys.captions(projectId), meanwhile);

  it('should make a caption edit sent while the import writes wait, then refuse it as made on the old words', async () => {
    const projectId = await createProjectWithVideo(t.ctx, owner.id, 'jfk');
    await writeCaptions(t.ctx, projectId, heard);
    await updateProjectStatus(t.ctx, projectId, { status: 'ready' });
    const seen = withWordIds(heard);
    const edited = seen.map((w, i) => (i === 1 ? { ...w, text: ' birds' } : w));
    let edit: Promise<unknown> = Promise.resolve('not sent');
    const storage = storageDuringCaptionsWrite(projectId, async () => {
      edit = spliceSubtitles(t.ctx, owner.id, projectId, [captionSplice(seen, edited)]).then(
        () => 'written',
        (err: unknown) => err,
      );
      // Unheld, the edit reads the old words and writes them back within this time, and is told 200.
      await sleep(300);
    });
    await importSubtitles({ ...t.ctx, storage }, owner.id, projectId, SRT);
    expect(await edit).toMatchObject({ code: 'CONFLICT' });
    const stored = (await readCaptions(t.ctx, projectId)) ?? [];
    expect(stored.map((c) => c.text).join('')).toBe('And so my fellow Americans,');
  }, 60_000);

  it('should refuse the import and leave the status the job set when a re-transcription starts during the audio load', async () => {
    const projectId = await createProjectWithVideo(t.ctx, owner.id, 'jfk');
    await writeCaptions(t.ctx, projectId, heard);
    await updateProjectStatus(t.ctx, projectId, { status: 'ready' });
    let retranscribed = false;
    const storage = storageDuringAudioLoad(async () => {
      await retranscribeProject(t.ctx, owner.id, null, projectId, 'fast');
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
