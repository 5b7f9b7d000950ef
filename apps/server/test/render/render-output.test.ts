import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  DEFAULT_STYLE,
  THEMES,
  applyTheme,
  buildCaptionDocument,
  buildExportCaptions,
  captionBand,
  themeById,
  type CaptionItem,
  type ExportPayload,
} from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../src/modules/media/ffmpeg.ts';
import { buildRenderArgs, type RenderCommandInput } from '../../src/modules/render/render-command.ts';
import { renderProject, renderProjectFrames } from '../../src/modules/render/render-project.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser, storedFilePath } from '../test-app.ts';
import {
  diffPixels,
  frameRgb,
  pngRgb,
  makeClip,
  payloadFor,
  pixelsNear,
  probe,
  seedProject,
  word,
} from './render-fixtures.ts';

/** Renders straight through the export path (the HTTP flow has its own suite) and returns the MP4's path. */
async function render(
  t: TestApp,
  user: TestUser,
  captions: CaptionItem[],
  payload?: (id: string) => ExportPayload,
  clip?: string,
) {
  const id = await seedProject(t.ctx, user.id, clip ?? (await makeClip()), captions);
  await renderProject(t.ctx, id, payload ? payload(id) : payloadFor(id));
  return await storedFilePath(t.ctx, projectKeys.render(id));
}

/**
 * Draws a caption document over a silent 1080x1920 clip through the export's command and returns the
 * chosen frames as PNG paths, in order.
 */
async function renderCaptionFrames(
  t: TestApp,
  clip: { path: string; seconds: number },
  captions: Pick<RenderCommandInput, 'assPath' | 'captionBand' | 'captionChangeFrames'>,
  pattern: string,
  frames: number[],
): Promise<string[]> {
  await runFfmpeg(
    buildRenderArgs({
      frame: { width: 1080, height: 1920 },
      videoPath: clip.path,
      durationSeconds: clip.seconds,
      sourceWidth: 1080,
      sourceHeight: 1920,
      sourceHasAudio: false,
      ...captions,
      fontsDir: t.ctx.config.FONTS_DIR,
      preset: 'superfast',
      crf: 23,
      output: { kind: 'frames', pattern, frames },
    }),
  );
  return frames.map((_, i) => pattern.replace('%03d', String(i + 1).padStart(3, '0')));
}

