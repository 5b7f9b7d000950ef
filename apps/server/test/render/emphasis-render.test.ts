import path from 'node:path';
import {
  DEFAULT_EMPHASIS,
  buildExportCaptions,
  payloadToStyle,
  exportFrame,
  type CaptionItem,
} from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderProject } from '../../src/modules/render/render-project.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser, storedFilePath } from '../test-app.ts';
import { frameRgb, makeClip, payloadFor, pixelsNear, seedProject, word } from './render-fixtures.ts';

const CAPTIONS: CaptionItem[] = [
  word('Watch', 300, 600),
  word(' this', 600, 800),
  word(' amazing', 800, 1100),
  word(' fire', 1100, 1400),
];

/** The most common fully opaque colour of an emoji image scaled as the export scales it. */
async function mainColour(file: string, size: number): Promise<string> {
  const { execFile } = await import('node:child_process');
  const rgba = await new Promise<Buffer>((resolve, reject) =>
    execFile(
      'ffmpeg',
      [
        '-v',
        'error',
        '-i',
        file,
        '-vf',
        `scale=${size}:${size}:flags=bicubic,format=rgba`,
        '-f',
        'rawvideo',
        'pipe:1',
      ],
      { encoding: 'buffer', maxBuffer: 1 << 24 },
      (error, stdout) => (error ? reject(new Error(error.message)) : resolve(stdout)),
    ),
  );
  const counts = new Map<string, number>();
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if (rgba[i + 3] !== 255) continue;
    const hex = `#${[0, 1, 2].map((c) => rgba[i + c]!.toString(16).padStart(2, '0')).join('')}`;
    counts.set(hex, (counts.get(hex) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

describe('emphasis in the export', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { RENDER_X264_PRESET: 'superfast' } });
    user = await createTestUser(t.ctx);
  }, 60_000);
  afterAll(() => t.close());

  it('should draw the page emoji in colour and the keyword in the highlight colour', async () => {
    const id = await seedProject(t.ctx, user.id, await makeClip(), CAPTIONS);
    const emphasis = { ...DEFAULT_EMPHASIS, emojiAuto: true, highlightAuto: true, highlightColor: '#FFD400' };
    const payload = payloadFor(id, 'mercury', { captionEmphasis: emphasis });
    await renderProject(t.ctx, id, payload);
    const file = await storedFilePath(t.ctx, projectKeys.render(id));
    const plan = buildExportCaptions({
      captions: CAPTIONS,
      style: payloadToStyle(payload),
      ...exportFrame('portrait'),
    });
    expect(plan?.emoji.map((e) => e.emoji)).toEqual(['🔥']);
    const show = plan!.emoji[0]!;
    const colour = await mainColour(path.join(t.ctx.config.EMOJI_DIR, show.file), show.size);
    // Frame 20 (0.67 s): the page has entered; "Watch" is spoken, "fire" is the page's keyword.
    const rgb = await frameRgb(file, 20);
    expect(pixelsNear(rgb, colour)).toBeGreaterThan(50);
    expect(pixelsNear(rgb, '#FFD400')).toBeGreaterThan(300);
    // Before the page: neither.
    const before = await frameRgb(file, 3);
    expect(pixelsNear(before, colour)).toBe(0);
    expect(pixelsNear(before, '#FFD400')).toBe(0);
    if (process.env.KEEP_FRAMES)
      await import('node:fs/promises').then((f) => f.copyFile(file, process.env.KEEP_FRAMES!));
  }, 120_000);

  it('should draw a box in the active colour behind the spoken word, which moves with the speech', async () => {
    const GREEN = '#39E508'; // Mercury's active word colour
    const render = async (activeWordBox: boolean) => {
      const id = await seedProject(t.ctx, user.id, await makeClip(), CAPTIONS);
      const payload = payloadFor(id, 'mercury', { captionEmphasis: { ...DEFAULT_EMPHASIS, activeWordBox } });
      await renderProject(t.ctx, id, payload);
      return storedFilePath(t.ctx, projectKeys.render(id));
    };
    const boxed = await render(true);
    const plain = await render(false);
    // Frame 20 (0.67 s): " this" is spoken. Without the box only its letters are green; with it, a box
    // several times their area is, and the letters keep the text colour (white).
    const letters = pixelsNear(await frameRgb(plain, 20), GREEN);
    const box = pixelsNear(await frameRgb(boxed, 20), GREEN);
    expect(letters).toBeGreaterThan(200);
    expect(box).toBeGreaterThan(letters * 2);
    const white = async (file: string) => pixelsNear(await frameRgb(file, 20), '#FFFFFF');
    expect(await white(boxed)).toBeGreaterThan((await white(plain)) + letters / 2);
    // Frame 29 (0.97 s): " amazing" is spoken, at the start of the second line: the box went with it.
    const [x20, y20] = centroid(await frameRgb(boxed, 20), GREEN, exportFrame('portrait').width);
    const [x29, y29] = centroid(await frameRgb(boxed, 29), GREEN, exportFrame('portrait').width);
    expect(x29).toBeLessThan(x20 - 100);
    expect(y29).toBeGreaterThan(y20 + 50);
  }, 120_000);
});

/** The mean column and row of the pixels near `hex` in an RGB frame `width` pixels wide. */
function centroid(rgb: Buffer, hex: string, width: number): [number, number] {
  const target = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let x = 0;
  let y = 0;
  let count = 0;
  for (let i = 0; i + 2 < rgb.length; i += 3) {
    if ([0, 1, 2].every((c) => Math.abs(rgb[i + c]! - target[c]!) <= 10)) {
      x += (i / 3) % width;
      y += Math.floor(i / 3 / width);
      count++;
    }
  }
  return [x / count, y / count];
}
