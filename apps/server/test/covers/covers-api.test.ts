import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  COVER_JPEG_MAX_BYTES,
  COVER_TEXT_TOO_LONG,
  COLOUR_FORMATS_MESSAGE,
  defaultCoverSpec,
  type CoverCandidatesResponse,
  type CoverSpecInput,
  type CoverState,
} from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { renderProject } from '../../src/modules/render/render-project.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { storedFilePath, type TestUser } from '../test-app.ts';
import {
  frameSuite,
  makeClip,
  payloadFor,
  pixelsNear,
  seedProject,
  word,
} from '../render/render-fixtures.ts';

const run = promisify(execFile);
const GREEN = '#39E508';

interface Stream {
  codec_name: string;
  codec_type: string;
  width?: number;
  height?: number;
  disposition?: { attached_pic?: number };
}
async function streams(file: string): Promise<Stream[]> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', file]);
  return (JSON.parse(stdout) as { streams: Stream[] }).streams;
}

async function rgbOf(file: string): Promise<Buffer> {
  const { stdout } = await run(
    'ffmpeg',
    ['-v', 'error', '-i', file, '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return stdout;
}

/** 4 s of a detailed test pattern: sharp for the first 2 s, heavily blurred after (made for the ranking). */
async function sharpThenBlurredClip(dir: string): Promise<string> {
  const out = path.join(dir, 'sharp-then-blurred.mp4');
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=360x640:r=30:d=4'],
    ...['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo:d=4'],
    ...['-vf', "gblur=sigma=10:enable='gte(t,2)'", '-t', '4'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', out],
  ]);
  return out;
}

/** One second of full-size noise: the hardest picture to keep under 2 MB as a JPEG. */
async function noiseClip(dir: string): Promise<string> {
  const out = path.join(dir, 'noise.mp4');
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=1080x1920:r=30:d=1,noise=alls=100:allf=t'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '8', '-pix_fmt', 'yuv420p', out],
  ]);
  return out;
}

