/**
 * Colour parity: flat colour patches through the studio's browser (Debian Chromium's <video>) and
 * through the export (render-command's graph, frames output), per patch, for sources tagged and
 * untagged, HD and SD. Prints the RGB each shows and the largest channel difference. The patches are
 * made from RGB by ffmpeg's default BT.601 matrix; "untagged" streams say nothing of it, as screen
 * recordings and ffmpeg-made clips often do, and each renderer then guesses.
 *
 *   npx tsx bench/parity/colour.ts
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { exportFrame, fitSource } from '@wordreel/core';
import { buildRenderArgs } from '../../apps/server/src/modules/render/render-command.ts';
import { probe } from '../../apps/server/src/modules/media/ffmpeg.ts';
import { sourceColour } from '../../apps/server/src/modules/render/source-colour.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './capture.ts';

const run = promisify(execFile);
const PATCHES = ['FF0000', '00FF00', '0000FF', 'FFFFFF', '808080', '345678', 'C08060', '202020'];
/** Bitstream colour tags (h264_metadata): 1 = BT.709, 6 = SMPTE 170M (BT.601), 2 = unspecified. */
const CLIPS = [
  { name: 'HD 1280x720, untagged', size: [1280, 720], tag: 2 },
  { name: 'SD 640x360, untagged', size: [640, 360], tag: 2 },
  { name: 'HD 1280x720, tagged BT.601', size: [1280, 720], tag: 6 },
  { name: 'HD 1280x720, BT.709 made and tagged', size: [1280, 720], tag: 1 },
] as const;

/** A 4x2 grid of flat patches, 2 s at 30 fps, lossless H.264, with the given colour tags. */
async function makeClip(file: string, [w, h]: readonly [number, number], tag: number): Promise<void> {
  const pw = w / 4;
  const ph = h / 2;
  const inputs = PATCHES.flatMap((c) => [
    '-f',
    'lavfi',
    '-i',
    `color=c=0x${c}:s=${pw}x${ph}:r=30:d=2,format=rgb24`,
  ]);
  const matrix = tag === 1 ? 'bt709' : 'bt601';
  const raw = `${file}.raw.mp4`;
  await run('ffmpeg', [
    ...['-v', 'error', '-y', ...inputs, '-filter_complex'],
    `[0][1][2][3]hstack=4[t];[4][5][6][7]hstack=4[b];[t][b]vstack,scale=out_color_matrix=${matrix}:out_range=tv,format=yuv420p`,
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', raw],
  ]);
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-i', raw, '-c', 'copy', '-bsf:v'],
    `h264_metadata=matrix_coefficients=${tag}:colour_primaries=${tag}:transfer_characteristics=${tag}:video_full_range_flag=0`,
    file,
  ]);
}

/** The RGB of a PNG, row by row. */
async function rgbOf(png: string): Promise<{ data: Buffer; width: number }> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=width',
    '-of',
    'csv=p=0',
    png,
  ]);
  const data = await run('ffmpeg', ['-v', 'error', '-i', png, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { data: data.stdout, width: Number(stdout.trim()) };
}

function pixel(image: { data: Buffer; width: number }, x: number, y: number): number[] {
  const i = (Math.round(y) * image.width + Math.round(x)) * 3;
  return [image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0];
}

const hex = (rgb: number[]) =>
  rgb
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-colour-'));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
  await fs.writeFile(
    path.join(work, 'page.html'),
    '<!doctype html><body style="margin:0"><video muted style="display:block"></video></body>',
  );
  await page.goto(`file://${path.join(work, 'page.html')}`);
  const portrait = exportFrame('portrait');
  let worstBefore = 0;
  console.log(`patches ${PATCHES.join(' ')}`);
  for (const clip of CLIPS) {
    const file = path.join(work, `clip-${clip.tag}-${clip.size[1]}.mp4`);
    await makeClip(file, clip.size, clip.tag);
    const [w, h] = clip.size;
    const centres = PATCHES.map((_, i) => [((i % 4) + 0.5) * (w / 4), (Math.floor(i / 4) + 0.5) * (h / 2)]);

    await page.locator('video').evaluate(async (element, src) => {
      const video = element as unknown as {
        src: string;
        currentTime: number;
        addEventListener(type: string, listener: () => void, options: { once: boolean }): void;
      };
      await new Promise<void>((resolve) => {
        video.addEventListener('loadeddata', () => resolve(), { once: true });
        video.src = src;
      });
      await new Promise<void>((resolve) => {
        video.addEventListener('seeked', () => resolve(), { once: true });
        video.currentTime = 0.5;
      });
    }, `file://${file}`);
    const shot = path.join(work, `browser-${clip.tag}-${h}.png`);
    await page.locator('video').screenshot({ path: shot });
    const seen = await rgbOf(shot);

    const facts = await probe(file);
    if (!facts.video) throw new Error('no video');
    const pattern = path.join(work, `export-${clip.tag}-${h}-%03d.png`);
    await run('ffmpeg', [
      '-v',
      'error',
      ...buildRenderArgs({
        frame: portrait,
        videoPath: file,
        durationSeconds: 2,
        sourceWidth: w,
        sourceHeight: h,
        sourceHasAudio: false,
        sourceColour: sourceColour(facts.video),
        fontsDir: '.',
        preset: 'ultrafast',
        crf: 0,
        output: { kind: 'frames', pattern, frames: [15] },
      }),
    ]);
    const exported = await rgbOf(pattern.replace('%03d', '001'));
    const fit = fitSource(portrait, w, h);

    const rows = centres.map(([cx = 0, cy = 0]) => {
      const b = pixel(seen, cx, cy);
      const e = pixel(exported, fit.x + (cx / w) * fit.width, fit.y + (cy / h) * fit.height);
      return { b, e, diff: Math.max(...b.map((v, i) => Math.abs(v - (e[i] ?? 0)))) };
    });
    const worst = Math.max(...rows.map((r) => r.diff));
    worstBefore = Math.max(worstBefore, worst);
    console.log(`${clip.name} (read as ${JSON.stringify(sourceColour(facts.video))})`);
    console.log(`  browser ${rows.map((r) => hex(r.b)).join(' ')}`);
    console.log(`  export  ${rows.map((r) => hex(r.e)).join(' ')}`);
    console.log(`  largest channel difference ${worst} (per patch ${rows.map((r) => r.diff).join(' ')})`);
  }
  console.log(`worst ${worstBefore} levels of 255; files in ${work}`);
} finally {
  await browser.close();
}
