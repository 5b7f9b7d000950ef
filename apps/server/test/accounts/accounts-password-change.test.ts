import { accountMessages, PASSWORD_RULE_MESSAGE } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { dbKinds } from '../test-app.ts';
import type { AccountClient } from './account-client.ts';
import { mailSuite } from './mail-suite.ts';

describe.each(dbKinds)('changing the password while signed in on %s', (db) => {
  const suite = mailSuite(db, 'change');
  const { signedUp, browser } = suite;
  const login = (email: string, password: string) =>
    browser().call('POST', '/api/users/login', { email, password });
  const change = (client: AccountClient, currentPassword: string, newPassword: string) =>
    client.call('POST', '/api/users/password', { currentPassword, newPassword });

  it('should change it, keep this session, end the others and take only the new password at login', async () => {
    const { email, client } = await signedUp();
    const otherDevice = browser();
    expect(
      (await otherDevice.call('POST', '/api/users/login', { email, password: 'password123' })).statusCode,
    ).toBe(200);

    const res = await change(client, 'password123', 'newpass456');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: accountMessages.passwordChanged });

    expect((await client.call('GET', '/api/users/me')).statusCode).toBe(200);
    expect((await otherDevice.call('GET', '/api/users/me')).statusCode).toBe(401);
    expect((await login(email, 'password123')).statusCode).toBe(401);
    expect((await login(email, 'newpass456')).statusCode).toBe(200);
  });

  it('should refuse a wrong current password and change nothing', async () => {
    const { email, client } = await signedUp();
    const wrong = await change(client, 'not-my-password1', 'newpass456');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: accountMessages.currentPasswordWrong });
    expect((await client.call('GET', '/api/users/me')).statusCode).toBe(200);
    expect((await login(email, 'newpass456')).statusCode).toBe(401);
    expect((await login(email, 'password123')).statusCode).toBe(200);
  });

  it('should ask for a new password that follows the rule and differs from the current one', async () => {
    const { client } = await signedUp();
    const weak = await change(client, 'password123', 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ message: string }>().message).toContain(PASSWORD_RULE_MESSAGE);
    const same = await change(client, 'password123', 'password123');
    expect(same.statusCode).toBe(400);
    expect(same.json<{ message: string }>().message).toContain(
      'The new password is the same as the current one.',
    );
    const empty = await change(client, '', 'newpass456');
    expect(empty.json<{ message: string }>().message).toContain('Please enter all fields.');
  });

  it('should refuse an API key, a visitor, and an account that has no password yet', async () => {
    const { client, userId } = await signedUp();
    const key = (await client.call('POST', '/api/users/api-key')).json<{ key: string }>().key;
    const withKey = await suite.t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      headers: { authorization: `Bearer ${key}` },
      payload: { currentPassword: 'password123', newPassword: 'newpass456' },
    });
    expect(withKey.statusCode).toBe(403);
    expect((await change(browser(), 'password123', 'newpass456')).statusCode).toBe(401);

    // A social sign-in account: its session is real, but it has no password to prove.
    await suite.t.ctx.db.deleteFrom('account').where('userId', '=', userId).execute();
    const social = await change(client, 'password123', 'newpass456');
    expect(social.statusCode).toBe(400);
    expect(social.json()).toMatchObject({ message: accountMessages.noPasswordYet });
  });
});

describe('a wrong current password counts as a failed login', () => {
  const { mail, freshEmail, browser } = mailSuite('sqlite', 'locked', {
    RATE_LIMIT_DISABLED: 'false',
    ACCOUNT_LOGIN_FAILURES: '3/15m',
  });

  it('should lock the change, and the login, once the failures reach the limit', async () => {
    const email = freshEmail();
    const client = browser();
    expect((await client.signUp(mail, email, 'password123')).statusCode).toBe(201);
    const change = (currentPassword: string) =>
      client.call('POST', '/api/users/password', { currentPassword, newPassword: 'newpass456' });
    for (let i = 0; i < 3; i++) expect((await change('not-my-password1')).statusCode).toBe(400);
    // Locked even with the right password: an open session cannot be used to guess it.
    const locked = await change('password123');
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toContain('Too many failed logins for this account.');
    const login = await browser().call('POST', '/api/users/login', {
      email,
      password: 'password123',
    });
    expect(login.statusCode).toBe(429);
  });
});
