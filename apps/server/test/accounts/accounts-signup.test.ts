import { accountMessages, PASSWORD_RULE_MESSAGE } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { dbKinds } from '../test-app.ts';
import { parseSetCookie, setCookieLines } from './cookie-jar.ts';
import { mailSuite } from './mail-suite.ts';

describe.each(dbKinds)('e-mail sign-up with a one-time code on %s', (db) => {
  const suite = mailSuite(db, 'signup');
  const { mail, freshEmail, browser } = suite;

  it('should mail a 6-digit Wordreel code and answer with the spec message', async () => {
    const email = freshEmail();
    const res = await browser().call('POST', '/api/users/otp/register', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OTP sent to your email' });
    const [sent] = mail.mailsTo(email);
    expect(sent?.raw).toMatch(/Subject: Your Wordreel code: \d{6}/);
    expect(mail.lastCode(email)).toMatch(/^\d{6}$/);
  });

  it('should store the code only as a hash', async () => {
    const email = freshEmail();
    await browser().call('POST', '/api/users/otp/register', { email });
    const row = await suite.t.ctx.db
      .selectFrom('oneTimeCode')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(mail.lastCode(email));
  });

  it('should sign up, set an httpOnly SameSite=Lax session cookie and answer the new user', async () => {
    const email = freshEmail();
    const client = browser();
    const res = await client.signUp(mail, email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: accountMessages.registrationSuccessful,
      user: {
        userId: expect.any(String) as string,
        email,
        name: email.split('@')[0],
        signInMethod: 'email',
        credits: 360,
      },
    });
    const session = setCookieLines(res.headers['set-cookie'])
      .map(parseSetCookie)
      .find((c) => c.name.endsWith('session_token'));
    expect(session?.attributes.httponly).toBe(true);
    expect(String(session?.attributes.samesite).toLowerCase()).toBe('lax');
    const me = await client.call('GET', '/api/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: res.json<{ user: unknown }>().user });
  });

  it('should set the verified grant as an httpOnly SameSite=Lax cookie', async () => {
    const email = freshEmail();
    const client = browser();
    await client.call('POST', '/api/users/otp/register', { email });
    const res = await client.call('POST', '/api/users/validate', { email, code: mail.lastCode(email) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OTP verified' });
    const grant = setCookieLines(res.headers['set-cookie'])
      .map(parseSetCookie)
      .find((c) => c.name === 'wordreel.otp_grant');
    expect(grant?.attributes.httponly).toBe(true);
    expect(String(grant?.attributes.samesite).toLowerCase()).toBe('lax');
    expect(grant?.attributes['max-age']).toBe('600');
  });

  it('should answer 409 when asking a sign-up code for an existing e-mail', async () => {
    const email = freshEmail();
    await browser().signUp(mail, email);
    const res = await browser().call('POST', '/api/users/otp/register', { email });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'User already exists' });
  });

  it('should answer 404 when validating with no code pending for the e-mail', async () => {
    const res = await browser().call('POST', '/api/users/validate', {
      email: freshEmail(),
      code: '123456',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'User not found' });
  });

  it('should refuse registering without a validated code', async () => {
    const email = freshEmail();
    const client = browser();
    await client.call('POST', '/api/users/otp/register', { email });
    const res = await client.register(email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid Data! try again later' });
  });

  it('should not let a grant for one e-mail register another', async () => {
    const email = freshEmail();
    const client = browser();
    await client.verifyEmail(mail, email);
    const res = await client.register(freshEmail());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid Data! try again later' });
  });

  it('should use a grant only once', async () => {
    const email = freshEmail();
    const client = browser();
    const validated = await client.verifyEmail(mail, email);
    const grantCookie = setCookieLines(validated.headers['set-cookie'])
      .map(parseSetCookie)
      .find((c) => c.name === 'wordreel.otp_grant');
    const first = await suite.t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { cookie: `wordreel.otp_grant=${grantCookie?.value}` },
      payload: { email, password: 'password123', signInMethod: 'email' },
    });
    expect(first.statusCode).toBe(201);
    // The same grant again, for an e-mail that is free again, is refused.
    await suite.t.ctx.db.deleteFrom('user').where('email', '=', email).execute();
    const again = await suite.t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { cookie: `wordreel.otp_grant=${grantCookie?.value}` },
      payload: { email, password: 'password123', signInMethod: 'email' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'Invalid Data! try again later' });
  });

  it('should refuse an expired grant', async () => {
    const email = freshEmail();
    const client = browser();
    await client.verifyEmail(mail, email);
    await suite.t.ctx.db
      .updateTable('verifiedGrant')
      .set({ expiresAt: Date.now() - 1 })
      .where('email', '=', email)
      .execute();
    const res = await client.register(email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid Data! try again later' });
  });

  it('should answer 400 User already exists when registering a taken e-mail', async () => {
    const email = freshEmail();
    await browser().signUp(mail, email);
    const res = await browser().register(email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'User already exists' });
  });

  it('should enforce the password rule with the core message', async () => {
    const email = freshEmail();
    const client = browser();
    await client.verifyEmail(mail, email);
    for (const password of ['short1', 'longbutnodigits']) {
      const res = await client.register(email, password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: PASSWORD_RULE_MESSAGE });
    }
  });

  it('should never create or sign in an account from a social register body', async () => {
    for (const signInMethod of ['google', 'github']) {
      const email = freshEmail();
      const res = await browser().call('POST', '/api/users/register', {
        name: 'Mallory',
        email,
        signInMethod,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/Google or GitHub button/);
      expect(res.headers['set-cookie']).toBeUndefined();
      const row = await suite.t.ctx.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    }
  });
});
