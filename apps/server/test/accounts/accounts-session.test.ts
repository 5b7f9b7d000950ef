import { describe, expect, it } from 'vitest';
import { dbKinds } from '../test-app.ts';
import { mailSuite } from './mail-suite.ts';

describe.each(dbKinds)('login, password reset, logout and account deletion on %s', (db) => {
  const suite = mailSuite(db, 'session');
  const { mail, freshEmail, signedUp, browser } = suite;

  it('should log in with the right password and answer the user', async () => {
    const { email, userId } = await signedUp();
    const client = browser();
    const res = await client.call('POST', '/api/users/login', { email, password: 'password123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Login successful', user: { userId, email, credits: 360 } });
    expect((await client.call('GET', '/api/users/me')).statusCode).toBe(200);
  });

  it('should treat the e-mail case-insensitively at login', async () => {
    const { email } = await signedUp();
    const res = await browser().call('POST', '/api/users/login', {
      email: email.toUpperCase(),
      password: 'password123',
    });
    expect(res.statusCode).toBe(200);
  });

  it('should answer 404 User not found for an unknown e-mail', async () => {
    const res = await browser().call('POST', '/api/users/login', {
      email: freshEmail(),
      password: 'password123',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'User not found' });
  });

  it('should answer 401 Invalid credentials for a wrong password', async () => {
    const { email } = await signedUp();
    const res = await browser().call('POST', '/api/users/login', {
      email,
      password: 'wrongpass1',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Invalid credentials' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('should answer 401 Invalid credentials for an account without a password', async () => {
    const email = freshEmail();
    const authCtx = await suite.t.ctx.auth.$context;
    await authCtx.internalAdapter.createOAuthUser(
      { email, name: 'social', emailVerified: true },
      { providerId: 'github', accountId: '4242' },
    );
    const res = await browser().call('POST', '/api/users/login', {
      email,
      password: 'password123',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Invalid credentials' });
  });

  it('should ask for all fields when the password is empty', async () => {
    const res = await browser().call('POST', '/api/users/login', {
      email: freshEmail(),
      password: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please enter all fields.' });
  });

  it('should answer 401 on /me without a session', async () => {
    const res = await browser().call('GET', '/api/users/me');
    expect(res.statusCode).toBe(401);
  });

  it('should say who is signed in on /session, null for a visitor or an ended session, never 401', async () => {
    const visitor = await browser().call('GET', '/api/users/session');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });

    const { client, userId, email } = await signedUp();
    const signedIn = await client.call('GET', '/api/users/session');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { userId, email } });
    const me = await client.call('GET', '/api/users/me');
    expect(signedIn.json<unknown>()).toEqual(me.json<unknown>());

    const key = (await client.call('POST', '/api/users/api-key')).json<{ key: string }>().key;
    const withKey = await suite.t.app.inject({
      method: 'GET',
      url: '/api/users/session',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(withKey.json()).toMatchObject({ user: { userId } });

    const oldCookie = client.jar.header();
    await client.call('POST', '/api/users/logout');
    const ended = await suite.t.app.inject({
      method: 'GET',
      url: '/api/users/session',
      headers: { cookie: oldCookie },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ user: null });
  });

  it('should end the session server-side at logout so the old cookie stops working', async () => {
    const { client } = await signedUp();
    const oldCookie = client.jar.header();
    const res = await client.call('POST', '/api/users/logout');
    expect(res.statusCode).toBe(200);
    expect(client.jar.has('wordreel.session_token')).toBe(false);
    const replay = await suite.t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: oldCookie },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('should answer 404 when asking a reset code for an unknown e-mail', async () => {
    const res = await browser().call('POST', '/api/users/otp/reset', { email: freshEmail() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'User not found' });
  });

  it('should reset the password with a reset code and sign out the other sessions', async () => {
    const { email, client: oldDevice } = await signedUp();
    const helper = browser();
    const otp = await helper.call('POST', '/api/users/otp/reset', { email });
    expect(otp.statusCode).toBe(200);
    expect(otp.json()).toEqual({ message: 'OTP sent to your email' });
    const valid = await helper.call('POST', '/api/users/validate', { email, code: mail.lastCode(email) });
    expect(valid.statusCode).toBe(200);
    const res = await helper.call('POST', `/api/users/reset-password/${encodeURIComponent(email)}`, {
      password: 'newpassword9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password reset successful' });
    expect((await oldDevice.call('GET', '/api/users/me')).statusCode).toBe(401);
    const oldLogin = await helper.call('POST', '/api/users/login', { email, password: 'password123' });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await helper.call('POST', '/api/users/login', { email, password: 'newpassword9' });
    expect(newLogin.statusCode).toBe(200);
  });

  it('should revoke the API keys when the password is reset', async () => {
    const { email, client } = await signedUp();
    const created = await client.call('POST', '/api/users/api-key');
    expect(created.statusCode).toBe(201);
    const key = created.json<{ key: string }>().key;
    // A key for an integration too: whoever took the account may have made one.
    const named = await client.call('POST', '/api/users/api-keys', { name: 'made by a thief' });
    expect(named.statusCode).toBe(201);
    const namedKey = named.json<{ key: string }>().key;
    const withKey = (bearer = key) =>
      suite.t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${bearer}` },
      });
    expect((await withKey()).statusCode).toBe(200);
    expect((await withKey(namedKey)).statusCode).toBe(200);
    const helper = browser();
    await helper.call('POST', '/api/users/otp/reset', { email });
    await helper.call('POST', '/api/users/validate', { email, code: mail.lastCode(email) });
    const res = await helper.call('POST', `/api/users/reset-password/${encodeURIComponent(email)}`, {
      password: 'newpassword9',
    });
    expect(res.statusCode).toBe(200);
    expect((await withKey()).statusCode).toBe(401);
    expect((await withKey(namedKey)).statusCode).toBe(401);
  });

  it('should refuse a reset without a reset grant, or with a sign-up grant', async () => {
    const { email } = await signedUp();
    const plain = await browser().call('POST', `/api/users/reset-password/${encodeURIComponent(email)}`, {
      password: 'newpassword9',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ message: 'Invalid email address' });

    // A grant from a sign-up code for another address does not reset this one.
    const other = freshEmail();
    const client = browser();
    await client.call('POST', '/api/users/otp/register', { email: other });
    await client.call('POST', '/api/users/validate', { email: other, code: mail.lastCode(other) });
    const crossed = await client.call('POST', `/api/users/reset-password/${encodeURIComponent(email)}`, {
      password: 'newpassword9',
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toMatchObject({ message: 'Invalid email address' });
  });

  it('should let the reset grant work only once', async () => {
    const { email } = await signedUp();
    const client = browser();
    await client.call('POST', '/api/users/otp/reset', { email });
    await client.call('POST', '/api/users/validate', { email, code: mail.lastCode(email) });
    const grant = client.jar.header();
    const url = `/api/users/reset-password/${encodeURIComponent(email)}`;
    const first = await suite.t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: grant },
      payload: { password: 'newpassword9' },
    });
    expect(first.statusCode).toBe(200);
    const second = await suite.t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: grant },
      payload: { password: 'another99x' },
    });
    expect(second.statusCode).toBe(400);
  });

  it('should delete the account with its projects, keys and sessions', async () => {
    const { email, client, userId } = await signedUp();
    const cookie = client.jar.header();
    await client.call('POST', '/api/users/api-key');
    const now = Date.now();
    await suite.t.ctx.db
      .insertInto('project')
      .values({
        id: 'a'.repeat(32),
        userId,
        name: 'clip.mp4',
        videoConfig: JSON.stringify({ name: 'clip.mp4', lang: 'en', orientation: 'portrait' }),
        style: null,
        status: 'ready',
        statusDetail: null,
        progress: 100,
        createdAt: now,
        updatedAt: now,
        updatedAtNanos: 0,
      })
      .execute();
    const videoKey = `projects/${'a'.repeat(32)}/video.mp4`;
    await suite.t.ctx.storage.writeFile(videoKey, 'not really a video');
    // An endpoint that asked for project.deleted: the account going is not one event per project.
    await suite.t.ctx.db
      .insertInto('webhookEndpoint')
      .values({
        id: 'wh-of-the-deleted',
        userId,
        url: 'https://example.com/hook',
        secret: 'whsec_x',
        events: JSON.stringify(['project.deleted']),
        description: null,
        createdAt: now,
      })
      .execute();
    const res = await client.call('DELETE', '/api/users/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Account deleted' });
    const replay = await suite.t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
    const login = await browser().call('POST', '/api/users/login', {
      email,
      password: 'password123',
    });
    expect(login.statusCode).toBe(404);
    expect(await suite.t.ctx.storage.exists(videoKey)).toBe(false);
    const queuedHooks = await suite.t.ctx.db
      .selectFrom('job')
      .select('id')
      .where('name', '=', 'webhook')
      .execute();
    expect(queuedHooks).toEqual([]);
    for (const table of ['project', 'apiKey', 'session', 'account', 'webhookEndpoint'] as const) {
      const rows = await suite.t.ctx.db
        .selectFrom(table)
        .select('userId')
        .where('userId', '=', userId)
        .execute();
      expect(rows, table).toEqual([]);
    }
  });
});
