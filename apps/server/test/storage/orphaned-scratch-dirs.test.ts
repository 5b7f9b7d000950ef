import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDir, removeOrphanedScratchDirs } from '../../src/storage/scratch-dir.ts';

describe('scratch folders left by a killed process', () => {
  let root: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-orphan-scratch-'));
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it("should remove the folders of a process that is gone and keep live ones' and foreign ones", async () => {
    // A process id that surely ran and ended: a child we started and waited for.
    const deadPid = spawnSync('true').pid;
    expect(deadPid).toBeGreaterThan(0);
    const dead = path.join(root, `wordreel-render-p${deadPid}-AbC123`);
    const mine = path.join(root, `wordreel-render-p${process.pid}-XyZ789`);
    const foreign = path.join(root, 'wordreel-clips-AbC123');
    for (const dir of [dead, mine, foreign]) await fs.mkdir(dir);
    await fs.writeFile(path.join(dead, 'encoded.mp4'), 'half a video');

    expect(await removeOrphanedScratchDirs(root)).toBe(1);
    const left = (await fs.readdir(root)).sort();
    expect(left).toEqual([path.basename(mine), path.basename(foreign)].sort());
  });

  it('should name scratch folders so the sweep can tell whose they are', async () => {
    const scratch = await createScratchDir('render');
    try {
      expect(path.basename(scratch.dir)).toMatch(
        new RegExp(`^wordreel-render-p${process.pid}-[A-Za-z0-9]{6}$`),
      );
      await fs.access(scratch.dir);
    } finally {
      await scratch.dispose();
    }
  });
});
