import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

describe('security headers', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('should send a CSP the studio works under, no framing, nosniff and a referrer policy on pages and API', async () => {
    t = await createTestApp({ db: 'sqlite' });
    for (const url of ['/', '/api/health', '/api/nope']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('should add HSTS when the public URL is https', async () => {
    t = await createTestApp({ db: 'sqlite', env: { PUBLIC_URL: 'https://app.example.com' } });
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
