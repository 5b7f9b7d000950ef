import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppEvent, Project } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProject } from '../../src/modules/projects/projects.repository.ts';
import { sweepStaleUploads } from '../../src/modules/uploads/stale-uploads.service.ts';
import { claimFinish } from '../../src/modules/uploads/upload-finish-claim.ts';
import { uploadMessages } from '../../src/modules/uploads/upload-messages.ts';
import { UploadsService } from '../../src/modules/uploads/uploads.service.ts';
import type { AppStorage } from '../../src/storage/storage.ts';
import { makeClip } from '../media/media-fixtures.ts';
import { config, createTusUpload, filesUnder, listen, patchTusUpload } from '../projects/project-helpers.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

const TUS = { 'Tus-Resumable': '1.0.0' };
const STALE_MS = 60_000;

describe.each(dbKinds)('the project row of a tus upload on %s', (db) => {
  let t: TestApp;
  let base: string;
  let alice: TestUser;
  let bob: TestUser;
  let clips: string;
  let clip: Buffer;
  let tusDir: string;
  const events: AppEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp({ db, env: { UPLOAD_STALE_MS: String(STALE_MS) } });
    base = await listen(t);
    alice = await createTestUser(t.ctx);
    bob = await createTestUser(t.ctx);
    clips = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-clips-'));
    clip = await fs.readFile(await makeClip(clips, 'clip', { width: 480, height: 854, seconds: 2 }));
    tusDir = path.join(t.dataDir, 'uploads', 'tus');
    t.ctx.events.subscribe((event) => void events.push(event));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(clips, { recursive: true, force: true });
  });

  /** Creates an upload and returns its URL and id (which is the project id). */
  async function create(user: TestUser, length: number, videoConfig = config('phone.mp4', { duration: 2 })) {
    const res = await createTusUpload(base, { cookie: user.cookie }, length, {
      filename: 'phone.mp4',
      videoConfig,
    });
    expect(res.status).toBe(201);
    const url = new URL(res.headers.get('location') ?? '', `${base}/files/`).toString();
    return { url, id: new URL(url).pathname.split('/').pop() ?? '' };
  }

  const patch = (url: string, user: TestUser, offset: number, body: Buffer) =>
    patchTusUpload(url, { cookie: user.cookie }, offset, body);

  async function listOf(user: TestUser): Promise<Project[]> {
    const res = await fetch(`${base}/api/projects/user/${user.id}`, { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    return (await res.json()) as Project[];
  }

  /** Waits (tus reports progress at most once a second) until the listed row shows the percentage. */
  async function waitForProgress(id: string, percent: number): Promise<Project | undefined> {
    let row: Project | undefined;
    for (let i = 0; i < 40; i++) {
      row = (await listOf(alice)).find((p) => p.id === id);
      if (row?.progress === percent) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return row;
  }

  const leftovers = async (id: string) =>
    (await filesUnder(t.dataDir)).filter((f) => f.includes(id) && !f.startsWith('outbox'));

  it('should list a created upload as uploading for its owner only, rising with each PATCH', async () => {
    const { url, id } = await create(alice, clip.length);
    const listed = (await listOf(alice)).find((p) => p.id === id);
    expect(listed).toMatchObject({
      status: 'uploading',
      progress: 0,
      name: 'phone.mp4',
      videoConfig: { name: 'phone.mp4', lang: 'en', orientation: 'portrait', size: clip.length, duration: 2 },
    });
    expect((await listOf(bob)).some((p) => p.id === id)).toBe(false);
    const foreign = { headers: { cookie: bob.cookie } };
    expect((await fetch(`${base}/api/projects/${id}`, foreign)).status).toBe(404);
    expect((await fetch(`${base}/api/projects/${id}`, { ...foreign, method: 'DELETE' })).status).toBe(404);
    const foreignCancel = await fetch(url, { method: 'DELETE', headers: { ...TUS, cookie: bob.cookie } });
    expect(foreignCancel.status).toBe(404);

    const twoFifths = Math.floor(clip.length * 0.4);
    expect((await patch(url, alice, 0, clip.subarray(0, twoFifths))).status).toBe(204);
    const percentAt = (offset: number) => Math.floor((offset / clip.length) * 100);
    expect((await waitForProgress(id, percentAt(twoFifths)))?.status).toBe('uploading');
    const fourFifths = Math.floor(clip.length * 0.8);
    expect((await patch(url, alice, twoFifths, clip.subarray(twoFifths, fourFifths))).status).toBe(204);
    expect((await waitForProgress(id, percentAt(fourFifths)))?.status).toBe('uploading');
    // Each percentage reached the owner as a live event.
    const progressEvents = events.filter((e) => e.type === 'project' && e.projectId === id);
    const percents = progressEvents.map((e) => e.progress);
    expect(percents).toEqual(expect.arrayContaining([percentAt(twoFifths), percentAt(fourFifths)]));
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(progressEvents.every((e) => e.userId === alice.id)).toBe(true);

    // The web's confirm step works on the row while it is still uploading.
    const confirm = await fetch(`${base}/api/projects`, {
      method: 'POST',
      headers: { cookie: alice.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: id, videoConfig: { name: 'Beach day', lang: 'hi' } }),
    });
    expect(confirm.status).toBe(201);

    const done = await patch(url, alice, fourFifths, clip.subarray(fourFifths));
    expect(done.status).toBe(204);
    expect(done.headers.get('upload-project-id')).toBe(id);
    const finished = await findProject(t.ctx.db, id);
    expect(['uploaded', 'processing']).toContain(finished?.status);
    expect(finished).toMatchObject({
      userId: alice.id,
      name: 'Beach day',
      videoConfig: { name: 'Beach day', lang: 'hi', size: clip.length, sourceExt: 'mp4' },
    });
    expect((await listOf(alice)).filter((p) => p.id === id)).toHaveLength(1);
    expect(await t.ctx.storage.exists(`projects/${id}/original.mp4`)).toBe(true);
    expect(await filesUnder(tusDir)).not.toContain(id);
    // A progress report that arrives late never puts the finished project back to uploading.
    await new Promise((r) => setTimeout(r, 1200));
    expect((await findProject(t.ctx.db, id))?.status).not.toBe('uploading');
  });

  it('should finish an upload once when two API processes finish it at once, and keep the project', async () => {
    // Two API processes sharing DATA_DIR and the database (each has its own UploadsService) both get
    // the upload's end, as when a client retries its final PATCH through a load balancer.
    const { id } = await create(alice, clip.length);
    await fs.writeFile(path.join(tusDir, id), clip);
    // The app's own storage, counting the intakes that reach the move into it. The race is made
    // certain: a move waits until the other finish has reached its move too, or has answered.
    let moves = 0;
    let letMovesGo = () => {};
    const bothThere = new Promise<void>((resolve) => (letMovesGo = resolve));
    const storage = Object.create(t.ctx.storage) as AppStorage;
    storage.moveIn = async (key, source) => {
      if (++moves === 2) letMovesGo();
      await bothThere;
      return t.ctx.storage.moveIn(key, source);
    };
    const shared = { ...t.ctx, storage };
    const [first, second] = await Promise.all([UploadsService.create(shared), UploadsService.create(shared)]);
    const metadata = config('phone.mp4', { duration: 2 });
    const finishes = [first, second].map((uploads) =>
      uploads.finishUpload(alice.id, null, id, { videoConfig: metadata }),
    );
    for (const finish of finishes) void finish.then(letMovesGo, letMovesGo);
    const results = await Promise.allSettled(finishes);
    expect(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))).toEqual([id]);
    // The project is the one that finished: stored, queued once, not deleted by the other.
    const project = await findProject(t.ctx.db, id);
    expect(['uploaded', 'processing']).toContain(project?.status);
    expect(await t.ctx.storage.exists(`projects/${id}/original.mp4`)).toBe(true);
    expect(await t.ctx.jobs.get(`media-${id}`)).toBeTruthy();
    expect(await filesUnder(tusDir)).not.toContain(id);
    const debits = await t.ctx.db
      .selectFrom('creditLedger')
      .select('id')
      .where('projectId', '=', id)
      .execute();
    expect(debits).toHaveLength(1);
    const uploaded = events.filter(
      (e) => e.projectId === id && e.type === 'project' && e.status === 'uploaded',
    );
    expect(uploaded).toHaveLength(1);
    // The other is told why it did not finish it (its client's HEAD then finds the project), and never
    // ran the intake: one claim on the row let a single process probe and move the file.
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'LOCKED', message: uploadMessages.finishedElsewhere });
    expect(moves).toBe(1);
  });

  it('should tell a tus client to wait (423, not a 4xx that makes it start over) while another process finishes its upload', async () => {
    const { url, id } = await create(alice, clip.length);
    const last = clip.length - 1000;
    expect((await patch(url, alice, 0, clip.subarray(0, last))).status).toBe(204);
    // Another API process holds the finish.
    const elsewhere = await claimFinish(t.ctx, id, 60_000);
    expect(elsewhere).not.toBeNull();

    const done = await patch(url, alice, last, clip.subarray(last));
    expect(done.status).toBe(423);
    expect(await done.text()).toContain(uploadMessages.finishedElsewhere);
    // tus-js-client resumes with a HEAD: any 4xx but 423 there makes it upload the file again as a
    // new project.
    const head = () => fetch(url, { method: 'HEAD', headers: { ...TUS, cookie: alice.cookie } });
    expect((await head()).status).toBe(423);
    expect((await findProject(t.ctx.db, id))?.status).toBe('uploading');

    // The other process stopped without finishing (its claim let go): the client's next HEAD does.
    await elsewhere?.release();
    const resumed = await head();
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('upload-offset')).toBe(String(clip.length));
    expect(resumed.headers.get('upload-project-id')).toBe(id);
    expect(await t.ctx.storage.exists(`projects/${id}/original.mp4`)).toBe(true);
  });

  it('should remove the row and every file when the finished file is refused', async () => {
    const junk = Buffer.alloc(50_000, 7);
    const { url, id } = await create(alice, junk.length);
    expect((await listOf(alice)).some((p) => p.id === id)).toBe(true);
    const res = await patch(url, alice, 0, junk);
    expect(res.status).toBe(415);
    expect(JSON.parse(await res.text())).toMatchObject({ message: 'The file is not a video we can read.' });
    expect(await findProject(t.ctx.db, id)).toBeUndefined();
    expect(await leftovers(id)).toEqual([]);
  });

  it('should remove the row and every file when the upload is terminated', async () => {
    const { url, id } = await create(alice, clip.length);
    expect((await patch(url, alice, 0, clip.subarray(0, 30_000))).status).toBe(204);
    const res = await fetch(url, { method: 'DELETE', headers: { ...TUS, cookie: alice.cookie } });
    expect(res.status).toBe(204);
    expect(await findProject(t.ctx.db, id)).toBeUndefined();
    expect((await listOf(alice)).some((p) => p.id === id)).toBe(false);
    expect(await leftovers(id)).toEqual([]);
  });

  it('should end the upload when its project is deleted mid-way', async () => {
    const { url, id } = await create(alice, clip.length);
    expect((await patch(url, alice, 0, clip.subarray(0, 30_000))).status).toBe(204);
    const del = await fetch(`${base}/api/projects/${id}`, {
      method: 'DELETE',
      headers: { cookie: alice.cookie },
    });
    expect(del.status).toBe(200);
    // The bytes received so far go with the project, not at the client's next request or a sweep.
    expect(await leftovers(id)).toEqual([]);
    expect((await patch(url, alice, 30_000, clip.subarray(30_000))).status).toBe(404);
    expect(await leftovers(id)).toEqual([]);
  });

  it('should sweep away an abandoned upload and keep a fresh one', async () => {
    const abandoned = await create(alice, clip.length);
    expect((await patch(abandoned.url, alice, 0, clip.subarray(0, 30_000))).status).toBe(204);
    const fresh = await create(alice, clip.length);
    expect((await patch(fresh.url, alice, 0, clip.subarray(0, 30_000))).status).toBe(204);
    const past = new Date(Date.now() - STALE_MS - 5_000);
    await fs.utimes(path.join(tusDir, abandoned.id), past, past);
    await fs.utimes(path.join(tusDir, `${abandoned.id}.json`), past, past);

    expect(await sweepStaleUploads(t.ctx, tusDir)).toEqual([abandoned.id]);
    expect(await findProject(t.ctx.db, abandoned.id)).toBeUndefined();
    expect(await leftovers(abandoned.id)).toEqual([]);
    expect((await findProject(t.ctx.db, fresh.id))?.status).toBe('uploading');
    expect((await filesUnder(tusDir)).filter((f) => f.startsWith(fresh.id))).toHaveLength(2);
  });

  it('should not sweep an old upload whose finish an API process holds, and sweep it once the claim ran out', async () => {
    const { url, id } = await create(alice, clip.length);
    expect((await patch(url, alice, 0, clip.subarray(0, 30_000))).status).toBe(204);
    const past = new Date(Date.now() - STALE_MS - 5_000);
    await fs.utimes(path.join(tusDir, id), past, past);
    const claim = await claimFinish(t.ctx, id, 60_000);
    expect(claim).not.toBeNull();

    expect(await sweepStaleUploads(t.ctx, tusDir)).not.toContain(id);
    expect((await findProject(t.ctx.db, id))?.status).toBe('uploading');
    // A dead holder's claim runs out: then the upload is as abandoned as any.
    expect(await sweepStaleUploads(t.ctx, tusDir, Date.now() + 61_000)).toContain(id);
    expect(await findProject(t.ctx.db, id)).toBeUndefined();
    await claim?.release();
  });
});
