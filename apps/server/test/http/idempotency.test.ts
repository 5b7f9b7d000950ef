import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip, payloadFor, seedProject, word } from '../render/render-fixtures.ts';
import { config, filesUnder, listen, postUpload } from '../projects/project-helpers.ts';
import { uploadTempPath } from '../../src/modules/uploads/upload-temp-dir.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

describe.each(dbKinds)('Idempotency-Key and per-key rate limits (%s)', (db) => {
  let t: TestApp;
  let base: string;
  let user: TestUser;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp({ db, env: { RENDER_X264_PRESET: 'superfast', API_KEY_RATE_LIMIT: '40' } });
    base = await listen(t);
    user = await createTestUser(t.ctx);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/api-key',
      headers: { cookie: user.cookie },
    });
    key = created.json<{ key: string }>().key;
  });
  afterAll(() => t.close());

  const credits = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('user')
          .select('credits')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).credits,
    );
  const render = (payload: object, idem?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/render',
      headers: { authorization: `Bearer ${key}`, ...(idem ? { 'idempotency-key': idem } : {}) },
      payload,
    });

  it('should answer a repeated POST with the first answer and do the work once', async () => {
    const id = await seedProject(t.ctx, user.id, await makeClip({ seconds: 20 }), [word('Hi', 0, 400)]);
    const before = await credits();
    const first = await render(payloadFor(id), 'export-1');
    expect(first.statusCode).toBe(202);
    const again = await render(payloadFor(id), 'export-1');
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await credits()).toBe(before - 1);
    const ledger = await t.ctx.db
      .selectFrom('creditLedger')
      .select('id')
      .where('projectId', '=', id)
      .execute();
    expect(ledger).toHaveLength(1);

    const other = await render({ ...payloadFor(id), fontColor: 'red' }, 'export-1');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      code: 'CONFLICT',
      message: 'This Idempotency-Key was already used with a different request.',
    });
    // Without the key the second export is refused as busy, as always.
    expect((await render(payloadFor(id))).statusCode).toBe(409);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${id}/render`,
      headers: { authorization: `Bearer ${key}` },
    });
  });

  it("should keep each user's keys apart and refuse a malformed key", async () => {
    const other = await createTestUser(t.ctx);
    const id = await seedProject(t.ctx, other.id, await makeClip(), [word('Hi', 0, 400)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/render',
      headers: { cookie: other.cookie, 'idempotency-key': 'export-1' },
      payload: payloadFor(id),
    });
    expect(res.statusCode).toBe(202);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    const bad = await render(payloadFor(id), 'x'.repeat(256));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/Idempotency-Key/);
  });

  it('should replay a multipart upload retried with the same bytes, and refuse other bytes of the same length', async () => {
    const clip = await makeClip();
    // Same length, one byte different near the end: the old fingerprint (length and type) saw no difference.
    const bytes = await fs.readFile(clip);
    const altered = Buffer.from(bytes);
    altered[altered.length - 10] = (altered[altered.length - 10]! + 1) % 256;
    const alteredClip = path.join(path.dirname(clip), 'altered.mp4');
    await fs.writeFile(alteredClip, altered);
    const send = (file: string) =>
      postUpload(
        base,
        '',
        { file: { path: file, name: 'retry.mp4' }, videoConfig: config('retry.mp4') },
        { authorization: `Bearer ${key}`, 'idempotency-key': 'upload-1' },
      );
    const first = await send(clip);
    expect(first.status).toBe(201);
    const second = await send(clip);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const a = (await first.json()) as { projectId: string };
    const b = (await second.json()) as { projectId: string };
    expect(b.projectId).toBe(a.projectId);
    const projects = () =>
      t.ctx.db.selectFrom('project').select('id').where('userId', '=', user.id).execute();
    const before = { projects: await projects(), credits: await credits() };
    expect(before.projects.filter((p) => p.id === a.projectId)).toHaveLength(1);

    const other = await send(alteredClip);
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({
      code: 'CONFLICT',
      message: 'This Idempotency-Key was already used with a different request.',
    });
    // Nothing changed: no project, no charge, no file left behind, and the key still replays the first.
    expect(await projects()).toEqual(before.projects);
    expect(await credits()).toBe(before.credits);
    expect(await filesUnder(uploadTempPath(t.ctx.config))).toEqual([]);
    const third = await send(clip);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(((await third.json()) as { projectId: string }).projectId).toBe(a.projectId);
  });

  it('should answer 429 with Retry-After once a key spends its requests, and leave other callers alone', async () => {
    const limited = await createTestUser(t.ctx);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/users/api-key',
      headers: { cookie: limited.cookie },
    });
    const limitedKey = made.json<{ key: string }>().key;
    const me = (k: string) =>
      t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${k}` } });
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await me(limitedKey));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(answers[39]?.headers['ratelimit-remaining']).toBe('0');
    const over = await me(limitedKey);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.json<{ code: string; message: string }>()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(
        /^Too many requests for this API key: at most 40 every 60 seconds/,
      ) as unknown,
    });
    // The same user's cookie session and another key are not limited by it.
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: limited.cookie },
    });
    expect(byCookie.statusCode).toBe(200);
    expect((await me(key)).statusCode).toBe(200);
  });
});
