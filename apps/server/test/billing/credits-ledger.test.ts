import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreditLedgerResponse } from '@wordreel/core';
import { creditPurchase, refundCharge } from '../../src/modules/billing/ledger.service.ts';
import { findProject, updateProject } from '../../src/modules/projects/projects.repository.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { makeClip, payloadFor, seedProject, word } from '../render/render-fixtures.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

describe.each(dbKinds)('credits ledger (%s)', (db) => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp({
      db,
      env: {
        RENDER_X264_PRESET: 'superfast',
        CREDITS_PER_MINUTE_EXPORT: '3',
        CREDITS_PER_MINUTE_TRANSCRIPTION: '2',
      },
    });
    await t.ctx.jobs.start();
    user = await createTestUser(t.ctx);
  }, 120_000);
  afterAll(() => t.close());

  const ledger = async (who = user) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/users/credits/ledger', headers: { cookie: who.cookie } })
    ).json<CreditLedgerResponse>();
  const setBalance = (userId: string, credits: number) =>
    t.ctx.db.updateTable('user').set({ credits }).where('id', '=', userId).execute();
  const render = (id: string, who = user) =>
    t.app.inject({
      method: 'POST',
      url: '/render',
      headers: { cookie: who.cookie },
      payload: payloadFor(id),
    });

  async function settled(id: string): Promise<string> {
    for (;;) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/projects/${id}/render`,
        headers: { cookie: user.cookie },
      });
      const { state } = res.json<{ state: string }>();
      if (state !== 'queued' && state !== 'running') return state;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('should debit an export per started minute with its enqueue, and list it with the prices', async () => {
    const id = await seedProject(t.ctx, user.id, await makeClip({ audio: 'silent' }), [word('Hi', 0, 400)]);
    const project = await findProject(t.ctx.db, id);
    // 61 s of video is two started minutes: 2 × 3 credits.
    await updateProject(t.ctx.db, id, { videoConfig: { ...project!.videoConfig, duration: 61 } });
    const before = (await ledger()).credits;
    expect((await render(id)).statusCode).toBe(202);
    const after = await ledger();
    expect(after.credits).toBe(before - 6);
    expect(after.prices).toEqual({ transcription: 2, export: 3 });
    expect(after.entries[0]).toMatchObject({ kind: 'export', delta: -6, balance: before - 6, projectId: id });
    expect(await settled(id)).toBe('done');
    expect((await ledger()).credits).toBe(before - 6);
  }, 60_000);

  it('should refund a failed export once, and a cancelled one', async () => {
    const id = await seedProject(t.ctx, user.id, await makeClip(), [word('Hi', 0, 400)]);
    // Not a video: ffmpeg fails on both attempts and the job fails for good.
    await t.ctx.storage.writeFile(projectKeys.video(id), 'not a video at all');
    const before = (await ledger()).credits;
    // The failed event goes out once the job's failure handling (the refund) is done.
    const failed = new Promise<void>((resolve) => {
      const stop = t.ctx.events.subscribe((e) => {
        if (e.type === 'render' && e.projectId === id && e.state === 'failed') {
          stop();
          resolve();
        }
      });
    });
    expect((await render(id)).statusCode).toBe(202);
    expect((await ledger()).credits).toBe(before - 3);
    await failed;
    const afterFail = await ledger();
    expect(afterFail.credits).toBe(before);
    expect(afterFail.entries[0]).toMatchObject({ kind: 'refund', delta: 3, projectId: id });
    // A second report of the same failure adds nothing.
    expect(await refundCharge(t.ctx, id, 'export', 'failed')).toBe(false);
    expect((await ledger()).credits).toBe(before);

    const id2 = await seedProject(t.ctx, user.id, await makeClip({ seconds: 20 }), [word('Hi', 0, 400)]);
    expect((await render(id2)).statusCode).toBe(202);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${id2}/render`,
      headers: { cookie: user.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await ledger()).credits).toBe(before);
  }, 120_000);

  it('should answer 402 with the price, the balance and where to buy, and queue and save nothing', async () => {
    const poor = await createTestUser(t.ctx);
    const id = await seedProject(t.ctx, poor.id, await makeClip(), [word('Hi', 0, 400)]);
    await setBalance(poor.id, 2);
    const before = await findProject(t.ctx.db, id);
    const res = await render(id, poor);
    expect(res.statusCode).toBe(402);
    const body = res.json<{ code: string; message: string }>();
    expect(Object.keys(body).sort()).toEqual(['code', 'message']);
    expect(body.code).toBe('PAYMENT_REQUIRED');
    expect(body.message).toMatch(
      /^Not enough credits: this needs 3 and you have 2\. Buy more credits at .*\/api-config$/,
    );
    expect(await t.ctx.jobs.get(`render-${id}`)).toBeNull();
    // The refused export's style is not kept either.
    const after = await findProject(t.ctx.db, id);
    expect(after?.style).toEqual(before?.style);
    expect(after?.style).toBeNull();
    expect((await ledger(poor)).entries).toEqual([]);
    expect((await ledger(poor)).credits).toBe(2);
  });

  it('should never overdraw when exports race for the last credits', async () => {
    const racer = await createTestUser(t.ctx);
    const ids = await Promise.all(
      [0, 1, 2].map(async () => seedProject(t.ctx, racer.id, await makeClip({ seconds: 20 }), [])),
    );
    await setBalance(racer.id, 7);
    const answers = await Promise.all(ids.map((id) => render(id, racer)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([202, 202, 402]);
    const after = await ledger(racer);
    expect(after.credits).toBe(1);
    expect(after.entries.map((e) => e.delta)).toEqual([-3, -3]);
  }, 60_000);

  it('should list entries made in the same millisecond in the order the balance changed', async () => {
    const buyer = await createTestUser(t.ctx);
    const start = (await ledger(buyer)).credits;
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    try {
      for (const credits of [100, 200, 300]) {
        await t.ctx.db.transaction().execute((trx) =>
          creditPurchase(trx, t.ctx.config, {
            userId: buyer.id,
            credits,
            reference: `same-ms-${buyer.id}-${credits}`,
            description: `${credits} credits`,
          }),
        );
      }
    } finally {
      now.mockRestore();
    }
    const { entries } = await ledger(buyer);
    expect(entries.map((e) => e.balance)).toEqual([start + 600, start + 300, start + 100]);
    expect(new Set(entries.map((e) => e.createdAt)).size).toBe(3);
  });
});
