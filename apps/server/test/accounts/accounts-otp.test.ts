import { describe, expect, it } from 'vitest';
import { dbKinds } from '../test-app.ts';
import type { AccountClient } from './account-client.ts';
import { mailSuite } from './mail-suite.ts';

/** A 6-digit code that is not `code`. */
function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe.each(dbKinds)('one-time codes on %s', (db) => {
  const suite = mailSuite(db, 'otp');
  const { mail, freshEmail, browser } = suite;

  async function requestCode(client: AccountClient, email: string) {
    const res = await client.call('POST', '/api/users/otp/register', { email });
    expect(res.statusCode).toBe(200);
    return mail.lastCode(email);
  }

  /** Moves the last code's send time back, as if the cooldown had passed. */
  async function ageCode(email: string, ms: number) {
    const row = await suite.t.ctx.db
      .selectFrom('oneTimeCode')
      .select(['sentAt', 'expiresAt'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await suite.t.ctx.db
      .updateTable('oneTimeCode')
      .set({ sentAt: row.sentAt - ms, expiresAt: row.expiresAt - ms })
      .where('email', '=', email)
      .execute();
  }

  it('should answer Invalid OTP for a wrong code and accept the right one after', async () => {
    const email = freshEmail();
    const client = browser();
    const code = await requestCode(client, email);
    const wrong = await client.call('POST', '/api/users/validate', { email, code: otherCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Invalid OTP' });
    const right = await client.call('POST', '/api/users/validate', { email, code });
    expect(right.statusCode).toBe(200);
  });

  it('should answer Invalid OTP for a code that is not six digits', async () => {
    const email = freshEmail();
    const client = browser();
    await requestCode(client, email);
    const res = await client.call('POST', '/api/users/validate', { email, code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid OTP' });
  });

  it('should refuse even the right code after five wrong tries', async () => {
    const email = freshEmail();
    const client = browser();
    const code = await requestCode(client, email);
    for (let i = 0; i < 5; i++) {
      const res = await client.call('POST', '/api/users/validate', { email, code: otherCode(code) });
      expect(res.json()).toMatchObject({ message: 'Invalid OTP' });
    }
    const right = await client.call('POST', '/api/users/validate', { email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ message: 'Invalid OTP' });
  });

  it('should count parallel wrong guesses so no more than five are ever checked', async () => {
    const email = freshEmail();
    const client = browser();
    const code = await requestCode(client, email);
    const guesses = Array.from({ length: 12 }, () =>
      suite.t.app.inject({
        method: 'POST',
        url: '/api/users/validate',
        payload: { email, code: otherCode(code) },
      }),
    );
    await Promise.all(guesses);
    const row = await suite.t.ctx.db
      .selectFrom('oneTimeCode')
      .select('attempts')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    const right = await client.call('POST', '/api/users/validate', { email, code });
    expect(right.json()).toMatchObject({ message: 'Invalid OTP' });
  });

  it('should accept a new code after the tries of the old one ran out', async () => {
    const email = freshEmail();
    const client = browser();
    const first = await requestCode(client, email);
    for (let i = 0; i < 5; i++) {
      await client.call('POST', '/api/users/validate', { email, code: otherCode(first) });
    }
    await ageCode(email, 61_000);
    const second = await requestCode(client, email);
    const res = await client.call('POST', '/api/users/validate', { email, code: second });
    expect(res.statusCode).toBe(200);
  });

  it('should refuse an expired code', async () => {
    const email = freshEmail();
    const client = browser();
    const code = await requestCode(client, email);
    await ageCode(email, 10 * 60 * 1000);
    const res = await client.call('POST', '/api/users/validate', { email, code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid OTP' });
  });

  it('should accept a code just before it expires', async () => {
    const email = freshEmail();
    const client = browser();
    const code = await requestCode(client, email);
    await ageCode(email, 10 * 60 * 1000 - 5_000);
    const res = await client.call('POST', '/api/users/validate', { email, code });
    expect(res.statusCode).toBe(200);
  });

  it('should refuse a new code within 60 seconds with the wait in the message', async () => {
    const email = freshEmail();
    const client = browser();
    await requestCode(client, email);
    await ageCode(email, 15_000);
    const res = await client.call('POST', '/api/users/otp/register', { email });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ message: 'Please wait 45 seconds before requesting a new code.' });
    expect(res.headers['retry-after']).toBe('45');
    expect(mail.mailsTo(email)).toHaveLength(1);
  });

  it('should invalidate the old code once a new one is sent', async () => {
    const email = freshEmail();
    const client = browser();
    const first = await requestCode(client, email);
    await ageCode(email, 61_000);
    const second = await requestCode(client, email);
    if (first !== second) {
      const old = await client.call('POST', '/api/users/validate', { email, code: first });
      expect(old.statusCode).toBe(400);
      expect(old.json()).toMatchObject({ message: 'Invalid OTP' });
    }
    const fresh = await client.call('POST', '/api/users/validate', { email, code: second });
    expect(fresh.statusCode).toBe(200);
  });

  it('should consume a code once it is validated', async () => {
    const email = freshEmail();
    const client = browser();
    const code = await requestCode(client, email);
    expect((await client.call('POST', '/api/users/validate', { email, code })).statusCode).toBe(200);
    const again = await client.call('POST', '/api/users/validate', { email, code });
    expect(again.statusCode).toBe(404);
  });
});
