import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateCounter } from '../../src/http/rate-counter.ts';
import { createTestUser } from '../test-app.ts';
import { mailSuite } from './mail-suite.ts';

/** Each attempt from another address, so the per-IP limits never answer: only the account's count does. */
let ip = 0;
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('per-account throttling of logins and one-time codes', () => {
  const suite = mailSuite('sqlite', 'throttle', {
    RATE_LIMIT_DISABLED: 'false',
    ACCOUNT_LOGIN_FAILURES: '3/15m',
    ACCOUNT_CODE_REQUESTS: '2/1h',
    ACCOUNT_CODE_FAILURES: '3/1h',
  });
  const { mail, freshEmail } = suite;
  /** The counters' clock: moved forward to end a window instead of waiting for it. */
  let clock = Date.now();

  beforeAll(async () => {
    await suite.t.ctx.rateCounter.close();
    suite.t.ctx.rateCounter = new MemoryRateCounter(() => clock);
  });

  const post = (url: string, payload: object) =>
    suite.t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
  const login = (email: string, password: string) => post('/api/users/login', { email, password });

  it('should lock an account after its failed logins from any address, say when, and let the right password in after the window', async () => {
    const { email } = await createTestUser(suite.t.ctx);
    const other = await createTestUser(suite.t.ctx);
    for (let i = 0; i < 3; i++) {
      const wrong = await login(email, 'wrong-password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ message: 'Invalid credentials' });
    }
    // Locked: even the right password waits, and the answer says how long.
    const locked = await login(email, 'password123');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many failed logins for this account. Please try again in 15 minutes.',
    });
    expect(Number(locked.headers['retry-after'])).toBe(900);
    // Another account is not affected.
    expect((await login(other.email, 'password123')).statusCode).toBe(200);
    clock += 10 * 60_000;
    expect((await login(email, 'password123')).json()).toMatchObject({
      message: 'Too many failed logins for this account. Please try again in 5 minutes.',
    });
    clock += 5 * 60_000;
    expect((await login(email, 'password123')).statusCode).toBe(200);
  });

  it('should forget the failures once the right password is given', async () => {
    const { email } = await createTestUser(suite.t.ctx);
    for (let i = 0; i < 2; i++) expect((await login(email, 'wrong-password')).statusCode).toBe(401);
    expect((await login(email, 'password123')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(email, 'wrong-password')).statusCode).toBe(401);
    expect((await login(email, 'password123')).statusCode).toBe(429);
  });

  it('should limit the codes sent to one e-mail per window', async () => {
    const email = freshEmail();
    /** Past the 60 s resend cooldown of the code itself, which is a separate rule. */
    const pastCooldown = () =>
      suite.t.ctx.db
        .updateTable('oneTimeCode')
        .set((eb) => ({ sentAt: eb('sentAt', '-', 61_000) }))
        .where('email', '=', email)
        .execute();
    expect((await post('/api/users/otp/register', { email })).statusCode).toBe(200);
    await pastCooldown();
    expect((await post('/api/users/otp/register', { email })).statusCode).toBe(200);
    await pastCooldown();
    const refused = await post('/api/users/otp/register', { email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: 'Too many codes requested for this e-mail. Please try again in 60 minutes.',
    });
    expect(refused.headers['retry-after']).toBe('3600');
    clock += 60 * 60_000;
    expect((await post('/api/users/otp/register', { email })).statusCode).toBe(200);
  });

  it('should stop checking codes for an e-mail after its wrong codes, until the window ends', async () => {
    const email = freshEmail();
    expect((await post('/api/users/otp/register', { email })).statusCode).toBe(200);
    const code = mail.lastCode(email);
    for (let i = 0; i < 3; i++) {
      const wrong = await post('/api/users/validate', { email, code: otherCode(code) });
      expect(wrong.json()).toMatchObject({ message: 'Invalid OTP' });
    }
    const locked = await post('/api/users/validate', { email, code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      message: 'Too many wrong codes for this e-mail. Please try again in 60 minutes.',
    });
    clock += 60 * 60_000;
    expect((await suite.browser().call('POST', '/api/users/validate', { email, code })).statusCode).toBe(200);
  });
});
