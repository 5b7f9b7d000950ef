import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createScratchDir, removeOrphanedScratchDirs } from '../../src/storage/scratch-dir.ts';
import { makeUndeletable } from './undeletable-folder.ts';

const silent = pino({ level: 'silent' });

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
    // A folder of its own, as the next test has: it lists everything left there.
    const own = await fs.mkdtemp(path.join(root, 'tmp-'));
    const dead = path.join(own, `wordreel-render-p${deadPid}-AbC123`);
    const mine = path.join(own, `wordreel-render-p${process.pid}-XyZ789`);
    const foreign = path.join(own, 'wordreel-clips-AbC123');
    for (const dir of [dead, mine, foreign]) await fs.mkdir(dir);
    await fs.writeFile(path.join(dead, 'encoded.mp4'), 'half a video');

    expect(await removeOrphanedScratchDirs(silent, own)).toBe(1);
    const left = (await fs.readdir(own)).sort();
    expect(left).toEqual([path.basename(mine), path.basename(foreign)].sort());
  });

  it('should remove the others and warn, not throw, when one orphaned folder cannot be removed', async () => {
    const own = await fs.mkdtemp(path.join(root, 'stuck-'));
    const deadPid = spawnSync('true').pid;
    const names = ['AAAAAA', 'MMMMMM', 'ZZZZZZ'].map((tail) => `wordreel-render-p${deadPid}-${tail}`);
    for (const name of names) await fs.mkdir(path.join(own, name));
    const stuck = path.join(own, names[1] ?? '');
    onTestFinished(await makeUndeletable(stuck));
    const warnings: { msg: string; dir: string }[] = [];
    const log = pino(
      { level: 'warn' },
      { write: (line: string) => void warnings.push(JSON.parse(line) as { msg: string; dir: string }) },
    );

    expect(await removeOrphanedScratchDirs(log, own)).toBe(2);
    expect(await fs.readdir(own)).toEqual([names[1]]);
    expect(warnings).toMatchObject([{ msg: 'orphaned scratch folder not removed', dir: stuck }]);
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
