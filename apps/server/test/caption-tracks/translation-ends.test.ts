import type { CaptionItem, CaptionTrack, CaptionTrackList } from '@wordreel/core';
import { MESSAGES } from '@wordreel/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { findTrack, insertTrack } from '../../src/modules/caption-tracks/caption-tracks.repository.ts';
import { TRACK_SETTLE_GRACE_MS } from '../../src/modules/caption-tracks/track-job-state.ts';
import { CAPTIONS_UNREADABLE, writeCaptions } from '../../src/modules/captions/captions.store.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { startFakeLlm, type FakeLlm, type LlmRequest } from '../llm/fake-llm-server.ts';
import { makeClip, seedProject } from '../render/render-fixtures.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

/**
 * A translation that ends any other way than its job's own `fail()` (a throw after the track says
 * `running`, a cancel, a lost job, a job that could not be queued) still ends the track: `failed` with
 * a message for the owner, and "Translate again" works. Never "Translating…" with no job behind it.
 */

const WORDS: CaptionItem[] = Array.from({ length: 5 }, (_, i) => ({
  text: `${i === 0 ? '' : ' '}word${i}`,
  startMs: i * 1500,
  endMs: i * 1500 + 600,
  confidence: 0.9,
  timestampMs: i * 1500,
}));

