import { monthStartUtc } from '@wordreel/core';
import type PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { createNamedApiKey } from '../../src/modules/accounts/api-keys.service.ts';
import { sendKeyExpiryNotices } from '../../src/modules/accounts/key-expiry-notices.ts';
import { sendKeyLimitNotice } from '../../src/modules/billing/key-limit-notices.ts';
import { insertLedgerEntry } from '../billing/ledger-entries.ts';
import { createTestUser, dbKinds, type TestUser } from '../test-app.ts';
import { mailSuite } from './mail-suite.ts';

const DAY = 86_400_000;
const PUBLIC_URL = 'https://studio.wordreel.test';

/**
 * A creator can turn the optional mails about their API keys off, on /profile or with the link every
 * such mail carries (also a mail client's one-click unsubscribe), and then gets none (decision 076);
 * mails go through a real SMTP server.
 */
describe.each(dbKinds)('mail preferences on %s', (db) => {
  const suite = mailSuite(db, 'preferences', { PUBLIC_URL, WEBHOOK_ALLOW_PRIVATE: 'true' });
  const { mail, parsedMailsTo } = suite;

  const preferences = (user: TestUser) =>
    suite.t.app.inject({ url: '/api/users/mail-preferences', headers: { cookie: user.cookie } });
  const setPreferences = (user: TestUser, payload: unknown) =>
    suite.t.app.inject({
      method: 'PUT',
      url: '/api/users/mail-preferences',
      headers: { cookie: user.cookie },
      payload: payload as object,
    });
  /** A mail client's one-click unsubscribe (RFC 8058): a form post to the header's address, no session. */
  const oneClick = (address: string) =>
    suite.t.app.inject({
      method: 'POST',
      url: address.replace(PUBLIC_URL, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
  /** A key of `user` that expires in 3 days, made 27 days ago. */
  const expiringKey = (user: TestUser, now: number) =>
    createNamedApiKey(suite.t.ctx.db, user.id, { name: 'Client site', expiresInDays: 30 }, now - 27 * DAY);
  const header = (parsed: Awaited<ReturnType<typeof PostalMime.parse>>, name: string) =>
    parsed.headers.find((h) => h.key === name)?.value;
  /** The expiry mail `user` gets for a key of theirs, and its one-click unsubscribe address and token. */
  const keyMailOf = async (user: TestUser) => {
    const now = Date.now();
    await expiringKey(user, now);
    await sendKeyExpiryNotices(suite.t.ctx, now);
    const [notice] = await parsedMailsTo(user.email);
    const address = /^<(.+)>$/.exec(header(notice!, 'list-unsubscribe') ?? '')?.[1] ?? '';
    return { notice: notice!, address, token: new URL(address, PUBLIC_URL).searchParams.get('token') ?? '' };
  };

  it('should keep each account’s choice on its own, on by default', async () => {
    const creator = await createTestUser(suite.t.ctx);
    const other = await createTestUser(suite.t.ctx);
    expect((await preferences(creator)).json()).toEqual({ apiKeyNotices: true });

    const off = await setPreferences(creator, { apiKeyNotices: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ apiKeyNotices: false });
    expect((await preferences(creator)).json()).toEqual({ apiKeyNotices: false });
    expect((await preferences(other)).json()).toEqual({ apiKeyNotices: true });

    expect((await setPreferences(creator, { apiKeyNotices: true })).json()).toEqual({ apiKeyNotices: true });
    expect((await preferences(creator)).json()).toEqual({ apiKeyNotices: true });
  });

  it('should refuse a signed-out caller and a malformed choice, changing nothing', async () => {
    const creator = await createTestUser(suite.t.ctx);
    expect((await suite.t.app.inject({ url: '/api/users/mail-preferences' })).statusCode).toBe(401);
    const bad = await setPreferences(creator, { apiKeyNotices: 'no' });
    expect(bad.statusCode).toBe(400);
    expect((await preferences(creator)).json()).toEqual({ apiKeyNotices: true });
  });

  it('should put a working unsubscribe link and one-click header in a key mail, for that account alone', async () => {
    const creator = await createTestUser(suite.t.ctx);
    const other = await createTestUser(suite.t.ctx);
    const { notice, address, token } = await keyMailOf(creator);
    expect(header(notice, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(address).toMatch(new RegExp(`^${PUBLIC_URL}/api/mail/unsubscribe\\?token=`));
    expect(notice.text).toContain(
      `To stop emails about your API keys: ${PUBLIC_URL}/unsubscribe?topic=apiKeyNotices&token=${encodeURIComponent(token)}`,
    );

    const res = await oneClick(address);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      topic: 'apiKeyNotices',
      message: 'Done: no more emails about your API keys. You can turn them back on on your profile page.',
    });
    expect((await preferences(creator)).json()).toEqual({ apiKeyNotices: false });
    expect((await preferences(other)).json()).toEqual({ apiKeyNotices: true });
    // Pressing it again (a mail client retrying) is harmless.
    expect((await oneClick(address)).statusCode).toBe(200);
  });

  it('should refuse a forged or altered link with a clear message', async () => {
    const victim = await createTestUser(suite.t.ctx);
    const attacker = await createTestUser(suite.t.ctx);
    const { token } = await keyMailOf(attacker);
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const forged = [
      `apiKeyNotices.${victim.id}.${signature}`, // the attacker's signature on the victim's id
      `apiKeyNotices.${victim.id}.`,
      'apiKeyNotices',
      `otherTopic.${attacker.id}.${signature}`,
      '',
    ];
    for (const bad of forged) {
      const res = await suite.t.app.inject({
        method: 'POST',
        url: `/api/mail/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message, bad).toMatch(
        /^This unsubscribe link is (not valid|incomplete)\./,
      );
    }
    expect((await preferences(victim)).json()).toEqual({ apiKeyNotices: true });
  });

  it('should say so when the account behind a link was deleted', async () => {
    const creator = await createTestUser(suite.t.ctx);
    const { address } = await keyMailOf(creator);
    await setPreferences(creator, { apiKeyNotices: true }); // a row of its own, which goes with the account
    expect(
      (
        await suite.t.app.inject({
          method: 'DELETE',
          url: '/api/users/me',
          headers: { cookie: creator.cookie },
        })
      ).statusCode,
    ).toBe(200);
    const res = await oneClick(address);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(
      'This account no longer exists, so it gets no more emails.',
    );
    const left = await suite.t.ctx.db
      .selectFrom('mailPreference')
      .selectAll()
      .where('userId', '=', creator.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('should send no expiry mail to an owner who turned them off, and send it once turned back on', async () => {
    const now = Date.now();
    const creator = await createTestUser(suite.t.ctx);
    await expiringKey(creator, now);
    await setPreferences(creator, { apiKeyNotices: false });
    await sendKeyExpiryNotices(suite.t.ctx, now);
    expect(mail.mailsTo(creator.email)).toEqual([]);

    await setPreferences(creator, { apiKeyNotices: true });
    await sendKeyExpiryNotices(suite.t.ctx, now + 60_000);
    expect((await parsedMailsTo(creator.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining('“Client site” expires on'),
    ]);
  });

  it('should still send the limit webhook event, but no mail, to an owner who turned the mails off', async () => {
    const creator = await createTestUser(suite.t.ctx);
    const hook = await suite.t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: { cookie: creator.cookie },
      payload: { url: 'http://127.0.0.1:9/hooks', events: ['key.near_limit'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const key = await createNamedApiKey(suite.t.ctx.db, creator.id, {
      name: 'Agency',
      monthlyCreditLimit: 10,
    });
    const now = monthStartUtc(new Date()).getTime() + 3_600_000;
    await insertLedgerEntry(suite.t.ctx, creator.id, now, -9, { key: { id: key.id, name: key.name } });
    await setPreferences(creator, { apiKeyNotices: false });

    expect(await sendKeyLimitNotice(suite.t.ctx, key.id, false, now)).toBe('near');
    const events = await suite.t.ctx.db
      .selectFrom('webhookDelivery')
      .select('payload')
      .where('userId', '=', creator.id)
      .execute();
    expect(events.map((row) => (JSON.parse(row.payload) as { type: string }).type)).toEqual([
      'key.near_limit',
    ]);
    expect(mail.mailsTo(creator.email)).toEqual([]);
  });
});