describe('covers API (sqlite)', () => {
  const suite = frameSuite('covers');

  const inject = (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    suite.t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload && { payload }) });
  const spec = (extra: Partial<CoverSpecInput> = {}): CoverSpecInput => ({
    ...defaultCoverSpec('mercury', 500, 'Three tips for better sleep'),
    textColor: GREEN,
    size: 12,
    ...extra,
  });
  const saved = async (id: string, file: string) => {
    const reply = await inject(suite.owner, 'GET', `/api/projects/${id}/cover/${file}`);
    expect(reply.statusCode).toBe(200);
    const out = path.join(suite.dir, `${id}-${file}`);
    await fs.writeFile(out, reply.rawPayload);
    return { reply, out };
  };

  it('ranks sharp frames above blurred ones and says faces are not looked at', async () => {
    const id = await seedProject(suite.t.ctx, suite.owner.id, await sharpThenBlurredClip(suite.dir), []);
    const reply = await inject(suite.owner, 'GET', `/api/projects/${id}/cover/candidates`);
    expect(reply.statusCode).toBe(200);
    const { candidates, method } = reply.json<CoverCandidatesResponse>();
    expect(candidates).toHaveLength(6);
    expect(method).toMatch(/Faces are not detected/);
    // The sharp half holds 8 of the 16 samples: the best six all come from it.
    for (const c of candidates) expect(c.timeMs).toBeLessThan(2000);
    const still = await inject(
      suite.owner,
      'GET',
      `/api/projects/${id}/cover/still.jpg?t=${candidates[0]!.timeMs}`,
    );
    expect(still.headers['content-type']).toBe('image/jpeg');
    expect(still.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
  }, 60_000);

  it('saves a cover in both shapes as JPEG and PNG with the text in the chosen colour', async () => {
    const id = await seedProject(suite.t.ctx, suite.owner.id, await makeClip(), [word('Hi', 0, 500)]);
    const put = await inject(suite.owner, 'PUT', `/api/projects/${id}/cover`, spec());
    expect(put.statusCode).toBe(200);
    const state = put.json<CoverState>();
    expect(state.cover).toMatchObject({ text: 'Three tips for better sleep', textColor: GREEN });
    expect((await inject(suite.owner, 'GET', `/api/projects/${id}/cover`)).json<CoverState>()).toEqual(state);

    for (const [shape, width, height] of [
      ['portrait', 1080, 1920],
      ['landscape', 1280, 720],
    ] as const) {
      const jpg = await saved(id, `${shape}.jpg`);
      expect(jpg.reply.headers['content-type']).toBe('image/jpeg');
      expect(jpg.reply.headers['content-disposition']).toContain(`clip-cover-${shape}.jpg`);
      expect(jpg.reply.rawPayload.length).toBeLessThanOrEqual(COVER_JPEG_MAX_BYTES);
      expect(await streams(jpg.out)).toMatchObject([{ codec_name: 'mjpeg', width, height }]);
      const png = await saved(id, `${shape}.png`);
      expect(png.reply.headers['content-type']).toBe('image/png');
      expect(await streams(png.out)).toMatchObject([{ codec_name: 'png', width, height }]);
      // The text is drawn in the chosen green (exact in the PNG: libass blends in RGB there).
      expect(pixelsNear(await rgbOf(png.out), GREEN, 6)).toBeGreaterThan(3000);
    }

    // The live preview is the same picture at half size.
    const preview = await inject(
      suite.owner,
      'POST',
      `/api/projects/${id}/cover/preview?shape=portrait`,
      spec(),
    );
    expect(preview.headers['content-type']).toBe('image/jpeg');
    const previewFile = path.join(suite.dir, `${id}-preview.jpg`);
    await fs.writeFile(previewFile, preview.rawPayload);
    expect(await streams(previewFile)).toMatchObject([{ width: 540, height: 960 }]);

    // The cover is the project's picture on the dashboard from now on.
    const thumb = await inject(suite.owner, 'GET', `/public/${id}/thumb.jpg`);
    expect(thumb.statusCode).toBe(200);
    const thumbFile = path.join(suite.dir, `${id}-thumb.jpg`);
    await fs.writeFile(thumbFile, thumb.rawPayload);
    expect(await streams(thumbFile)).toMatchObject([{ width: 360, height: 640 }]);
  }, 60_000);

  it('keeps the JPEG under 2 MB even for a picture of pure noise', async () => {
    const id = await seedProject(suite.t.ctx, suite.owner.id, await noiseClip(suite.dir), []);
    expect(
      (await inject(suite.owner, 'PUT', `/api/projects/${id}/cover`, spec({ timeMs: 200 }))).statusCode,
    ).toBe(200);
    const jpg = await saved(id, 'portrait.jpg');
    expect(jpg.reply.rawPayload.length).toBeLessThanOrEqual(COVER_JPEG_MAX_BYTES);
  }, 60_000);

  it('refuses a bad colour, a text too long and a moment past the end, and saves nothing', async () => {
    const id = await seedProject(suite.t.ctx, suite.owner.id, await makeClip(), []);
    const badColour = await inject(
      suite.owner,
      'PUT',
      `/api/projects/${id}/cover`,
      spec({ textColor: 'bluish' }),
    );
    expect(badColour.statusCode).toBe(400);
    expect(JSON.stringify(badColour.json())).toContain(COLOUR_FORMATS_MESSAGE);
    const long = await inject(
      suite.owner,
      'PUT',
      `/api/projects/${id}/cover`,
      spec({ text: 'x'.repeat(101) }),
    );
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(COVER_TEXT_TOO_LONG);
    const late = await inject(suite.owner, 'PUT', `/api/projects/${id}/cover`, spec({ timeMs: 60_000 }));
    expect(late.statusCode).toBe(400);
    expect(late.json<{ message: string }>().message).toBe('The cover moment is past the end of the video.');
    const preview = await inject(
      suite.owner,
      'POST',
      `/api/projects/${id}/cover/preview`,
      spec({ strokeColor: '#12' }),
    );
    expect(preview.statusCode).toBe(400);

    expect((await inject(suite.owner, 'GET', `/api/projects/${id}/cover`)).json()).toEqual({
      cover: null,
      savedAt: null,
    });
    expect((await inject(suite.owner, 'GET', `/api/projects/${id}/cover/portrait.jpg`)).statusCode).toBe(404);
  }, 60_000);

  it("answers 404 for another user's project, whatever the call", async () => {
    const id = await seedProject(suite.t.ctx, suite.owner.id, await makeClip(), []);
    expect((await inject(suite.owner, 'PUT', `/api/projects/${id}/cover`, spec())).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['GET', `/api/projects/${id}/cover`, undefined],
      ['PUT', `/api/projects/${id}/cover`, spec()],
      ['POST', `/api/projects/${id}/cover/preview`, spec()],
      ['GET', `/api/projects/${id}/cover/candidates`, undefined],
      ['GET', `/api/projects/${id}/cover/still.jpg?t=0`, undefined],
      ['GET', `/api/projects/${id}/cover/portrait.jpg`, undefined],
      ['GET', `/api/projects/${id}/cover/landscape.png`, undefined],
    ] as const) {
      const reply = await inject(suite.other, method, url, body);
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
    }
  }, 60_000);

  it('attaches the cover to the exported MP4 as its picture', async () => {
    const id = await seedProject(suite.t.ctx, suite.owner.id, await makeClip(), [word('Hi', 0, 500)]);
    await renderProject(suite.t.ctx, id, payloadFor(id));
    const plain = await streams(await storedFilePath(suite.t.ctx, projectKeys.render(id)));
    expect(plain.some((s) => s.disposition?.attached_pic === 1)).toBe(false);

    expect((await inject(suite.owner, 'PUT', `/api/projects/${id}/cover`, spec())).statusCode).toBe(200);
    await renderProject(suite.t.ctx, id, payloadFor(id));
    const withCover = await streams(await storedFilePath(suite.t.ctx, projectKeys.render(id)));
    expect(withCover.map((s) => s.codec_type)).toEqual(['video', 'audio', 'video']);
    expect(withCover[0]).toMatchObject({ codec_name: 'h264', width: 1080, height: 1920 });
    expect(withCover[2]).toMatchObject({
      codec_name: 'mjpeg',
      width: 1080,
      height: 1920,
      disposition: { attached_pic: 1 },
    });
  }, 120_000);
});
