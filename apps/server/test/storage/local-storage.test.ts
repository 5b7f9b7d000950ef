import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../src/storage/local-storage.ts';

describe('local storage', () => {
  let root: string;
  let storage: LocalStorage;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-storage-'));
    storage = new LocalStorage(root);
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('should write atomically and read back whole files and ranges', async () => {
    await storage.writeFile('projects/p1/captions.json', '[1,2,3]');
    expect((await storage.readFile('projects/p1/captions.json')).toString()).toBe('[1,2,3]');
    expect(await storage.stat('projects/p1/captions.json')).toMatchObject({ size: 7 });
    expect(await text(storage.createReadStream('projects/p1/captions.json', { start: 1, end: 3 }))).toBe(
      '1,2',
    );
  });

  it('should leave the old file and no temporary file when a write fails halfway', async () => {
    await storage.writeFile('projects/p2/video.mp4', 'old');
    await expect(
      storage.writeAtomic('projects/p2/video.mp4', async (tmp) => {
        await fs.writeFile(tmp, 'half of the new');
        throw new Error('ffmpeg died');
      }),
    ).rejects.toThrow('ffmpeg died');
    expect((await storage.readFile('projects/p2/video.mp4')).toString()).toBe('old');
    expect(await fs.readdir(path.join(root, 'projects/p2'))).toEqual(['video.mp4']);
  });

  it('should refuse keys that could leave the storage directory', () => {
    for (const key of [
      '../x',
      '/etc/passwd',
      'projects/../../x',
      'projects//x',
      'projects/.hidden',
      'a\\b',
      '',
    ]) {
      expect(() => storage.localPath(key), key).toThrow(/Invalid storage key/);
    }
  });

  it('should move a file in and delete everything under a prefix', async () => {
    const src = path.join(root, 'incoming.bin');
    await fs.writeFile(src, 'data');
    await storage.moveIn('projects/p3/original.mp4', src);
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
});
