import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createStorage } from '../../src/storage/create-storage.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { startS3Server, type TestS3Server } from './s3-server.ts';

/** One suite, run against every storage adapter: the local directory and an S3 bucket. */
describe.each(['local', 's3'] as const)('%s storage', (kind) => {
  let dataDir: string;
  let s3: TestS3Server | undefined;
  let storage: Storage;
  let scratch: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-storage-'));
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-scratch-'));
    s3 = kind === 's3' ? await startS3Server() : undefined;
    storage = createStorage(loadConfig({ DATA_DIR: dataDir, ...s3?.env }));
  });
  afterAll(async () => {
    await s3?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(scratch, { recursive: true, force: true });
  });

  /** Every file under the data directory, relative to it: storage or scratch leftovers. */
  async function filesOnDisk(): Promise<string[]> {
    const entries = await fs.readdir(dataDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)))
      .sort();
  }

  it('should write atomically and read back whole files and ranges', async () => {
    await storage.writeFile('projects/p1/captions.json', '[1,2,3]');
    expect((await storage.readFile('projects/p1/captions.json')).toString()).toBe('[1,2,3]');
    expect(await storage.stat('projects/p1/captions.json')).toMatchObject({ size: 7 });
    expect(await text(storage.createReadStream('projects/p1/captions.json', { start: 1, end: 3 }))).toBe(
      '1,2',
    );
    expect(await text(storage.createReadStream('projects/p1/captions.json'))).toBe('[1,2,3]');
  });

  it('should hand tools a readable file of a stored key', async () => {
    await storage.writeAtomic('projects/p4/video.mp4', (tmp) => fs.writeFile(tmp, 'frames'));
    const file = await storage.localFile('projects/p4/video.mp4', scratch);
    expect(path.extname(file)).toBe('.mp4');
    expect(await fs.readFile(file, 'utf8')).toBe('frames');
  });

  it('should leave the old file and no temporary file when a write fails halfway', async () => {
    await storage.writeFile('projects/p2/video.mp4', 'old');
    const before = await filesOnDisk();
    await expect(
      storage.writeAtomic('projects/p2/video.mp4', async (tmp) => {
        await fs.writeFile(tmp, 'half of the new');
        throw new Error('ffmpeg died');
      }),
    ).rejects.toThrow('ffmpeg died');
    expect((await storage.readFile('projects/p2/video.mp4')).toString()).toBe('old');
    expect(await filesOnDisk()).toEqual(before);
  });

  it('should refuse keys that could leave the storage directory', async () => {
    for (const key of [
      '../x',
      '/etc/passwd',
      'projects/../../x',
      'projects//x',
      'projects/.hidden',
      'a\\b',
      '',
    ]) {
      await expect(storage.stat(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.localFile(key, scratch), key).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('should move a file in and delete everything under a prefix', async () => {
    const src = path.join(scratch, 'incoming.bin');
    await fs.writeFile(src, 'data');
    await storage.moveIn('projects/p3/original.mp4', src);
    await expect(fs.stat(src)).rejects.toThrow(/ENOENT/);
    await storage.writeFile('projects/p3/thumb.jpg', 'jpg');
    await storage.writeFile('projects/p30/thumb.jpg', 'other project');
    expect(await storage.exists('projects/p3/original.mp4')).toBe(true);
    await storage.deletePrefix('projects/p3/');
    expect(await storage.exists('projects/p3/original.mp4')).toBe(false);
    expect(await storage.exists('projects/p3/thumb.jpg')).toBe(false);
    expect(await storage.exists('projects/p30/thumb.jpg')).toBe(true);
    await storage.delete('projects/p30/thumb.jpg');
    expect(await storage.stat('projects/p30/thumb.jpg')).toBeNull();
  });

  it('should fail a read stream of a missing key with an error, not hang', async () => {
    await expect(text(storage.createReadStream('projects/none/video.mp4'))).rejects.toThrow();
  });
});