function translate(request: LlmRequest) {
  const user = request.body.messages.at(-1)?.content ?? '{}';
  const asked = (JSON.parse(user) as { pages: { id: string; text: string }[] }).pages;
  return { content: JSON.stringify({ pages: asked.map((p) => ({ id: p.id, text: `es ${p.text}` })) }) };
}

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const giveUp = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > giveUp) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The tracks of one project of an app, through its owner's routes and the rows behind them. */
function tracksOf(t: TestApp, owner: TestUser, projectId: string) {
  const create = (language: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/tracks`,
      headers: { cookie: owner.cookie },
      payload: { language },
    });
  const listed = async (trackId: string) => {
    const res = await t.app.inject({
      url: `/api/projects/${projectId}/tracks`,
      headers: { cookie: owner.cookie },
    });
    return res.json<CaptionTrackList>().tracks.find((tr) => tr.id === trackId);
  };
  const row = (trackId: string) => findTrack(t.ctx.db, trackId);
  const translatedAgain = async (language: string, trackId: string) => {
    expect((await create(language)).statusCode).toBe(202);
    const done = await waitFor(
      'translated again',
      () => listed(trackId),
      (tr) => tr?.state === 'done',
    );
    expect(done).toMatchObject({ error: null, progress: 100, pageCount: WORDS.length });
  };
  return { create, listed, row, translatedAgain };
}
type Tracks = ReturnType<typeof tracksOf>;

describe.each(dbKinds)('how a translation ends (%s)', (db) => {
  let llm: FakeLlm;
  let t: TestApp;
  let owner: TestUser;
  let clip: string;
  // The model's own timeout is long: only the job's signal can end a hung request early.
  const appWithLlm = () =>
    createTestApp({ db, env: { LLM_BASE_URL: llm.url, LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '60000' } });

  beforeAll(async () => {
    llm = await startFakeLlm(translate);
    t = await appWithLlm();
    await t.ctx.jobs.start();
    owner = await createTestUser(t.ctx);
    clip = await makeClip({ seconds: 2 });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  /** Each test's own project, so one test's damage or stuck track is not the next one's. */
  let projectId = '';
  let create: Tracks['create'];
  let listed: Tracks['listed'];
  let row: Tracks['row'];
  let translatedAgain: Tracks['translatedAgain'];
  beforeEach(async () => {
    llm.answerWith(translate);
    projectId = await seedProject(t.ctx, owner.id, clip, WORDS);
    ({ create, listed, row, translatedAgain } = tracksOf(t, owner, projectId));
  });

  it('should fail the track with the reason when the job throws after the track says running', async () => {
    // Queued while no job runs (an app of its own: the shared one's jobs run), and the captions
    // are damaged before the job reads them.
    const idle = await appWithLlm();
    onTestFinished(() => idle.close());
    const idleOwner = await createTestUser(idle.ctx);
    const idleProject = await seedProject(idle.ctx, idleOwner.id, clip, WORDS);
    const { create, listed, row, translatedAgain } = tracksOf(idle, idleOwner, idleProject);
    const created = await create('es');
    expect(created.statusCode).toBe(202);
    const { id } = created.json<CaptionTrack>();
    await idle.ctx.storage.writeFile(projectKeys.captions(idleProject), '{ not captions');
    await idle.ctx.jobs.start();

    const job = await waitFor(
      'job',
      () => idle.ctx.jobs.get(`translate-${id}`),
      (j) => j?.state === 'failed',
    );
    expect(job?.error).toBe(CAPTIONS_UNREADABLE);
    const failed = await waitFor(
      'track',
      () => row(id),
      (r) => r?.state !== 'running' && r?.state !== 'queued',
    );
    expect(failed).toMatchObject({ state: 'failed', progress: 0, error: CAPTIONS_UNREADABLE });

    await writeCaptions(idle.ctx, idleProject, WORDS);
    expect(await listed(id)).toMatchObject({ state: 'failed', error: CAPTIONS_UNREADABLE });
    await translatedAgain('es', id);
  }, 60_000);

  it('should end a hung language-model request when its track is deleted', async () => {
    llm.answerWith(() => 'hang');
    const before = llm.seen.length;
    const { id } = (await create('de')).json<CaptionTrack>();
    await waitFor(
      'request',
      () => Promise.resolve(llm.seen.length),
      (n) => n > before,
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${projectId}/tracks/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    // Well before the model's own 60 s timeout: the job's abort reached the request.
    await waitFor(
      'abandoned request',
      () => Promise.resolve(llm.abandoned.length),
      (n) => n > 0,
    );
    expect(llm.seen.length - before).toBe(1);
    expect(await t.ctx.jobs.get(`translate-${id}`)).toMatchObject({ state: 'cancelled' });
    llm.answerWith(translate);
  }, 30_000);

  it('should show a track whose job is gone as failed once a fresh enqueue could have landed', async () => {
    const now = Date.now();
    const stuck = {
      projectId,
      state: 'running' as const,
      progress: 40,
      error: null,
      pages: null,
      sourceHash: null,
      createdAt: now,
    };
    // A worker killed before the queue could run `onFailed`: the row says running, no job exists.
    await insertTrack(t.ctx.db, {
      ...stuck,
      id: 'lost-it',
      language: 'it',
      updatedAt: now - TRACK_SETTLE_GRACE_MS - 1,
    });
    // One just written: its job may be being queued right now.
    await insertTrack(t.ctx.db, { ...stuck, id: 'young-pt', language: 'pt', updatedAt: now });

    expect(await listed('lost-it')).toMatchObject({
      state: 'failed',
      progress: 0,
      error: MESSAGES.TRANSLATION_STOPPED,
    });
    expect(await row('lost-it')).toMatchObject({ state: 'failed', error: MESSAGES.TRANSLATION_STOPPED });
    expect(await listed('young-pt')).toMatchObject({ state: 'running', progress: 40 });
    await translatedAgain('it', 'lost-it');
  }, 60_000);

  it('should fail the track when its job cannot be queued, and translate on the next try', async () => {
    // The queue's store refuses the write (a full disk, a dropped connection): a real failed INSERT.
    if (db === 'sqlite') {
      await sql`CREATE TRIGGER refuse_jobs BEFORE INSERT ON job BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`.execute(
        t.ctx.db,
      );
    } else {
      await sql`CREATE FUNCTION refuse_jobs() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk I/O error'; END $$ LANGUAGE plpgsql`.execute(
        t.ctx.db,
      );
      await sql`CREATE TRIGGER refuse_jobs BEFORE INSERT ON job FOR EACH ROW EXECUTE FUNCTION refuse_jobs()`.execute(
        t.ctx.db,
      );
    }
    const refused = await create('fr');
    expect(refused.statusCode).toBe(500);
    const { tracks } = (
      await t.app.inject({ url: `/api/projects/${projectId}/tracks`, headers: { cookie: owner.cookie } })
    ).json<CaptionTrackList>();
    const fr = tracks.find((tr) => tr.language === 'fr');
    expect(fr).toMatchObject({ state: 'failed', error: MESSAGES.TRANSLATION_STOPPED });

    await sql`DROP TRIGGER refuse_jobs${sql.raw(db === 'sqlite' ? '' : ' ON job')}`.execute(t.ctx.db);
    await translatedAgain('fr', fr?.id ?? '');
  }, 60_000);
});
