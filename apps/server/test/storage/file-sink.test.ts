import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFileSink } from '../../src/storage/file-sink.ts';

describe('openFileSink', () => {
  // A folder of each test's own: one test checks that its folder is left empty.
  let dir: string;
  beforeEach(async () => {
    dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'wordreel-sink-'));
  });
  afterEach(() => fsp.rm(dir, { recursive: true, force: true }));

  it('should have created the file before it resolves, so a clean-up after a failed copy finds it', async () => {
    const file = path.join(dir, 'cut-off');
    const sink = await openFileSink(file);
    expect(fs.existsSync(file)).toBe(true);
    // The copy's error reaches the sink as well (pipeline destroys it with it), possibly after the
    // pipeline has settled: expected here, so it is listened for, and the close is awaited alone
    // (events.once would reject with that error when it comes first).
    sink.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => sink.once('close', () => resolve()));
    const cutOff = new Readable({
      read() {
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(pipeline(cutOff, sink)).rejects.toThrow('connection reset');
    await fsp.rm(file, { force: true });
    // Nothing opens the path again later: the directory stays empty once the stream has closed.
    await closed;
    expect(await fsp.readdir(dir)).toEqual([]);
  });

  it('should write every byte of a finished copy', async () => {
    const file = path.join(dir, 'whole');
    await pipeline(Readable.from([Buffer.from('hello '), Buffer.from('world')]), await openFileSink(file));
    expect(await fsp.readFile(file, 'utf8')).toBe('hello world');
  });
});
