import { describe, expect, it } from 'vitest';
import { createMailer } from '../../src/mail/mailer.ts';
import { createNamedApiKey } from '../../src/modules/accounts/api-keys.service.ts';
import {
  sendKeyExpiryNotices,
  sendKeyExpiryNoticesEvery,
} from '../../src/modules/accounts/key-expiry-notices.ts';
import { createTestUser, dbKinds } from '../test-app.ts';
import { mailSuite } from './mail-suite.ts';

const DAY = 86_400_000;

/**
 * A week before a key for an integration expires, its owner gets one mail saying so (decision 071),
 * sent through a real SMTP server.
 */
describe.each(dbKinds)('key expiry notices on %s', (db) => {
  const suite = mailSuite(db, 'expiry', { PUBLIC_URL: 'https://studio.wordreel.test' });
  const { mail, parsedMailsTo } = suite;

  /** A key for `userId` made `ageDays` ago to last `lifetimeDays`, as /api-config makes one. */
  const keyMade = (userId: string, name: string, ageDays: number, lifetimeDays: number, now: number) =>
    createNamedApiKey(suite.t.ctx.db, userId, { name, expiresInDays: lifetimeDays }, now - ageDays * DAY);

  it('should mail each owner once about the keys that expire within a week, and no others', async () => {
    const now = Date.now();
    const agency = await createTestUser(suite.t.ctx);
    const other = await createTestUser(suite.t.ctx);
    const soon = await keyMade(agency.id, 'Contractor', 25, 30, now); // expires in 5 days
    await keyMade(agency.id, 'Quarterly report', 20, 30, now); // in 10 days
    await keyMade(agency.id, 'Trial week', 2, 7, now); // in 5 days, but made to last a week
    await keyMade(agency.id, 'Old client', 40, 30, now); // expired 10 days ago
    await createNamedApiKey(suite.t.ctx.db, agency.id, { name: 'Forever' }, now - 300 * DAY);
    await keyMade(other.id, 'Their app', 89, 90, now); // in 1 day

    // Counts are the sweep's over every account: this file's other tests may leave keys of their own.
    expect(await sendKeyExpiryNotices(suite.t.ctx, now)).toBeGreaterThanOrEqual(2);
    const [notice, ...more] = await parsedMailsTo(agency.email);
    expect(more).toEqual([]);
    const expiresOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.parse(soon.expiresAt!),
    );
    expect(notice!.subject).toBe(`Your Wordreel API key “Contractor” expires on ${expiresOn}`);
    expect(notice!.text).toContain(
      `Your API key “Contractor” (${soon.prefix}…) stops working on ${expiresOn}`,
    );
    expect(notice!.text).toContain('make a new key at https://studio.wordreel.test/api-config');
    const [theirs] = await parsedMailsTo(other.email);
    expect(theirs!.subject).toContain('“Their app”');

    // Once: the next sweeps, even two at the same moment, send nothing more.
    await Promise.all([
      sendKeyExpiryNotices(suite.t.ctx, now + 60_000),
      sendKeyExpiryNotices(suite.t.ctx, now + 60_000),
    ]);
    expect(mail.mailsTo(agency.email)).toHaveLength(1);
    expect(mail.mailsTo(other.email)).toHaveLength(1);
    // Five days on, the ten-day key is inside the week: its mail alone.
    await sendKeyExpiryNotices(suite.t.ctx, now + 5 * DAY);
    expect((await parsedMailsTo(agency.email)).map((m) => m.subject)).toEqual([
      notice!.subject,
      expect.stringContaining('“Quarterly report”'),
    ]);
  });

  it('should send one mail when two processes sweep at the same moment', async () => {
    const now = Date.now();
    const user = await createTestUser(suite.t.ctx);
    await keyMade(user.id, 'Shared', 27, 30, now);
    await Promise.all([sendKeyExpiryNotices(suite.t.ctx, now), sendKeyExpiryNotices(suite.t.ctx, now)]);
    expect(mail.mailsTo(user.email)).toHaveLength(1);
  });

  it('should try again at the next sweep when the mail could not be sent', async () => {
    const now = Date.now();
    const user = await createTestUser(suite.t.ctx);
    await keyMade(user.id, 'Flaky mail', 26, 30, now);
    // Port 1 refuses the connection: a mail server that is down.
    const down = createMailer({ ...suite.t.ctx.config, SMTP_URL: 'smtp://127.0.0.1:1' }, suite.t.ctx.log);
    expect(await sendKeyExpiryNotices({ ...suite.t.ctx, mailer: down }, now)).toBe(0);
    expect(mail.mailsTo(user.email)).toEqual([]);
    expect(await sendKeyExpiryNotices(suite.t.ctx, now + 3_600_000)).toBeGreaterThanOrEqual(1);
    expect(mail.mailsTo(user.email)).toHaveLength(1);
  });

  it('should send at once when a process starts its sweeps, and stop cleanly', async () => {
    const user = await createTestUser(suite.t.ctx);
    await keyMade(user.id, 'At start', 24, 30, Date.now());
    const stop = sendKeyExpiryNoticesEvery(suite.t.ctx, 3_600_000);
    try {
      await expect.poll(() => mail.mailsTo(user.email).length, { timeout: 10_000 }).toBe(1);
    } finally {
      await stop();
    }
  });
});
