import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

describe('auth rate limits', () => {
  let limited: TestApp;
  let unlimited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'false' } });
    unlimited = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(async () => {
    await limited.close();
    await unlimited.close();
  });

  const login = (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'nobody@example.com', password: 'password123' },
    });

  it('should answer 429 with a message once a client exceeds the login limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(limited)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(404));
    expect(statuses[10]).toBe(429);
    const res = await login(limited);
    expect(res.json<{ message: string }>().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('should limit one-time code requests and validation too', async () => {
    const validate = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/users/validate',
        payload: { email: 'nobody@example.com', code: '123456' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await validate()).statusCode);
    expect(statuses.at(-1)).toBe(429);
    const otp = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/users/otp/reset',
        payload: { email: 'nobody@example.com' },
      });
    const otpStatuses: number[] = [];
    for (let i = 0; i < 6; i++) otpStatuses.push((await otp()).statusCode);
    expect(otpStatuses.at(-1)).toBe(429);
  });

  it('should not limit when RATE_LIMIT_DISABLED is set', async () => {
    for (let i = 0; i < 15; i++) expect((await login(unlimited)).statusCode).toBe(404);
  });
});
