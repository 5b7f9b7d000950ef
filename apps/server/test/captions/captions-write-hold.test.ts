import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whileHoldingCaptions } from '../../src/modules/captions/captions-write-hold.ts';
import { holdCaptionsWriteRow, insertProject } from '../../src/modules/projects/projects.repository.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp } from '../test-app.ts';

describe.each(dbKinds)('holding a project’s captions on %s', (db) => {
  let t: TestApp;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp({ db });
    userId = (await createTestUser(t.ctx)).id;
  });
  afterAll(() => t.close());

  async function newProject(): Promise<string> {
    const id = randomBytes(16).toString('hex');
    const videoConfig = { name: 'clip.mp4', lang: 'en', orientation: 'portrait' } as const;
    await insertProject(t.ctx.db, { id, userId, name: 'clip.mp4', videoConfig, status: 'ready' });
    return id;
  }

  it('should run edits of one project one after another, and of two projects side by side', async () => {
    const [a, b] = [await newProject(), await newProject()];
    const events: string[] = [];
    let bIn = () => {};
    const bEntered = new Promise<void>((resolve) => (bIn = resolve));
    const edit = (id: string, name: string, meanwhile: () => Promise<unknown>) =>
      whileHoldingCaptions(t.ctx, id, async () => {
        events.push(`${name} in`);
        await meanwhile();
        events.push(`${name} out`);
        return name;
      });
    // a1 stays in until b1 is in: it would wait forever if b1 waited for a's edits.
    const results = await Promise.all([
      edit(a, 'a1', () => bEntered),
      edit(a, 'a2', () => sleep(1)),
      edit(b, 'b1', () => Promise.resolve(bIn())),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    // a's two edits never overlap, whichever took the captions first.
    const ofA = events.filter((e) => e.startsWith('a')).map((e) => e.split(' ')[1]);
    expect(ofA).toEqual(['in', 'out', 'in', 'out']);
  });

  it('should let go of the captions when the edit fails', async () => {
    const id = await newProject();
    await expect(
      whileHoldingCaptions(t.ctx, id, () => Promise.reject(new Error('write failed'))),
    ).rejects.toThrow('write failed');
    expect(await holdCaptionsWriteRow(t.ctx.db, id, Date.now(), Date.now() + 1000)).toBe('held');
  });

  it('should take over a hold whose holder ran out of time (a process that died holding it)', async () => {
    const id = await newProject();
    const now = Date.now();
    expect(await holdCaptionsWriteRow(t.ctx.db, id, now, now + 80)).toBe('held');
    expect(await holdCaptionsWriteRow(t.ctx.db, id, now, now + 15_000)).toBe('busy');
    await whileHoldingCaptions(t.ctx, id, () => Promise.resolve());
    // Taken once the dead holder's time ran out, not before.
    expect(Date.now()).toBeGreaterThanOrEqual(now + 80);
  });

  it('should answer 404 for a project that is gone', async () => {
    const missing = randomBytes(16).toString('hex');
    await expect(whileHoldingCaptions(t.ctx, missing, () => Promise.resolve())).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
