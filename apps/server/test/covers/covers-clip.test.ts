import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  defaultCoverSpec,
  type CoverCandidatesResponse,
  type CoverSpecInput,
  type Project,
} from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_TIME_NOT_KEPT } from '../../src/modules/covers/covers.service.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';
import { pngRgb, seedProject, word } from '../render/render-fixtures.ts';

/**
 * AI Thumbnails on a clip made by AI Shorts: the clip plays its source's stored video (no copy of
 * its own) through an edit list that keeps its range, so its covers come from that video, inside
 * the range, at the source's times (the player's and the edit list's).
 */

const run = promisify(execFile);
const SECONDS = 10;
const W = 360;
const H = 640;

/** The colour of second `s` of the source: each second its own, 20 apart on red and green. */
const colourOf = (s: number) => [20 + 20 * s, 230 - 20 * s, 128];
const secondOf = (sourceMs: number) => Math.floor(sourceMs / 1000);

/** 10 s portrait video whose frames say their time: a flat colour per second. */
async function colourPerSecond(dir: string): Promise<string> {
  const out = path.join(dir, 'seconds.mp4');
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=black:s=${W}x${H}:r=30:d=${SECONDS}`],
    ...['-vf', "format=rgb24,geq=r='20+20*floor(T)':g='230-20*floor(T)':b=128"],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '30', '-pix_fmt', 'yuv420p', out],
  ]);
  return out;
}

async function rgbOf(image: Buffer, dir: string, name: string): Promise<{ rgb: Buffer; width: number }> {
  const file = path.join(dir, name);
  await fs.writeFile(file, image);
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width', '-of', 'csv=p=0', file],
  ]);
  return { rgb: await pngRgb(file), width: Number(stdout.trim()) };
}

/** The pixel at (x, y) as [r, g, b]. */
function pixel({ rgb, width }: { rgb: Buffer; width: number }, x: number, y: number): number[] {
  const i = (y * width + x) * 3;
  return [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
}

function expectColourOfSecond(actual: number[], second: number) {
  const expected = colourOf(second);
  for (let c = 0; c < 3; c++)
    expect(Math.abs(actual[c]! - expected[c]!), `${actual.join()} vs ${expected.join()}`).toBeLessThan(8);
}

describe('covers of an AI Shorts clip (sqlite)', () => {
  let t: TestApp;
  let owner: TestUser;
  let dir: string;
  let clip: Project;
  let startMs: number;
  let endMs: number;

  beforeAll(async () => {
    t = await createTestApp({ db: 'sqlite' });
    owner = await createTestUser(t.ctx);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-covers-clip-'));
    // One word a second, each inside its second.
    const words = Array.from({ length: SECONDS }, (_, i) => word(` w${i}.`, i * 1000 + 100, i * 1000 + 900));
    const sourceId = await seedProject(t.ctx, owner.id, await colourPerSecond(dir), words);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${sourceId}/clips`,
      headers: { cookie: owner.cookie },
      payload: { firstWord: 3, lastWord: 6, title: 'Seconds three to six' },
    });
    expect(res.statusCode).toBe(201);
    clip = res.json<{ project: Project }>().project;
    ({ startMs, endMs } = clip.clipOf!);
    // Its words' span, a little padded: the moments below fall mid-second either way.
    expect(startMs).toBeGreaterThan(2500);
    expect(endMs).toBeLessThan(7500);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const inject = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: owner.cookie }, ...(payload && { payload }) });
  const spec = (timeMs: number): CoverSpecInput => ({
    ...defaultCoverSpec('mercury', timeMs, 'Clip'),
    size: 8,
    y: 10,
  });

  it('should offer candidate frames from inside the clip only, at source times', async () => {
    expect(await t.ctx.storage.exists(projectKeys.video(clip.id))).toBe(false); // it has no video of its own
    const reply = await inject('GET', `/api/projects/${clip.id}/cover/candidates`);
    expect(reply.statusCode).toBe(200);
    const { candidates } = reply.json<CoverCandidatesResponse>();
    expect(candidates.length).toBeGreaterThan(0);
    for (const c of candidates) {
      expect(c.timeMs).toBeGreaterThanOrEqual(startMs);
      expect(c.timeMs).toBeLessThan(endMs);
    }
  }, 60_000);

  it("should show a still of the source's frame at the moment asked", async () => {
    const at = startMs + 1500; // second 4 of the source
    const still = await inject('GET', `/api/projects/${clip.id}/cover/still.jpg?t=${at}`);
    expect(still.statusCode).toBe(200);
    expect(still.headers['content-type']).toBe('image/jpeg');
    const image = await rgbOf(still.rawPayload, dir, 'still.jpg');
    expectColourOfSecond(pixel(image, image.width >> 1, 200), secondOf(at));
  }, 60_000);

  it('should preview and save a cover of the frame at its moment, and serve it', async () => {
    const at = startMs + 2500; // second 5 of the source
    const preview = await inject('POST', `/api/projects/${clip.id}/cover/preview?shape=portrait`, spec(at));
    expect(preview.statusCode).toBe(200);
    const previewImage = await rgbOf(preview.rawPayload, dir, 'preview.jpg');
    expectColourOfSecond(pixel(previewImage, 270, 700), secondOf(at));

    const put = await inject('PUT', `/api/projects/${clip.id}/cover`, spec(at));
    expect(put.statusCode).toBe(200);
    const png = await inject('GET', `/api/projects/${clip.id}/cover/portrait.png`);
    expect(png.statusCode).toBe(200);
    const cover = await rgbOf(png.rawPayload, dir, 'cover.png');
    expect(cover.width).toBe(1080);
    expectColourOfSecond(pixel(cover, 540, 1400), secondOf(at));
    const jpg = await inject('GET', `/api/projects/${clip.id}/cover/landscape.jpg`);
    expect(jpg.statusCode).toBe(200);
    // The clip's dashboard picture is its cover from now on.
    expect((await inject('GET', `/public/${clip.id}/thumb.jpg`)).statusCode).toBe(200);
  }, 60_000);

  it('should refuse a moment of the source outside the clip, and save nothing', async () => {
    const before = (await inject('GET', `/api/projects/${clip.id}/cover`)).json<unknown>();
    for (const at of [startMs - 1000, endMs + 500]) {
      const still = await inject('GET', `/api/projects/${clip.id}/cover/still.jpg?t=${at}`);
      expect(still.statusCode).toBe(400);
      expect(still.json<{ message: string }>().message).toBe(COVER_TIME_NOT_KEPT);
      const put = await inject('PUT', `/api/projects/${clip.id}/cover`, spec(at));
      expect(put.statusCode).toBe(400);
    }
    expect((await inject('GET', `/api/projects/${clip.id}/cover`)).json<unknown>()).toEqual(before);
  }, 60_000);
});
