import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { makeUndeletable } from '../storage/undeletable-folder.ts';
import { createDeployment, type DeploymentKind, ServerProcess } from './server-process.ts';

const cases: [script: 'main' | 'worker', kind: DeploymentKind][] = [
  ['main', 'sqlite'],
  ['worker', 'scale-out'],
];

/** A scratch folder left by a killed process that this one may not delete (another user's, say). */
describe.each(cases)('%s starting beside an orphaned scratch folder it cannot remove', (script, kind) => {
  it('should warn, remove the other orphans and keep running', async () => {
    const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-fault-tmp-'));
    onTestFinished(() => fs.rm(tmp, { recursive: true, force: true }));
    const deadPid = spawnSync('true').pid;
    const stuck = path.join(tmp, `wordreel-render-p${deadPid}-AAAAAA`);
    const removable = path.join(tmp, `wordreel-render-p${deadPid}-ZZZZZZ`);
    await fs.mkdir(stuck);
    await fs.mkdir(removable);
    onTestFinished(await makeUndeletable(stuck));
    const d = await createDeployment(kind);
    onTestFinished(() => d.dispose());

    const proc = await ServerProcess.start(script, { ...d.env, TMPDIR: tmp });
    onTestFinished(() => proc.kill());
    await proc.waitForOutput(/orphaned scratch folder not removed/, 30_000);
    // An unhandled rejection would end the process within a tick or two; give it ample time.
    const exited = await Promise.race([
      proc.exited.then(() => true),
      new Promise<false>((r) => setTimeout(() => r(false), 1000)),
    ]);
    expect(exited, proc.output().slice(-2000)).toBe(false);
    const warning = proc.logLines().find((l) => l.msg === 'orphaned scratch folder not removed');
    expect(warning?.dir).toBe(stuck);
    await expect(fs.access(removable)).rejects.toThrow();
    await fs.access(stuck);
  });
});
