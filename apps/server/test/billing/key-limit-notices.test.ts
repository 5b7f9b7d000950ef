import { monthlyLimitResetDay, monthStartUtc } from '@wordreel/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../src/mail/mailer.ts';
import { sendKeyLimitNotice } from '../../src/modules/billing/key-limit-notices.ts';
import { createNamedKey } from '../accounts/api-key-calls.ts';
import { mailSuite } from '../accounts/mail-suite.ts';
import { makeClip, payloadFor, seedProject, word } from '../render/render-fixtures.ts';
import { createTestUser, dbKinds, type TestUser } from '../test-app.ts';
import { insertLedgerEntry } from './ledger-entries.ts';

const HOUR = 3_600_000;

/**
 * The owner of a key with a monthly credit limit is mailed when the key nears it (80 %) and when it
 * reaches it or a charge is refused for it: once each per calendar month (decision 074), through a
 * real SMTP server.
 */
describe.each(dbKinds)('key limit notices on %s', (db) => {
  // No workers: an export stays queued. One started minute of export costs 3.
  const suite = mailSuite(db, 'limit', {
    PUBLIC_URL: 'https://studio.wordreel.test',
    CREDITS_PER_MINUTE_EXPORT: '3',
    // A receiver on this machine; jobs are not started, so deliveries stay queued to be read.
    WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  const { mail, parsedMailsTo } = suite;
  let clip: string;
  beforeAll(async () => {
    clip = await makeClip();
  });

  /** A key of `user` limited to `limit` credits a month, with `spent` of them spent this month. */
  const limitedKey = async (user: TestUser, name: string, limit: number, spent: number, now = Date.now()) => {
    const key = await createNamedKey(suite.t, user, { name, monthlyCreditLimit: limit });
    if (spent > 0) await spend(user, key, spent, now);
    return key;
  };
  const spend = (user: TestUser, key: { id: string; name: string }, credits: number, at = Date.now()) =>
    insertLedgerEntry(suite.t.ctx, user.id, at, -credits, { key: { id: key.id, name: key.name } });

  /** The events queued for `user`'s endpoint that asked for the key events: type and data, oldest first. */
  const keyEvents = async (user: TestUser) => {
    const rows = await suite.t.ctx.db
      .selectFrom('webhookDelivery')
      .select('payload')
      .where('userId', '=', user.id)
      .orderBy('createdAt')
      .execute();
    return rows.map((row) => JSON.parse(row.payload) as { type: string; data: Record<string, unknown> });
  };
  const subscribe = async (user: TestUser) => {
    const res = await suite.t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: { cookie: user.cookie },
      payload: { url: 'http://127.0.0.1:9/hooks', events: ['key.near_limit', 'key.limit_reached'] },
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('should mail once when a key nears its limit and once when it reaches it, and again the next month', async () => {
    const user = await createTestUser(suite.t.ctx);
    await subscribe(user);
    const now = monthStartUtc(new Date()).getTime() + HOUR;
    const key = await limitedKey(user, 'Client site', 10, 7, now);
    expect(await sendKeyLimitNotice(suite.t.ctx, key.id, false, now)).toBeNull(); // 70 %
    await spend(user, key, 1, now);
    expect(await sendKeyLimitNotice(suite.t.ctx, key.id, false, now)).toBe('near');
    expect(await sendKeyLimitNotice(suite.t.ctx, key.id, false, now)).toBeNull();
    await spend(user, key, 2, now);
    expect(await sendKeyLimitNotice(suite.t.ctx, key.id, false, now)).toBe('reached');
    expect(await sendKeyLimitNotice(suite.t.ctx, key.id, true, now)).toBeNull();

    const resetDay = monthlyLimitResetDay(monthStartUtc(new Date(now), 1));
    const [near, reached, ...more] = await parsedMailsTo(user.email);
    expect(more).toEqual([]);
    expect(near!.subject).toBe('Your Wordreel API key “Client site” has used 8 of its 10 credits this month');
    expect(near!.text).toContain(`Your API key “Client site” (${key.prefix}…) has used 8 of its 10 credits`);
    expect(near!.text).toContain(`refused (402) until ${resetDay} (UTC)`);
    expect(near!.text).toContain('raise its monthly limit at https://studio.wordreel.test/api-config');
    expect(reached!.subject).toBe('Your Wordreel API key “Client site” reached its monthly credit limit');
    expect(reached!.text).toContain('has used 10 of its 10 credits this month.');
    expect(reached!.text).toContain(
      `Its requests that cost credits are refused (402) until ${resetDay} (UTC)`,
    );

    // A new month counts from nothing: a refusal then is told again.
    const nextMonth = monthStartUtc(new Date(now), 1).getTime() + HOUR;
    expect(await sendKeyLimitNotice(suite.t.ctx, key.id, false, nextMonth)).toBeNull();
    expect(await sendKeyLimitNotice(suite.t.ctx, key.id, true, nextMonth)).toBe('reached');
    expect(mail.mailsTo(user.email)).toHaveLength(3);

    // The same three notices as webhook events, each once.
    const month = (at: number) => new Date(at).toISOString().slice(0, 7);
    const events = await keyEvents(user);
    expect(events.map((event) => [event.type, event.data.noticeId])).toEqual([
      ['key.near_limit', `${key.id}:near:${month(now)}`],
      ['key.limit_reached', `${key.id}:reached:${month(now)}`],
      ['key.limit_reached', `${key.id}:reached:${month(nextMonth)}`],
    ]);
    expect(events[0]!.data).toEqual({
      noticeId: `${key.id}:near:${month(now)}`,
      apiKeyId: key.id,
      name: 'Client site',
      monthlyCreditLimit: 10,
      creditsUsedThisMonth: 8,
      resetsAt: monthStartUtc(new Date(now), 1).toISOString(),
    });
  });

  it('should say a request was refused when a charge is refused short of the limit, and skip the near notice then', async () => {
    const user = await createTestUser(suite.t.ctx);
    const key = await limitedKey(user, 'Big renders', 100, 95);
    expect(await sendKeyLimitNotice(suite.t.ctx, key.id, true)).toBe('reached');
    expect(await sendKeyLimitNotice(suite.t.ctx, key.id, false)).toBeNull();
    const [notice, ...more] = await parsedMailsTo(user.email);
    expect(more).toEqual([]);
    expect(notice!.text).toContain('has used 95 of its 100 credits this month.');
    expect(notice!.text).toContain('A request that needed more than the 5 credits left was refused (402)');
  });

  it('should send one mail when two charges tell at once, none for keys without a limit, and retry after a failed send', async () => {
    const user = await createTestUser(suite.t.ctx);
    await subscribe(user);
    const key = await limitedKey(user, 'Busy', 10, 9);
    await Promise.all([
      sendKeyLimitNotice(suite.t.ctx, key.id, false),
      sendKeyLimitNotice(suite.t.ctx, key.id, false),
    ]);
    expect(mail.mailsTo(user.email)).toHaveLength(1);
    expect((await keyEvents(user)).map((event) => event.type)).toEqual(['key.near_limit']);

    const unlimited = await createNamedKey(suite.t, user, { name: 'Unlimited' });
    await spend(user, unlimited, 500);
    expect(await sendKeyLimitNotice(suite.t.ctx, unlimited.id, true)).toBeNull();

    const other = await createTestUser(suite.t.ctx);
    await subscribe(other);
    const flaky = await limitedKey(other, 'Flaky mail', 10, 10);
    // Port 1 refuses the connection: a mail server that is down. The event goes; the mail stays due.
    const down = createMailer({ ...suite.t.ctx.config, SMTP_URL: 'smtp://127.0.0.1:1' }, suite.t.ctx.log);
    expect(await sendKeyLimitNotice({ ...suite.t.ctx, mailer: down }, flaky.id, false)).toBe('reached');
    expect(mail.mailsTo(other.email)).toEqual([]);
    expect((await keyEvents(other)).map((event) => event.type)).toEqual(['key.limit_reached']);
    // The next charge sends the mail alone: the event is not queued again.
    expect(await sendKeyLimitNotice(suite.t.ctx, flaky.id, false)).toBe('reached');
    expect(mail.mailsTo(other.email)).toHaveLength(1);
    expect(await sendKeyLimitNotice(suite.t.ctx, flaky.id, false)).toBeNull();
    expect(mail.mailsTo(other.email)).toHaveLength(1);
    expect((await keyEvents(other)).map((event) => event.type)).toEqual(['key.limit_reached']);
  });

  it('should tell the owner from the charges themselves: near on the charge that passes 80 %, reached on a refusal', async () => {
    const user = await createTestUser(suite.t.ctx);
    const key = await createNamedKey(suite.t, user, { name: 'Exports', monthlyCreditLimit: 7 });
    const render = async (headers: Record<string, string>) => {
      const projectId = await seedProject(suite.t.ctx, user.id, clip, [word('Hi', 0, 400)]);
      return suite.t.app.inject({ method: 'POST', url: '/render', headers, payload: payloadFor(projectId) });
    };
    const bearer = { authorization: `Bearer ${key.key}` };
    expect((await render(bearer)).statusCode).toBe(202); // 3 of 7
    // The website's own charges are not the key's.
    expect((await render({ cookie: user.cookie })).statusCode).toBe(202);
    expect((await render(bearer)).statusCode).toBe(202); // 6 of 7: near
    await vi.waitFor(() => expect(mail.mailsTo(user.email)).toHaveLength(1), { timeout: 10_000 });
    expect((await render(bearer)).statusCode).toBe(402); // 6 + 3 > 7
    await vi.waitFor(() => expect(mail.mailsTo(user.email)).toHaveLength(2), { timeout: 10_000 });
    const [near, reached] = await parsedMailsTo(user.email);
    expect(near!.subject).toBe('Your Wordreel API key “Exports” has used 6 of its 7 credits this month');
    expect(reached!.text).toContain('A request that needed more than the 1 credit left was refused (402)');
  }, 60_000);
});
