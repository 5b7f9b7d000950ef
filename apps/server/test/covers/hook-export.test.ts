import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HookState } from '@wordreel/core';
import { renderProjectFrames } from '../../src/modules/render/render-project.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';
import { CLIP_RGB, makeClip, payloadFor, pngRgb, seedProject, word } from '../render/render-fixtures.ts';

/** Pixels of the rows [top, bottom) of a 1080-wide RGB frame that are not the clip's flat colour. */
function drawnIn(rgb: Buffer, top: number, bottom: number): number {
  let count = 0;
  for (let i = top * 1080 * 3; i < bottom * 1080 * 3; i += 3) {
    const d = Math.max(...[0, 1, 2].map((c) => Math.abs(rgb[i + c]! - CLIP_RGB[c]!)));
    if (d > 40) count++;
  }
  return count;
}

describe('hook title in the export (sqlite)', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp({ db: 'sqlite' });
    owner = await createTestUser(t.ctx);
    other = await createTestUser(t.ctx);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-hook-test-'));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const put = (user: TestUser, id: string, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/hook`,
      headers: { cookie: user.cookie },
      payload: body,
    });

  it('draws the hook on its frames only, and refuses bad hooks and other users', async () => {
    const id = await seedProject(t.ctx, owner.id, await makeClip({ seconds: 3 }), [word('Hi', 2500, 2900)]);
    const hook = { text: 'Stop scrolling: this works', style: 'box', yPos: 20, durationMs: 2000 };
    expect((await put(other, id, { hook })).statusCode).toBe(404);
    const tooLong = await put(owner, id, { hook: { ...hook, text: 'x'.repeat(81) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('at most 80 characters');
    expect((await put(owner, id, { hook: { ...hook, durationMs: 9000 } })).statusCode).toBe(400);
    const saved = await put(owner, id, { hook });
    expect(saved.json<HookState>()).toEqual({ hook });

    // 2000 ms at 30 fps: frames 0-59 carry the hook, frame 60 on does not.
    const frames = await renderProjectFrames(t.ctx, id, payloadFor(id), [0, 15, 59, 60, 75], dir);
    const band = [Math.round(1920 * 0.2) - 120, Math.round(1920 * 0.2) + 120] as const;
    const counts = await Promise.all(frames.map(async (f) => drawnIn(await pngRgb(f), ...band)));
    expect(counts[0]).toBeGreaterThan(20_000);
    expect(counts[1]).toBeGreaterThan(20_000);
    expect(counts[2]).toBeGreaterThan(20_000);
    expect(counts[3]).toBe(0);
    expect(counts[4]).toBe(0);

    // Removed: no hook in the export.
    expect((await put(owner, id, { hook: null })).json<HookState>()).toEqual({ hook: null });
    const plain = await renderProjectFrames(t.ctx, id, payloadFor(id), [15], path.join(dir));
    expect(drawnIn(await pngRgb(plain[0]!), ...band)).toBe(0);
  }, 120_000);
});
