import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HookState } from '@wordreel/core';
import { renderProjectFrames } from '../../src/modules/render/render-project.ts';
import type { TestUser } from '../test-app.ts';
import {
  CLIP_RGB,
  frameSuite,
  makeClip,
  payloadFor,
  pngRgb,
  seedProject,
  word,
} from '../render/render-fixtures.ts';

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
  const suite = frameSuite('hook');

  const put = (user: TestUser, id: string, body: object) =>
    suite.t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/hook`,
      headers: { cookie: user.cookie },
      payload: body,
    });

  it('draws the hook on its frames only, and refuses bad hooks and other users', async () => {
    const id = await seedProject(suite.t.ctx, suite.owner.id, await makeClip({ seconds: 3 }), [
      word('Hi', 2500, 2900),
    ]);
    const hook = { text: 'Stop scrolling: this works', style: 'box', yPos: 20, durationMs: 2000 };
    expect((await put(suite.other, id, { hook })).statusCode).toBe(404);
    const tooLong = await put(suite.owner, id, { hook: { ...hook, text: 'x'.repeat(81) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('at most 80 characters');
    expect((await put(suite.owner, id, { hook: { ...hook, durationMs: 9000 } })).statusCode).toBe(400);
    const saved = await put(suite.owner, id, { hook });
    expect(saved.json<HookState>()).toEqual({ hook });

    // 2000 ms at 30 fps: frames 0-59 carry the hook, frame 60 on does not.
    const frames = await renderProjectFrames(suite.t.ctx, id, payloadFor(id), [0, 15, 59, 60, 75], suite.dir);
    const band = [Math.round(1920 * 0.2) - 120, Math.round(1920 * 0.2) + 120] as const;
    const counts = await Promise.all(frames.map(async (f) => drawnIn(await pngRgb(f), ...band)));
    expect(counts[0]).toBeGreaterThan(20_000);
    expect(counts[1]).toBeGreaterThan(20_000);
    expect(counts[2]).toBeGreaterThan(20_000);
    expect(counts[3]).toBe(0);
    expect(counts[4]).toBe(0);

    // Removed: no hook in the export.
    expect((await put(suite.owner, id, { hook: null })).json<HookState>()).toEqual({ hook: null });
    const plain = await renderProjectFrames(suite.t.ctx, id, payloadFor(id), [15], path.join(suite.dir));
    expect(drawnIn(await pngRgb(plain[0]!), ...band)).toBe(0);
  }, 120_000);
});
