import type { VideoConfig } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlignStatus } from '@wordreel/core/captions/caption-import.schema';
import {
  CAPTIONS_NOT_READY,
  readCaptions,
  readCaptionsMeta,
} from '../../src/modules/captions/captions.store.ts';
import { ALIGNMENT_RUNNING } from '../../src/modules/captions/captions.service.ts';
import { updateProject } from '../../src/modules/projects/projects.repository.ts';
import { updateProjectStatus } from '../../src/modules/projects/projects.service.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';
import { expectValidCaptionList, referenceTranscripts } from './speech-fixtures.ts';
import { createProjectWithVideo, waitForAlignment } from './speech-project.ts';

describe('script alignment as a job', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  const script = () => referenceTranscripts().get('jfk') ?? '';

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createTestUser(t.ctx);
    other = await createTestUser(t.ctx);
  });
  afterAll(() => t.close());

  const ready = async (user: TestUser) => {
    const id = await createProjectWithVideo(t.ctx, user.id, 'jfk');
    await updateProjectStatus(t.ctx, id, { status: 'ready' });
    return id;
  };
  const align = (user: TestUser, id: string, text: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/captions/script`,
      headers: { cookie: user.cookie },
      payload: { text },
    });

  it('should answer at once, run one alignment per user at a time, report progress, then store the captions', async () => {
    const first = await ready(owner);
    const second = await ready(owner);
    const others = await ready(other);
    // The queue is not running yet: the first alignment waits, queued.
    const started = await align(owner, first, script());
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ jobId: expect.any(String) as string });
    const queued = await t.app.inject({
      url: `/api/projects/${first}/captions/script`,
      headers: { cookie: owner.cookie },
    });
    expect(queued.json()).toEqual({ state: 'queued', progress: 0, error: null });
    // A second one of the same user, on any project, waits for the first.
    const busy = await align(owner, second, script());
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ code: 'CONFLICT', message: ALIGNMENT_RUNNING });
    // The second project has no alignment of its own; another user's is separate.
    expect(
      (
        await t.app.inject({
          url: `/api/projects/${second}/captions/script`,
          headers: { cookie: owner.cookie },
        })
      ).json(),
    ).toMatchObject({ state: 'none' });
    expect((await align(other, others, script())).statusCode).toBe(202);
    // Recognition is started again on the other user's project while its alignment waits.
    await updateProjectStatus(t.ctx, others, { status: 'transcribing' });
    // Nobody else can read or start it.
    expect(
      (
        await t.app.inject({
          url: `/api/projects/${first}/captions/script`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(404);

    await t.ctx.jobs.start();
    const seen: AlignStatus[] = [];
    const end = await waitForAlignment(t, owner, first, (s) => seen.push(s));
    expect(end).toEqual({ state: 'done', progress: 100, error: null });
    const progress = seen.filter((s) => s.state === 'running').map((s) => s.progress);
    for (let i = 1; i < progress.length; i++)
      expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1] as number);
    const captions = (await readCaptions(t.ctx, first)) ?? [];
    expect(captions.map((c) => c.text).join('')).toBe(script());
    expectValidCaptionList(captions, 11_100);
    expect(await readCaptionsMeta(t.ctx, first)).toMatchObject({ engine: 'script' });
    // That one ends failed with the reason, and wrote nothing.
    expect(await waitForAlignment(t, other, others)).toEqual({
      state: 'failed',
      progress: 0,
      error: CAPTIONS_NOT_READY,
    });
    expect(await readCaptions(t.ctx, others)).toBeNull();

    // Once it has ended the user can align again.
    expect((await align(owner, second, script())).statusCode).toBe(202);
    expect((await waitForAlignment(t, owner, second)).state).toBe('done');
  });

  it('should refuse a script longer than the video can say, with a message, and queue nothing', async () => {
    const id = await ready(owner);
    const project = await t.ctx.db
      .selectFrom('project')
      .select('videoConfig')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await updateProject(t.ctx.db, id, {
      videoConfig: { ...(JSON.parse(project.videoConfig) as VideoConfig), duration: 11 },
    });
    const res = await align(owner, id, 'word '.repeat(56));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'BAD_REQUEST',
      message:
        'This script has 56 words, more than a video this long can say (at most 55). Please paste only the words spoken in this video.',
    });
    expect(
      (
        await t.app.inject({ url: `/api/projects/${id}/captions/script`, headers: { cookie: owner.cookie } })
      ).json(),
    ).toMatchObject({ state: 'none' });
  });
});
