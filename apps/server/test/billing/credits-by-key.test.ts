import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CreditLedgerResponse } from '@wordreel/core';
import { createAccountKey, createNamedKey, listNamedKeys } from '../accounts/api-key-calls.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../media/media-fixtures.ts';
import { config, createTusUpload, listen, patchTusUpload, postUpload } from '../projects/project-helpers.ts';
import { payloadFor, seedProject, makeClip as makeRenderClip, word } from '../render/render-fixtures.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

/**
 * Credits by key (decision 067): every charge names the API key whose request spent it, its refund the
 * same key, so an agency sees what each client's integration cost, on the ledger and on the key.
 */
describe.each(dbKinds)('credits by key on %s', (db) => {
  let t: TestApp;
  let base: string;
  let clips: string;

  beforeAll(async () => {
    // No workers: charged work stays queued, so a cancel can be refunded at once.
    t = await createTestApp({
      db,
      env: { CREDITS_PER_MINUTE_EXPORT: '3', CREDITS_PER_MINUTE_TRANSCRIPTION: '2' },
    });
    base = await listen(t);
    clips = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-by-key-'));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(clips, { recursive: true, force: true });
  });

  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
  const namedKey = (user: TestUser, name: string) => createNamedKey(t, user, { name });
  const ledger = async (user: TestUser) =>
    (
      await t.app.inject({ url: '/api/users/credits/ledger', headers: { cookie: user.cookie } })
    ).json<CreditLedgerResponse>().entries;
  const render = (projectId: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/render', headers, payload: payloadFor(projectId) });
  const cancel = (projectId: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: `/api/projects/${projectId}/render`, headers });

  it('should name the key that spent each charge, its refund too, and total what each key spent', async () => {
    const user = await createTestUser(t.ctx);
    const clientA = await namedKey(user, 'Client A');
    const clientB = await namedKey(user, 'Client B');
    const account = await createAccountKey(t, user);

    // Client A uploads (captions: one started minute, 2 credits).
    const clip = await makeClip(clips, 'a', { width: 480, height: 854, seconds: 2 });
    const upload = await postUpload(
      base,
      undefined,
      { file: { path: clip }, videoConfig: config('a.mp4') },
      bearer(clientA.key),
    );
    expect(upload.status, await upload.clone().text()).toBe(201);
    const uploaded = (await upload.json()) as { projectId: string };

    // Client B exports, cancels (refunded to B) and exports again; the website and the account key export once each.
    const project = await seedProject(t.ctx, user.id, await makeRenderClip(), [word('Hi', 0, 400)]);
    expect((await render(project, bearer(clientB.key))).statusCode).toBe(202);
    expect((await cancel(project, bearer(clientB.key))).statusCode).toBe(200);
    expect((await render(project, bearer(clientB.key))).statusCode).toBe(202);
    expect((await cancel(project, { cookie: user.cookie })).statusCode).toBe(200);
    const second = await seedProject(t.ctx, user.id, await makeRenderClip(), [word('Hi', 0, 400)]);
    expect((await render(second, { cookie: user.cookie })).statusCode).toBe(202);
    const third = await seedProject(t.ctx, user.id, await makeRenderClip(), [word('Hi', 0, 400)]);
    expect((await render(third, bearer(account.key))).statusCode).toBe(202);

    const entries = (await ledger(user)).map((e) => ({
      kind: e.kind,
      delta: e.delta,
      projectId: e.projectId,
      apiKey: e.apiKey,
    }));
    const a = { id: clientA.id, name: 'Client A' };
    const b = { id: clientB.id, name: 'Client B' };
    expect(entries).toEqual([
      { kind: 'export', delta: -3, projectId: third, apiKey: { id: account.id, name: null } },
      { kind: 'export', delta: -3, projectId: second, apiKey: null },
      // B's second export, cancelled from the website, is still B's refund: it gives back B's charge.
      { kind: 'refund', delta: 3, projectId: project, apiKey: b },
      { kind: 'export', delta: -3, projectId: project, apiKey: b },
      { kind: 'refund', delta: 3, projectId: project, apiKey: b },
      { kind: 'export', delta: -3, projectId: project, apiKey: b },
      { kind: 'transcription', delta: -2, projectId: uploaded.projectId, apiKey: a },
    ]);

    // Each key's total, less its refunds; the account key's is on the ledger only.
    const totals = Object.fromEntries((await listNamedKeys(t, user)).map((k) => [k.name, k.creditsUsed]));
    expect(totals).toEqual({ 'Client A': 2, 'Client B': 0 });

    // A revoked key's charges still read as its own.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/users/api-keys/${clientA.id}`,
          headers: { cookie: user.cookie },
        })
      ).statusCode,
    ).toBe(204);
    expect((await ledger(user)).at(-1)?.apiKey).toEqual(a);
  }, 60_000);

  it('should name the key that finished a tus upload', async () => {
    const user = await createTestUser(t.ctx);
    const key = await namedKey(user, 'Uploader');
    const bytes = await fs.readFile(await makeClip(clips, 'tus', { width: 480, height: 854, seconds: 2 }));
    const created = await createTusUpload(base, bearer(key.key), bytes.length, {
      filename: 'tus.mp4',
      videoConfig: config('tus.mp4'),
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location') ?? '', `${base}/files/`);
    const patched = await patchTusUpload(url, bearer(key.key), 0, bytes);
    expect(patched.status).toBe(204);
    const [entry] = await ledger(user);
    expect(entry).toMatchObject({ kind: 'transcription', apiKey: { id: key.id, name: 'Uploader' } });
    expect((await listNamedKeys(t, user))[0]?.creditsUsed).toBe(entry ? -entry.delta : NaN);
  }, 60_000);
});
