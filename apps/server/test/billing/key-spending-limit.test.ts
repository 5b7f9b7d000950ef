import { monthlyLimitReachedMessage, monthStartUtc } from '@wordreel/core';
import { createAccountKey, createNamedKey, listNamedKeys } from '../accounts/api-key-calls.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config, listen, postUpload } from '../projects/project-helpers.ts';
import { makeClip, payloadFor, seedProject, word } from '../render/render-fixtures.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';
import { insertLedgerEntry } from './ledger-entries.ts';

/**
 * A monthly credit limit per key for an integration (decision 073): a charge that would take the key
 * past it is refused with 402 and saves nothing; the website and other keys still spend; refunds and
 * last month's charges do not count.
 */
describe.each(dbKinds)('monthly credit limits of keys on %s', (db) => {
  let t: TestApp;
  let clip: string;

  beforeAll(async () => {
    // No workers: an export stays queued, so a cancel refunds it at once. One started minute costs 3, to export or to caption.
    t = await createTestApp({
      db,
      env: { CREDITS_PER_MINUTE_EXPORT: '3', CREDITS_PER_MINUTE_TRANSCRIPTION: '3' },
    });
    clip = await makeClip();
  });
  afterAll(() => t.close());

  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
  const session = (user: TestUser) => ({ cookie: user.cookie });
  const namedKey = (user: TestUser, body: { name: string } & Record<string, unknown>) =>
    createNamedKey(t, user, body);
  const setLimit = (headers: Record<string, string>, keyId: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/users/api-keys/${keyId}`, headers, payload });
  const keyOf = async (user: TestUser, id: string) =>
    (await listNamedKeys(t, user)).find((key) => key.id === id);
  const project = (user: TestUser) => seedProject(t.ctx, user.id, clip, [word('Hi', 0, 400)]);
  const render = (projectId: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/render', headers, payload: payloadFor(projectId) });
  const cancel = (projectId: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: `/api/projects/${projectId}/render`, headers });
  const ledgerSize = async (userId: string) =>
    Number(
      (
        await t.ctx.db
          .selectFrom('creditLedger')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('should refuse a charge past the key’s limit with what it used and when it starts over, and let a raised limit through', async () => {
    const user = await createTestUser(t.ctx);
    const client = await namedKey(user, { name: 'Client site', monthlyCreditLimit: 7 });
    expect(client).toMatchObject({ monthlyCreditLimit: 7, creditsUsedThisMonth: 0 });

    const [first, second, third] = [await project(user), await project(user), await project(user)];
    expect((await render(first, bearer(client.key))).statusCode).toBe(202);
    expect((await render(second, bearer(client.key))).statusCode).toBe(202);
    expect(await keyOf(user, client.id)).toMatchObject({ creditsUsedThisMonth: 6, creditsUsed: 6 });

    // 6 + 3 > 7: refused, nothing charged, queued or saved.
    const entries = await ledgerSize(user.id);
    const refused = await render(third, bearer(client.key));
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      message: monthlyLimitReachedMessage({
        name: 'Client site',
        limit: 7,
        used: 6,
        need: 3,
        resetsAt: monthStartUtc(new Date(), 1),
      }),
    });
    expect(await ledgerSize(user.id)).toBe(entries);
    expect((await cancel(third, session(user))).json()).toMatchObject({ state: 'none' });

    // The website is not limited by the key's limit; a refund gives the key room again.
    expect((await render(third, session(user))).statusCode).toBe(202);
    expect((await cancel(first, bearer(client.key))).statusCode).toBe(200);
    expect(await keyOf(user, client.id)).toMatchObject({ creditsUsedThisMonth: 3 });
    expect((await render(first, bearer(client.key))).statusCode).toBe(202);

    // A raised limit lets the next charge through; null removes it.
    const fourth = await project(user);
    expect((await render(fourth, bearer(client.key))).statusCode).toBe(402);
    const raised = await setLimit(session(user), client.id, { monthlyCreditLimit: 9 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ monthlyCreditLimit: 9, creditsUsedThisMonth: 6 });
    expect((await render(fourth, bearer(client.key))).statusCode).toBe(202);
    const fifth = await project(user);
    expect((await render(fifth, bearer(client.key))).statusCode).toBe(402);
    expect((await setLimit(session(user), client.id, { monthlyCreditLimit: null })).json()).toMatchObject({
      monthlyCreditLimit: null,
    });
    expect((await render(fifth, bearer(client.key))).statusCode).toBe(202);
  }, 60_000);

  it('should count this calendar month (UTC) only, and only the key’s own charges', async () => {
    const user = await createTestUser(t.ctx);
    const client = await namedKey(user, { name: 'Agency client', monthlyCreditLimit: 10 });
    const other = await namedKey(user, { name: 'Other' });
    const ref = { id: client.id, name: client.name };
    const monthStart = monthStartUtc(new Date()).getTime();
    await insertLedgerEntry(t.ctx, user.id, monthStart - 1, -50, { key: ref });
    await insertLedgerEntry(t.ctx, user.id, monthStart, -5, { key: ref });
    await insertLedgerEntry(t.ctx, user.id, monthStart, -40, { key: { id: other.id, name: other.name } });
    expect(await keyOf(user, client.id)).toMatchObject({ creditsUsed: 55, creditsUsedThisMonth: 5 });

    expect((await render(await project(user), bearer(client.key))).statusCode).toBe(202);
    const refused = await render(await project(user), bearer(client.key));
    expect(refused.statusCode).toBe(402);
    expect(refused.json<{ message: string }>().message).toContain('has used 8 of its 10 credits');
    // Another key of the same account spends on.
    expect((await render(await project(user), bearer(other.key))).statusCode).toBe(202);
  }, 60_000);

  it('should refuse an upload whose captions would take the key past its limit, and keep nothing of it', async () => {
    const user = await createTestUser(t.ctx);
    const client = await namedKey(user, { name: 'Uploads', monthlyCreditLimit: 2 });
    const base = await listen(t);
    const refused = await postUpload(
      base,
      undefined,
      { file: { path: clip }, videoConfig: config('talk.mp4') },
      bearer(client.key),
    );
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^The key “Uploads” has used 0 of its 2 credits this month and this needs 3 credits\./,
    );
    const rows = await t.ctx.db.selectFrom('project').select('id').where('userId', '=', user.id).execute();
    expect(rows).toEqual([]);
  });

  it('should let only as many of simultaneous charges through as the limit allows', async () => {
    const user = await createTestUser(t.ctx);
    const client = await namedKey(user, { name: 'Batch', monthlyCreditLimit: 6 });
    const projects = await Promise.all([project(user), project(user), project(user), project(user)]);
    const codes = (await Promise.all(projects.map((id) => render(id, bearer(client.key))))).map(
      (res) => res.statusCode,
    );
    expect(codes.filter((code) => code === 202)).toHaveLength(2);
    expect(codes.filter((code) => code === 402)).toHaveLength(2);
    expect(await keyOf(user, client.id)).toMatchObject({ creditsUsedThisMonth: 6 });
  }, 60_000);

  it('should change a limit only from a session, only on the caller’s key for an integration, and refuse bad values', async () => {
    const user = await createTestUser(t.ctx);
    const stranger = await createTestUser(t.ctx);
    const client = await namedKey(user, { name: 'Client' });
    expect(client.monthlyCreditLimit).toBeNull();

    expect((await setLimit(session(stranger), client.id, { monthlyCreditLimit: 5 })).statusCode).toBe(404);
    const accountKey = await createAccountKey(t, user);
    expect((await setLimit(session(user), accountKey.id, { monthlyCreditLimit: 5 })).statusCode).toBe(404);
    // A key may not raise its own limit.
    const byKey = await setLimit(bearer(accountKey.key), client.id, {
      monthlyCreditLimit: 5,
    });
    expect(byKey.statusCode).toBe(403);

    for (const bad of [0, 1.5, -3, 2_000_000, '10']) {
      const res = await setLimit(session(user), client.id, { monthlyCreditLimit: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(
        'A monthly limit is a whole number of credits from 1 to 1,000,000 (or none).',
      );
    }
    expect((await setLimit(session(user), client.id, {})).statusCode).toBe(400);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/api-keys',
      headers: session(user),
      payload: { name: 'Zero', monthlyCreditLimit: 0 },
    });
    expect(created.statusCode).toBe(400);
    expect((await keyOf(user, client.id))?.monthlyCreditLimit).toBeNull();
  });
});
