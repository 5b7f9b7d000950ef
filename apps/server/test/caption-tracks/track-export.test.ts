import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES, type ExportPayload } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTrack } from '../../src/modules/caption-tracks/caption-tracks.repository.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { diffPixels, frameRgb, makeClip, payloadFor, seedProject, word } from '../render/render-fixtures.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';

/**
 * An export with a translated track draws the track's page, in the project's style, over its source
 * page's time: frame for frame the picture of a project whose own captions are the translated words.
 */
describe('export of a translated track', () => {
  let t: TestApp;
  let owner: TestUser;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { RENDER_X264_PRESET: 'superfast' } });
    await t.ctx.jobs.start();
    owner = await createTestUser(t.ctx);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-track-export-'));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** One colour for spoken and other words: the original and the track then draw the same picture. */
  const payload = (id: string, extra: Partial<ExportPayload> = {}) =>
    payloadFor(id, 'mercury', { fontColor: '#FFFFFF', activeFontColor: '#FFFFFF', ...extra });

  /** Exports and returns frame `n` of the file. */
  async function exportFrame(id: string, body: ExportPayload, n: number): Promise<Buffer> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/render',
      headers: { cookie: owner.cookie },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(202);
    for (;;) {
      const status = (
        await t.app.inject({
          method: 'GET',
          url: `/api/projects/${id}/render`,
          headers: { cookie: owner.cookie },
        })
      ).json<{ state: string; error: string | null }>();
      if (status.state === 'failed') throw new Error(status.error ?? 'failed');
      if (status.state === 'done') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const file = path.join(dir, `${id}-${n}.mp4`);
    await fs.copyFile(path.join(t.dataDir, 'storage', projectKeys.render(id)), file);
    return frameRgb(file, n);
  }

  it('should draw the track’s words where the source page is, as the same document draws captions', async () => {
    const clip = await makeClip({ seconds: 2, audio: 'silent' });
    const source = await seedProject(t.ctx, owner.id, clip, [word('Hi', 0, 500)]);
    const now = Date.now();
    await insertTrack(t.ctx.db, {
      id: 'track1',
      projectId: source,
      language: 'es',
      state: 'done',
      progress: 100,
      error: null,
      // The source page: 0 ms to 500 + 1200 ms (the page stays up one merge window after its word).
      pages: JSON.stringify([{ id: 'p1', startMs: 0, endMs: 1700, text: 'Hola amigos' }]),
      sourceHash: null,
      createdAt: now,
      updatedAt: now,
    });
    // The same words as a project's own captions over the same span.
    const reference = await seedProject(t.ctx, owner.id, clip, [
      word('Hola', 0, 250),
      word(' amigos', 250, 500),
    ]);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/render',
      headers: { cookie: owner.cookie },
      payload: payload(source, { captionTrack: 'nope' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(MESSAGES.TRACK_NOT_FOUND);

    const n = 20; // 0.67 s: the page is up, its entry animation over
    const original = await exportFrame(source, payload(source), n);
    const translated = await exportFrame(source, payload(source, { captionTrack: 'track1' }), n);
    const expected = await exportFrame(reference, payload(reference), n);
    expect(diffPixels(translated, expected).count).toBeLessThan(50);
    const change = diffPixels(translated, original);
    expect(change.count).toBeGreaterThan(2000);
    // After the page's span neither draws captions: the frames agree again.
    const after = 55;
    expect(
      diffPixels(
        await exportFrame(source, payload(source, { captionTrack: 'track1' }), after),
        await exportFrame(source, payload(source), after),
      ).count,
    ).toBeLessThan(50);
  }, 240_000);
});
