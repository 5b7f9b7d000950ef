import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtEntry, bundleServer, SERVER_DIST_DIR } from './server-bundle.ts';

describe('the server bundle', () => {
  it('should replace what it builds, remove only files no build wrote for ten minutes', async () => {
    const stale = path.join(SERVER_DIST_DIR, 'chunk-STALE000.mjs');
    const recent = path.join(SERVER_DIST_DIR, 'chunk-RECENT00.mjs');
    await fs.mkdir(SERVER_DIST_DIR, { recursive: true });
    await fs.writeFile(stale, '');
    await fs.writeFile(recent, '');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await fs.utimes(stale, hourAgo, hourAgo);
    try {
      await bundleServer();
      const left = await fs.readdir(SERVER_DIST_DIR);
      expect(left).not.toContain('chunk-STALE000.mjs');
      // Another process's build of a moment ago may still be starting from it.
      expect(left).toContain('chunk-RECENT00.mjs');
      expect(left.filter((f) => f.includes('.tmp-'))).toEqual([]);
      // The adapters a config does not choose are chunks of their own.
      expect(left.some((f) => /^s3-storage-\w+\.mjs$/.test(f))).toBe(true);
      expect(left.some((f) => /^bullmq-job-queue-\w+\.mjs$/.test(f))).toBe(true);
    } finally {
      await fs.rm(recent, { force: true });
    }
    expect((await fs.stat(builtEntry('main'))).size).toBeGreaterThan(100_000);
  });
});
