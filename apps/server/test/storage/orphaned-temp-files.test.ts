import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeOrphanedTempFiles } from '../../src/storage/local-storage.ts';

describe('removeOrphanedTempFiles', () => {
  // A data folder of each test's own: each counts what it removed and lists what is left.
  let root: string;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-orphans-'));
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('should remove the temporary files of writers that are gone and keep live ones and whole files', async () => {
    // The pid of a process that has exited (and, this soon, is not reused).
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    const dir = path.join(root, 'projects', 'p1');
    await fs.mkdir(dir, { recursive: true });
    const files = {
      orphan: `render.mp4.tmp-${dead}-0123456789ab.mp4`,
      live: `captions.json.tmp-${process.pid}-0123456789ab.json`,
      whole: 'render.mp4',
    };
    for (const f of Object.values(files)) await fs.writeFile(path.join(dir, f), 'x');
    expect(await removeOrphanedTempFiles(root)).toBe(1);
    expect((await fs.readdir(dir)).sort()).toEqual([files.live, files.whole].sort());
  });

  it('should remove a project directory a killed deletion moved aside, and keep projects', async () => {
    const projects = path.join(root, 'projects');
    await fs.mkdir(path.join(projects, 'p2.deleting-0123456789ab', 'chunks'), { recursive: true });
    await fs.writeFile(path.join(projects, 'p2.deleting-0123456789ab', 'chunks', 'a.json'), '{}');
    await fs.mkdir(path.join(projects, 'p3'), { recursive: true });
    expect(await removeOrphanedTempFiles(root)).toBe(1);
    expect(await fs.readdir(projects)).toEqual(['p3']);
  });
});
