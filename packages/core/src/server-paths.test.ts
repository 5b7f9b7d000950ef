import { describe, expect, it } from 'vitest';
import { isServerPath } from './server-paths.ts';

describe('isServerPath', () => {
  it("should give the server its calls, media and uploads and leave the web app's pages alone", () => {
    for (const url of [
      '/api/projects',
      '/public/abc.json',
      '/rendered/abc.mp4',
      '/download/abc.mp4',
      '/sounds/adventure.mp3',
      '/upload',
      '/render',
      '/files/0123',
      '/generate-description',
      '/update-subtitle?x=1',
    ]) {
      expect(isServerPath(url), url).toBe(true);
    }
    // '/api-config' is a page even though it starts with the letters of '/api'.
    for (const url of ['/', '/api-config', '/project', '/profile', '/studio/abc', '/pricing']) {
      expect(isServerPath(url), url).toBe(false);
    }
  });
});
