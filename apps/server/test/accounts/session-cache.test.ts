import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { AccountClient } from './account-client.ts';
import { SmtpSink } from './smtp-sink.ts';

let n = 0;
const freshEmail = () => `cache-${Date.now()}-${++n}@example.com`;

/**
 * The session cache (SESSION_CACHE_MS) lets signed-in reads skip better-auth's lookup; every way a
 * session ends here must still refuse the old cookie on the very next request.
 */
describe('session cache', () => {
  let t: TestApp;
  let uncached: TestApp;
  const mail = new SmtpSink();
  beforeAll(async () => {
    await mail.start();
    // A long cache, so only an explicit revocation can explain a refusal.
    t = await createTestApp({ env: { SMTP_URL: mail.url, SESSION_CACHE_MS: '300000' } });
    uncached = await createTestApp({ env: { SMTP_URL: mail.url, SESSION_CACHE_MS: '0' } });
  });
  afterAll(async () => {
    await t.close();
    await uncached.close();
    await mail.stop();
  });

  async function warmSession(app: TestApp) {
    const email = freshEmail();
    const client = new AccountClient(app.app);
    const res = await client.signUp(mail, email);
    expect(res.statusCode).toBe(201);
    const cookie = client.jar.header();
    // Read twice: the first fills the cache, the second is answered from it.
    for (let i = 0; i < 2; i++) expect((await me(app, cookie)).statusCode).toBe(200);
    return { email, client, cookie, userId: res.json<{ user: { userId: string } }>().user.userId };
  }

  const me = (app: TestApp, cookie: string) =>
    app.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });

  it('should answer a checked cookie from the cache (a session row removed behind its back still reads)', async () => {
    const cached = await warmSession(t);
    await t.ctx.db.deleteFrom('session').where('userId', '=', cached.userId).execute();
    expect((await me(t, cached.cookie)).statusCode).toBe(200);

    // With the cache off the same removal is seen at once: the cache is what answered above.
    const plain = await warmSession(uncached);
    await uncached.ctx.db.deleteFrom('session').where('userId', '=', plain.userId).execute();
    expect((await me(uncached, plain.cookie)).statusCode).toBe(401);
  });

  it('should refuse a cached session at once after sign-out', async () => {
    const { client, cookie } = await warmSession(t);
    expect((await client.call('POST', '/api/users/logout')).statusCode).toBe(200);
    expect((await me(t, cookie)).statusCode).toBe(401);
  });

  it('should refuse every cached session of the user at once after a password reset', async () => {
    const { email, cookie } = await warmSession(t);
    const helper = new AccountClient(t.app);
    await helper.call('POST', '/api/users/otp/reset', { email });
    await helper.call('POST', '/api/users/validate', { email, code: mail.lastCode(email) });
    const reset = await helper.call('POST', `/api/users/reset-password/${encodeURIComponent(email)}`, {
      password: 'newpassword9',
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(t, cookie)).statusCode).toBe(401);
  });

  it('should refuse a cached session at once after the account is deleted', async () => {
    const { client, cookie } = await warmSession(t);
    // A second device of the same user, also cached.
    const other = new AccountClient(t.app);
    const email = (await client.call('GET', '/api/users/me')).json<{ user: { email: string } }>().user.email;
    expect(
      (await other.call('POST', '/api/users/login', { email, password: 'password123' })).statusCode,
    ).toBe(200);
    const otherCookie = other.jar.header();
    expect((await me(t, otherCookie)).statusCode).toBe(200);

    expect((await client.call('DELETE', '/api/users/me')).statusCode).toBe(200);
    expect((await me(t, cookie)).statusCode).toBe(401);
    expect((await me(t, otherCookie)).statusCode).toBe(401);
  });
});
