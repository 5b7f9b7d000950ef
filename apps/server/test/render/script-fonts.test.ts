import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  DEFAULT_STYLE,
  applyTheme,
  buildCaptionDocument,
  captionFont,
  fontFileName,
  scriptFontOf,
  type CaptionItem,
} from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../src/modules/media/ffmpeg.ts';
import { buildRenderArgs } from '../../src/modules/render/render-command.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { FRAME_W, diffPixels, makeClip, pngRgb, word } from './render-fixtures.ts';

/**
 * Arabic, Hebrew and Devanagari pages drawn by the export's ffmpeg command (libass) with the shipped
 * fonts. Each is compared with two references drawn by the same command from font folders made for
 * the test: one holding only the caption font and the script's expected font files (must be the same
 * pixels: the document names that font and libass finds it), and one without the script font (must
 * differ widely: what a missing font, a wrong family name, a fallback face or tofu boxes would give).
 * Then the karaoke colour: the spoken first word is on the right of a right-to-left line.
 */
const STYLE = applyTheme(DEFAULT_STYLE, 'mercury');
const CASES = [
  { name: 'Arabic', words: ['مرحبا', ' بكم', ' جميعا'], rtl: true },
  { name: 'Hebrew', words: ['שלום', ' לכם', ' חברים'], rtl: true },
  { name: 'Devanagari', words: ['नमस्ते', ' दोस्तों', ' आज'], rtl: false },
];
/** Words at 0–500, 500–1000 and 1000–1500 ms: frame 9 is inside the first (after the entry), 39 the third. */
const FRAMES = [9, 39];

/** Horizontal centre of the pixels within `tolerance` of `hex` (the active word's colour). */
function centreOfColour(rgb: Buffer, hex: string, tolerance = 24): { x: number; count: number } {
  const target = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let sum = 0;
  let count = 0;
  for (let i = 0; i + 2 < rgb.length; i += 3) {
    if (target.every((c, k) => Math.abs(rgb[i + k]! - c) <= tolerance)) {
      sum += (i / 3) % FRAME_W;
      count++;
    }
  }
  return { x: count ? sum / count : NaN, count };
}

describe('script fonts in the export', () => {
  let t: TestApp;
  let work: string;
  let clip: string;
  let blank: Buffer;

  /** Draws the page's document over the clip through the export's command, fonts from `fontsDir`. */
  async function draw(name: string, captions: CaptionItem[], fontsDir: string): Promise<Buffer[]> {
    const assPath = path.join(work, `${name}.ass`);
    await fs.writeFile(
      assPath,
      buildCaptionDocument({ captions, style: STYLE, width: 1080, height: 1920, fps: 30 }),
    );
    const pattern = path.join(work, `${name}-%03d.png`);
    await runFfmpeg(
      buildRenderArgs({
        frame: { width: 1080, height: 1920 },
        videoPath: clip,
        durationSeconds: 2,
        sourceWidth: 1080,
        sourceHeight: 1920,
        sourceHasAudio: false,
        assPath,
        fontsDir,
        preset: 'superfast',
        crf: 23,
        output: { kind: 'frames', pattern, frames: FRAMES },
      }),
    );
    return Promise.all(FRAMES.map((_, i) => pngRgb(pattern.replace('%03d', String(i + 1).padStart(3, '0')))));
  }

  /** A font folder holding only the caption font's files and, when given, the script font's. */
  async function fontFolder(name: string, withScript: CaptionItem[] | null): Promise<string> {
    const dir = path.join(work, name);
    await fs.mkdir(dir);
    const fonts = [captionFont(STYLE.fontFamily)];
    const script = withScript && scriptFontOf(withScript.map((w) => w.text).join(''));
    if (script) fonts.push(script);
    for (const font of fonts)
      for (const weight of font.weights) {
        const file = fontFileName(font, weight);
        await fs.copyFile(path.join(t.ctx.config.FONTS_DIR, file), path.join(dir, file));
      }
    return dir;
  }

  beforeAll(async () => {
    t = await createTestApp();
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-script-fonts-'));
    clip = await makeClip({ width: 1080, height: 1920, seconds: 2, audio: 'none' });
    const [first] = await draw('blank', [word('x', 1900, 1950)], t.ctx.config.FONTS_DIR);
    blank = first!;
  }, 120_000);
  afterAll(async () => {
    await fs.rm(work, { recursive: true, force: true });
    await t.close();
  });

  it.each(CASES)(
    'should draw $name words in their script font, and the spoken word in its place',
    async ({ name, words, rtl }) => {
      const captions = words.map((text, i) => word(text, i * 500, i * 500 + 500));
      const shipped = await draw(`${name}-shipped`, captions, t.ctx.config.FONTS_DIR);
      const expected = await draw(
        `${name}-expected`,
        captions,
        await fontFolder(`${name}-expected`, captions),
      );
      const missing = await draw(`${name}-missing`, captions, await fontFolder(`${name}-missing`, null));
      for (const [i, frame] of shipped.entries()) {
        // Text is drawn: thousands of pixels differ from the clip alone.
        expect(diffPixels(frame, blank).count).toBeGreaterThan(5000);
        // With the expected font file: the same pixels.
        expect(diffPixels(frame, expected[i]!, 8).count).toBe(0);
        // Without it: a different picture (fallback face or boxes), so a missing font fails here.
        expect(diffPixels(frame, missing[i]!).count).toBeGreaterThan(2000);
      }
      // Karaoke: the first word is spoken on frame 9, the last on frame 39. Right to left, the first word
      // is on the right of the centred line and the last on the left; left to right the other way round.
      const first = centreOfColour(shipped[0]!, STYLE.activeFontColor);
      const last = centreOfColour(shipped[1]!, STYLE.activeFontColor);
      expect(first.count).toBeGreaterThan(300);
      expect(last.count).toBeGreaterThan(300);
      if (rtl) {
        expect(first.x).toBeGreaterThan(600);
        expect(last.x).toBeLessThan(480);
      } else {
        expect(first.x).toBeLessThan(480);
        expect(last.x).toBeGreaterThan(600);
      }
    },
    120_000,
  );
});
