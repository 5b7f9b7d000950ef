import { afterEach, describe, expect, it } from 'vitest';
import { isStaleChunkError, mayReloadForRelease } from './stale-release.ts';

afterEach(() => sessionStorage.clear());

describe('isStaleChunkError', () => {
  it("should know each browser's words for a page chunk that failed to load, and nothing else", () => {
    const chromium = new TypeError(
      'Failed to fetch dynamically imported module: https://app.example/assets/studio-page-D5o_a_5W.js',
    );
    const firefox = new TypeError(
      'error loading dynamically imported module: https://app.example/assets/x.js',
    );
    const safari = new TypeError('Importing a module script failed.');
    const css = new Error('Unable to preload CSS for /assets/studio-page-Ff0gB0nF.css');
    for (const error of [chromium, firefox, safari, css]) expect(isStaleChunkError(error)).toBe(true);
    expect(isStaleChunkError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isStaleChunkError(new Error("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isStaleChunkError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('mayReloadForRelease', () => {
  it('should allow one reload, then none for 30 s (no loop when the chunk is really unreachable)', () => {
    expect(mayReloadForRelease(1_000_000)).toBe(true);
    sessionStorage.setItem('wordreel:reloaded-for-release', '1000000');
    expect(mayReloadForRelease(1_000_000 + 5_000)).toBe(false);
    expect(mayReloadForRelease(1_000_000 + 30_000)).toBe(true);
  });
});
