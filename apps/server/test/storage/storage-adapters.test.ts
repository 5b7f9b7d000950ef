import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { runFfmpeg } from '../../src/modules/media/ffmpeg.ts';
import { createStorage } from '../../src/storage/create-storage.ts';
import { FileChangedError, type Storage } from '../../src/storage/storage.ts';
import { type FailingS3Proxy, startFailingS3Proxy } from './failing-s3-proxy.ts';
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
    storage = await createStorage(loadConfig({ DATA_DIR: dataDir, ...s3?.env }));
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
    expect(
      await text(storage.createReadStream('projects/p1/captions.json', { range: { start: 1, end: 3 } })),
    ).toBe('1,2');
    expect(await text(storage.createReadStream('projects/p1/captions.json'))).toBe('[1,2,3]');
  });

  // A media answer's length and validators come from a stat; its bytes must come from that same version.
  it('should read the version a stat saw, and fail rather than read another one that replaced it', async () => {
    const key = 'projects/p7/render.mp4';
    await storage.writeFile(key, 'first export');
    const first = await storage.stat(key);
    expect(first).not.toBeNull();
    expect(await text(storage.createReadStream(key, { version: first!, range: { start: 6, end: 11 } }))).toBe(
      'export',
    );

    await storage.writeFile(key, 'second export, longer');
    const stale = text(storage.createReadStream(key, { version: first! }));
    await expect(stale).rejects.toThrow(FileChangedError);
    await expect(stale).rejects.toThrow(`${key} changed since it was looked at`);
    expect(await text(storage.createReadStream(key, { version: (await storage.stat(key))! }))).toBe(
      'second export, longer',
    );
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

  // A project deleted while its job still writes into it (a recognition step's checkpoint): the job
  // stops on its signal, but a write already under way lands during the removal. A local directory's
  // removal is what such a write could fail (ENOTEMPTY); an object store has no directories (and the
  // test S3 server, s3rver, throws uncaught on a write racing its own deletes).
  if (kind === 'local')
    it('should delete a prefix while files keep appearing in it', async () => {
      for (let round = 0; round < 20; round++) {
        const prefix = `projects/busy${round}/`;
        await storage.writeFile(`${prefix}video.mp4`, 'mp4');
        let writing = true;
        // A write every millisecond or so: far more often than a job's checkpoints, to meet the removal.
        const writer = (async () => {
          for (let i = 0; writing; i++) {
            await storage.writeFile(`${prefix}chunk-${i}.json`, '{}').catch(() => undefined);
            await new Promise((resolve) => setTimeout(resolve, 1));
          }
        })();
        await new Promise((resolve) => setTimeout(resolve, 5));
        try {
          await storage.deletePrefix(prefix);
        } finally {
          writing = false;
          await writer;
        }
      }
    });

  it('should fail a read stream of a missing key with an error, not hang', async () => {
    await expect(text(storage.createReadStream('projects/none/video.mp4'))).rejects.toThrow();
  });
});

// A frame for a picture (a clip's thumbnail) is read by seeking in the stored video, not by copying it.
describe('a seekable source of a stored video', () => {
  let s3: TestS3Server;
  let proxy: FailingS3Proxy;
  let work: string;
  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-seekable-'));
    s3 = await startS3Server();
    proxy = await startFailingS3Proxy(s3.env);
  });
  afterAll(async () => {
    await proxy.close();
    await s3.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  it('should let ffmpeg take one late frame while downloading a small part of the object', async () => {
    const video = path.join(work, 'noisy.mp4');
    // Noise keeps every second's bytes large, so reading the whole file would show in the count.
    // prettier-ignore
    await runFfmpeg([
      '-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=30:d=20,noise=alls=40:allf=t',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '60', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', video,
    ]);
    const size = (await fs.stat(video)).size;
    const storage = await createStorage(loadConfig({ DATA_DIR: work, ...proxy.env }));
    await storage.moveIn('projects/p9/video.mp4', video);
    const before = proxy.bytesServed();

    const source = await storage.seekableSource('projects/p9/video.mp4');
    expect(source).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const frame = path.join(work, 'frame.jpg');
    await runFfmpeg(['-ss', '15', '-i', source, '-frames:v', '1', frame]);

    expect((await fs.stat(frame)).size).toBeGreaterThan(1000);
    const downloaded = proxy.bytesServed() - before;
    expect(downloaded).toBeGreaterThan(0);
    expect(downloaded).toBeLessThan(size / 2); // about a fifth measured: what the seek reads, plus buffering
  });

  it("should hand the local adapter's own file", async () => {
    const storage = await createStorage(loadConfig({ DATA_DIR: work }));
    await storage.writeFile('projects/p8/video.mp4', 'frames');
    expect(await fs.readFile(await storage.seekableSource('projects/p8/video.mp4'), 'utf8')).toBe('frames');
  });
});