// Pixels only depend on ffmpeg, not the database: one SQLite app is enough here.
describe('render output', () => {
  let t: TestApp;
  let user: TestUser;
  let bare: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { RENDER_X264_PRESET: 'superfast' } });
    user = await createTestUser(t.ctx);
    bare = await render(t, user, []);
  }, 180_000);
  afterAll(() => t.close());

  it('should export a portrait 1080x1920 30 fps H.264 High yuv420p BT.709 MP4 with AAC audio', async () => {
    const info = await probe(bare);
    const video = info.streams.find((s) => s.codec_type === 'video');
    const audio = info.streams.find((s) => s.codec_type === 'audio');
    expect(Number(info.format.duration)).toBeCloseTo(2, 0);
    expect(video).toMatchObject({
      codec_name: 'h264',
      profile: 'High',
      pix_fmt: 'yuv420p',
      width: 1080,
      height: 1920,
      color_space: 'bt709',
      avg_frame_rate: '30/1',
    });
    expect(audio?.codec_name).toBe('aac');
  });

  it.each(THEMES.map((theme) => theme.id))(
    'should draw the %s theme with the active word in its active colour',
    async (themeId) => {
      const theme = themeById(themeId);
      const file = await render(t, user, [word('Hello', 300, 1200), word(' there', 1200, 1500)], (id) =>
        payloadFor(id, themeId),
      );
      const [plain, captioned] = await Promise.all([frameRgb(bare, 20), frameRgb(file, 20)]);
      expect(diffPixels(plain, captioned).count).toBeGreaterThan(1000);
      // The spoken word's colour appears in the picture (and was nowhere in the flat source).
      expect(pixelsNear(plain, theme.activeFontColor)).toBe(0);
      expect(pixelsNear(captioned, theme.activeFontColor)).toBeGreaterThan(300);
    },
  );

  it('should change the caption region only while its page is up', async () => {
    // One word 0.3–0.6 s: its page shows from frame 9 and leaves 1.2 s after the word ends (frame 54).
    const file = await render(t, user, [word('Timing', 300, 600)]);
    const diffAt = async (n: number) => diffPixels(await frameRgb(bare, n), await frameRgb(file, n)).count;
    expect(await diffAt(3)).toBeLessThan(50);
    expect(await diffAt(15)).toBeGreaterThan(1000);
    expect(await diffAt(57)).toBeLessThan(50);
  });

  it('should render caption text like {\\fs900} as typed, not as a size change', async () => {
    const file = await render(t, user, [word('{\\fs900}x', 0, 1500)]);
    const box = diffPixels(await frameRgb(bare, 15), await frameRgb(file, 15));
    expect(box.count).toBeGreaterThan(1000);
    // Large (35 px at 720) is about 150 px tall at 1920 with its stroke and shadow; \fs900 would be ~6x that.
    expect(box.height).toBeLessThan(320);
    expect(box.width).toBeGreaterThan(400);
  });

  it('should draw Devanagari words with real glyphs, not boxes', async () => {
    // Two different words: real glyphs give different shapes; missing-glyph boxes would look alike.
    const a = await render(t, user, [word('नमस्ते', 0, 1500)]);
    const b = await render(t, user, [word('दुनिया', 0, 1500)]);
    const [plain, fa, fb] = await Promise.all([frameRgb(bare, 15), frameRgb(a, 15), frameRgb(b, 15)]);
    expect(diffPixels(plain, fa).count).toBeGreaterThan(1000);
    expect(diffPixels(fa, fb).count).toBeGreaterThan(2000);
  });

  it('should fit a landscape source inside the portrait frame over a blurred fill, not stretch it', async () => {
    const clip = await makeClip({ width: 640, height: 360, seconds: 1, audio: 'none' });
    const file = await render(t, user, [], undefined, clip);
    const info = await probe(file);
    expect(info.streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 1080, height: 1920 });
    expect(info.streams.some((s) => s.codec_type === 'audio')).toBe(true);
    const rgb = await frameRgb(file, 5);
    // The top band is the blurred fill of the (flat) source, not black bars.
    expect(pixelsNear(rgb.subarray(0, 1080 * 100 * 3), '#406080', 12)).toBeGreaterThan(1080 * 90);
    await fs.rm(file);
  });

  it('should export the landscape frame as 1920x1080 and the square one as 1080x1080, captions inside', async () => {
    const clip = await makeClip({ width: 640, height: 360, seconds: 1, audio: 'none' });
    const shapes = [
      ['landscape', 1920, 1080],
      ['square', 1080, 1080],
    ] as const;
    for (const [orientation, width, height] of shapes) {
      const file = await render(
        t,
        user,
        [word('Framed', 0, 900)],
        (id) => payloadFor(id, 'mercury', { videoOrientation: orientation }),
        clip,
      );
      const video = (await probe(file)).streams.find((s) => s.codec_type === 'video');
      expect(video).toMatchObject({ width, height, avg_frame_rate: '30/1' });
      // The caption is drawn in this frame: the active colour shows below the middle at 72 %.
      const rgb = await frameRgb(file, 15);
      expect(rgb.length).toBe(width * height * 3);
      const rowBytes = width * 3;
      const centre = Math.round(height * 0.72);
      const band = rgb.subarray((centre - 80) * rowBytes, (centre + 80) * rowBytes);
      expect(pixelsNear(band, themeById('mercury').activeFontColor)).toBeGreaterThan(300);
      await fs.rm(file);
    }
  });

  it('should render chosen frames of a project through the export path as PNGs, for the parity check', async () => {
    const id = await seedProject(t.ctx, user.id, await makeClip(), [word('Frames', 300, 900)]);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-frames-'));
    const files = await renderProjectFrames(t.ctx, id, payloadFor(id), [15, 3], dir);
    expect(files.map((f) => path.basename(f))).toEqual(['frame-001.png', 'frame-002.png']);
    for (const file of files) {
      expect((await probe(file)).streams[0]).toMatchObject({ width: 1080, height: 1920 });
    }
    const [before, during] = await Promise.all(files.map((f) => fs.stat(f)));
    // Frame 3 is the flat picture; frame 15 carries the caption, so it compresses far worse.
    expect(during!.size).toBeGreaterThan(before!.size * 2);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('should draw exactly the same pixels on the caption band canvas as on a whole-frame canvas', async () => {
    const clip = await makeClip({ width: 1080, height: 1920, seconds: 1, audio: 'none' });
    const captions = ['Éjgy', ' ÀÇ', ' quick', ' नमस्ते', ' brown', ' fox', ' jumps', ' qypj'].map((text, i) =>
      word(text, i * 100, i * 100 + 90),
    );
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-band-'));
    const docInput = {
      captions,
      style: { ...applyTheme(DEFAULT_STYLE, 'mars'), size: 'XXLarge' as const },
      width: 1080,
      height: 1920,
      fps: 30,
    };
    const band = captionBand(docInput) ?? undefined;
    expect(band?.height).toBeLessThan(1920);
    const frames: Buffer[] = [];
    for (const [name, b] of [
      ['full', undefined],
      ['band', band],
    ] as const) {
      const assPath = path.join(dir, `${name}.ass`);
      await fs.writeFile(assPath, buildCaptionDocument({ ...docInput, band: b }));
      const pngs = await renderCaptionFrames(
        t,
        { path: clip, seconds: 1 },
        { assPath, captionBand: b },
        path.join(dir, `${name}-%03d.png`),
        [0, 2, 20],
      );
      frames.push(Buffer.concat(await Promise.all(pngs.map(pngRgb))));
    }
    expect(diffPixels(frames[0]!, frames[1]!, 8).count).toBe(0);
    expect(
      diffPixels(await pngRgb(path.join(dir, 'full-002.png')), await frameRgb(clip, 2), 40).count,
    ).toBeGreaterThan(1000);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('should draw the same frames when captions are drawn only on their change frames and held between', async () => {
    const clip = await makeClip({ width: 1080, height: 1920, seconds: 2, audio: 'none' });
    // Pages entering on frame 6 (200 ms, where a truncating clock reads 199) and mid-word cuts.
    const captions = [word('Held', 200, 500), word(' until', 500, 900), word(' the', 1000, 1200)].concat(
      word(' next', 1450, 1700),
    );
    const docInput = {
      captions,
      style: applyTheme(DEFAULT_STYLE, 'mars'),
      width: 1080,
      height: 1920,
      fps: 30,
    };
    // What the export draws, planned as the export plans it.
    const drawn = buildExportCaptions(docInput);
    expect(drawn?.changeFrames.length).toBeLessThan(40);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-held-'));
    const assPath = path.join(dir, 'captions.ass');
    await fs.writeFile(assPath, drawn!.document);
    const all = Array.from({ length: 60 }, (_, i) => i);
    const pngs: Buffer[][] = [];
    for (const [name, changeFrames] of [
      ['every', undefined],
      ['held', drawn!.changeFrames],
    ] as const) {
      const files = await renderCaptionFrames(
        t,
        { path: clip, seconds: 2 },
        { assPath, captionBand: drawn!.band, captionChangeFrames: changeFrames },
        path.join(dir, `${name}-%03d.png`),
        all,
      );
      pngs.push(await Promise.all(files.map((f) => fs.readFile(f))));
    }
    const [every, held] = pngs as [Buffer[], Buffer[]];
    expect(held).toHaveLength(60);
    const differing = all.filter((i) => !every[i]!.equals(held[i]!));
    expect(differing).toEqual([]);
    // The captions did change along the way (so the comparison covers held pictures, not one blank).
    expect(new Set(every.map((b) => b.toString('base64'))).size).toBeGreaterThan(10);
    await fs.rm(dir, { recursive: true, force: true });
  }, 60_000);
});
