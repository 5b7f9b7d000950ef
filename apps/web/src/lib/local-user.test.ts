// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { returnPath, setPendingPassword, takePendingPassword } from './local-user.ts';

afterEach(() => window.sessionStorage.clear());

describe('pending sign-up password', () => {
  it('should survive in session storage (a reload of the code page) until cleared', () => {
    setPendingPassword('bread-2026');
    expect(window.sessionStorage.length).toBe(1);
    expect(takePendingPassword()).toBe('bread-2026');
    setPendingPassword(null);
    expect(takePendingPassword()).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });
});

describe('returnPath', () => {
  it('should go back to the protected page that asked for a login', () => {
    expect(returnPath({ from: '/studio/abc' })).toBe('/studio/abc');
    expect(returnPath({ from: '/api-config?tab=key' })).toBe('/api-config?tab=key');
  });

  it('should go to the dashboard for anything else', () => {
    expect(returnPath(null)).toBe('/project');
    expect(returnPath({ from: 'https://evil.example/' })).toBe('/project');
    expect(returnPath({ from: '//evil.example/' })).toBe('/project');
    expect(returnPath({ from: '/login' })).toBe('/project');
    expect(returnPath({ from: 42 })).toBe('/project');
  });
});
