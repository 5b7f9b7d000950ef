import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../src/context.ts';
import { sqliteFile } from '../../src/db/database.ts';
import { createLogger } from '../../src/logger.ts';
import { writeCaptions } from '../../src/modules/captions/captions.store.ts';
import { insertProject } from '../../src/modules/projects/projects.repository.ts';
import {
  deleteProject,
  renameOwnProject,
  updateProjectStatus,
} from '../../src/modules/projects/projects.service.ts';
import { appWithFreshUsers } from '../app-suite.ts';
import { startS3Server, type TestS3Server } from '../storage/s3-server.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

/**
 * The project list and the caption JSON are served from memory, serialised once per version
 * (decision 040). What must hold: a write is in the very next read, whoever wrote it (a route, a job,
 * another connection or process), and one user's list never reaches another.
 */
describe.each(dbKinds)('cached project list and captions JSON on %s', (db) => {
  // Users of each test's own: the lists hold that test's projects only.
  const suite = appWithFreshUsers(db);

  const newProject = async (user: TestUser, name: string) => {
    const id = randomBytes(16).toString('hex');
    await insertProject(suite.t.ctx.db, {
      id,
      userId: user.id,
      name,
      videoConfig: { name, lang: 'en', orientation: 'portrait' },
      status: 'ready',
    });
    return id;
  };
  const list = (user: TestUser, headers: Record<string, string> = {}) =>
    suite.t.app.inject({
      url: `/api/projects/user/${user.id}`,
      headers: { cookie: user.cookie, ...headers },
    });
  const names = async (user: TestUser) => {
    const res = await list(user);
    expect(res.statusCode).toBe(200);
    return res
      .json<{ name: string }[]>()
      .map((p) => p.name)
      .sort();
  };

  /** A write the way another process makes it: its own connection to the same database. */
  const renameElsewhere = async (projectId: string, name: string) => {
    if (db === 'postgres') {
      const client = new pg.Client({ connectionString: suite.t.ctx.config.DATABASE_URL });
      await client.connect();
      await client.query('UPDATE project SET name = $1 WHERE id = $2', [name, projectId]);
      await client.end();
    } else {
      const other = new SqliteDatabase(sqliteFile(suite.t.ctx.config));
      other.prepare('UPDATE project SET name = ? WHERE id = ?').run(name, projectId);
      other.close();
    }
  };

  it('should show every kind of write in the next read, and only to its owner', async () => {
    const first = await newProject(suite.alice, 'a1');
    expect(await names(suite.alice)).toEqual(['a1']);
    expect(await names(suite.bob)).toEqual([]);

    // A project added (an upload, an AI Shorts clip): no route of the list's was involved.
    const second = await newProject(suite.alice, 'a2');
    expect(await names(suite.alice)).toEqual(['a1', 'a2']);

    // A rename through the service, a progress tick (updatedAt does not move), a delete.
    await renameOwnProject(suite.t.ctx, suite.alice.id, first, 'a1 renamed');
    expect(await names(suite.alice)).toEqual(['a1 renamed', 'a2']);
    await updateProjectStatus(suite.t.ctx, second, { status: 'ready', progress: 37 });
    const ticked = (await list(suite.alice)).json<{ id: string; progress: number }[]>();
    expect(ticked.find((p) => p.id === second)?.progress).toBe(37);
    await deleteProject(suite.t.ctx, second);
    expect(await names(suite.alice)).toEqual(['a1 renamed']);

    // Another process's write (a worker, a second API server).
    await renameElsewhere(first, 'a1 by a worker');
    expect(await names(suite.alice)).toEqual(['a1 by a worker']);

    // Bob's writes and reads never show Alice's list, cached or not; nor can he ask for hers.
    await newProject(suite.bob, 'b1');
    expect(await names(suite.bob)).toEqual(['b1']);
    expect(await names(suite.alice)).toEqual(['a1 by a worker']);
    const asBob = await suite.t.app.inject({
      url: `/api/projects/user/${suite.alice.id}`,
      headers: { cookie: suite.bob.cookie },
    });
    expect(asBob.statusCode).toBe(403);
    expect(asBob.body).not.toContain('a1 by a worker');
  });

  it('should answer 304 to the version the client holds, and the new list after a write', async () => {
    const id = await newProject(suite.alice, 'etag me');
    const first = await list(suite.alice);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await list(suite.alice, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another user sending Alice's ETag gets his own list, not a 304 for hers.
    const bobs = await list(suite.bob, { 'if-none-match': etag });
    expect(bobs.statusCode).toBe(200);

    await renameOwnProject(suite.t.ctx, suite.alice.id, id, 'etag me again');
    const changed = await list(suite.alice, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<{ name: string }[]>().map((p) => p.name)).toContain('etag me again');
  });

  it('should gzip the list for a client that takes it, the same JSON as the plain answer', async () => {
    for (let i = 0; i < 10; i++) await newProject(suite.alice, `gzip ${i}`);
    const plain = await list(suite.alice);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await list(suite.alice, { 'accept-encoding': 'br;q=1, gzip;q=0.8' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await list(suite.alice, { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('should serve the captions JSON of the version on disk: a new file in the next read, 304, gzip', async () => {
    const id = await newProject(suite.alice, 'captions');
    const words = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        text: ` w${i}`,
        startMs: i * 100,
        endMs: i * 100 + 90,
        confidence: 1,
        timestampMs: i * 100,
      }));
    const read = (headers: Record<string, string> = {}) =>
      suite.t.app.inject({ url: `/public/${id}.json`, headers: { cookie: suite.alice.cookie, ...headers } });

    await writeCaptions(suite.t.ctx, id, words(50));
    const first = await read();
    expect(first.json<unknown[]>().length).toBe(50);
    expect((await read({ 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    const zipped = await read({ 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(first.body);

    await writeCaptions(suite.t.ctx, id, words(60));
    const second = await read({ 'if-none-match': first.headers.etag as string });
    expect(second.statusCode).toBe(200);
    expect(second.json<unknown[]>().length).toBe(60);
    // Ranges still come from the file.
    const ranged = await read({ range: 'bytes=0-0' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.body).toBe('[');
    // Not Bob's to read, cached or not.
    const asBob = await suite.t.app.inject({
      url: `/public/${id}.json`,
      headers: { cookie: suite.bob.cookie },
    });
    expect(asBob.statusCode).toBe(404);
  });

  it('should show a captions write of any kind in the next read, from this process or another, only to the owner', async () => {
    const id = await newProject(suite.alice, 'captions from everywhere');
    const read = (user: TestUser, headers: Record<string, string> = {}) =>
      suite.t.app.inject({ url: `/public/${id}.json`, headers: { cookie: user.cookie, ...headers } });
    const text = async () => {
      const res = await read(suite.alice);
      expect(res.statusCode).toBe(200);
      return res
        .json<{ text: string }[]>()
        .map((w) => w.text)
        .join('');
    };
    // Every version has the same number of words of the same length: only the captions version tells
    // them apart (the file's size never changes, and the bytes of the old one are in memory).
    const two = (a: string, b: string) =>
      [a, b].map((text, i) => ({
        text,
        startMs: i * 500,
        endMs: i * 500 + 400,
        confidence: 1,
        timestampMs: i * 500,
      }));
    await writeCaptions(suite.t.ctx, id, two(' aaa', ' bbb'));
    expect(await text()).toBe(' aaa bbb');
    const held = (await read(suite.alice)).headers.etag as string;

    // The studio's edit.
    const edit = await suite.t.app.inject({
      method: 'POST',
      url: '/update-subtitle',
      headers: { cookie: suite.alice.cookie },
      payload: { id, subtitleData: two(' ccc', ' ddd') },
    });
    expect(edit.statusCode).toBe(200);
    expect(await text()).toBe(' ccc ddd');

    // A subtitle import.
    const imported = await suite.t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/captions/import`,
      headers: { cookie: suite.alice.cookie },
      payload: { text: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\neee fff\n' },
    });
    expect(imported.statusCode).toBe(200);
    expect(await text()).toBe('eee fff');

    // Another process (recognition, script alignment, AI Shorts run as jobs on a worker): its own
    // database connection and its own store, nothing shared in memory with this server.
    const worker = await createContext(suite.t.ctx.config, createLogger(suite.t.ctx.config));
    try {
      await writeCaptions(worker, id, two(' ggg', ' hhh'));
      expect(await text()).toBe(' ggg hhh');
      await writeCaptions(worker, id, two(' iii', ' jjj'));
    } finally {
      await worker.close();
    }
    const changed = await read(suite.alice, { 'if-none-match': held });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain(' iii');

    // The bytes are in memory, but not Bob's to read; nor anyone's once the project is gone.
    const asBob = await read(suite.bob);
    expect(asBob.statusCode).toBe(404);
    expect(asBob.body).not.toContain(' iii');
    await deleteProject(suite.t.ctx, id);
    expect((await read(suite.alice)).statusCode).toBe(404);
  });
});

describe('captions JSON kept in memory over an object store', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ db: 'sqlite', env: s3.env });
    alice = await createTestUser(t.ctx);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('should serve a same-size rewrite in the same second (S3 times are whole seconds)', async () => {
    const id = randomBytes(16).toString('hex');
    await insertProject(t.ctx.db, {
      id,
      userId: alice.id,
      name: 's3',
      videoConfig: { name: 's3', lang: 'en', orientation: 'portrait' },
      status: 'ready',
    });
    const word = (text: string) => [{ text, startMs: 0, endMs: 90, confidence: 1, timestampMs: 0 }];
    const read = () => t.app.inject({ url: `/public/${id}.json`, headers: { cookie: alice.cookie } });
    await writeCaptions(t.ctx, id, word(' the'));
    expect(await read()).toHaveProperty('body', JSON.stringify(word(' the')));
    await writeCaptions(t.ctx, id, word(' and'));
    const second = await read();
    expect(second.body).toBe(JSON.stringify(word(' and')));
  });
});
