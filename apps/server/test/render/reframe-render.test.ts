import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropWindowAt, playbackRanges, type Reframe } from '@wordreel/core';
import { runFfmpeg } from '../../src/modules/media/ffmpeg.ts';
import { buildRenderArgs, type RenderCommandInput } from '../../src/modules/render/render-command.ts';
import { reframeChain, reframeCrop } from '../../src/modules/render/reframe-chain.ts';
import { pngRgb } from './render-fixtures.ts';

const run = promisify(execFile);

/** A landscape source: grey, with red bars 16 px wide centred at these source columns. */
const SOURCE = { width: 1920, height: 1080 };
const BARS = [960, 1400];
const PORTRAIT = { width: 1080, height: 1920 };

async function makeBarsClip(dir: string): Promise<string> {
  const file = path.join(dir, 'bars.mp4');
  const boxes = BARS.map((x) => `drawbox=x=${x - 8}:y=0:w=16:h=1080:color=red:t=fill`).join(',');
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=gray:s=1920x1080:r=30:d=5,${boxes}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '10', '-pix_fmt', 'yuv420p', file],
  ]);
  return file;
}

/** Centres (output columns) of the red runs on one row of an RGB picture. */
function redRuns(rgb: Buffer, width: number, row: number): number[] {
  const runs: number[] = [];
  let start = -1;
  for (let x = 0; x <= width; x++) {
    const i = (row * width + x) * 3;
    const red = x < width && rgb[i]! - Math.max(rgb[i + 1]!, rgb[i + 2]!) > 100;
    if (red && start < 0) start = x;
    if (!red && start >= 0) {
      runs.push((start + x - 1) / 2);
      start = -1;
    }
  }
  return runs;
}

/** Where the bars should appear in the frame, by core's window (the one the preview draws). */
function expectedRuns(left: number, windowWidth: number): number[] {
  const scale = PORTRAIT.width / windowWidth;
  return BARS.filter((x) => x - 8 >= left && x + 8 <= left + windowWidth).map(
    (x) => (x - left) * scale - 0.5,
  );
}

describe('reframed export (real ffmpeg)', () => {
  let dir: string;
  let clip: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-reframe-'));
    clip = await makeBarsClip(dir);
  }, 60_000);
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const base = (): Omit<RenderCommandInput, 'output'> => ({
    frame: PORTRAIT,
    videoPath: clip,
    durationSeconds: 5,
    sourceWidth: SOURCE.width,
    sourceHeight: SOURCE.height,
    sourceHasAudio: false,
    fontsDir: dir,
    preset: 'ultrafast',
    crf: 18,
  });

  async function exportFrames(input: Omit<RenderCommandInput, 'output'>, frames: number[], name: string) {
    const pattern = path.join(dir, `${name}-%03d.png`);
    await runFfmpeg(buildRenderArgs({ ...input, output: { kind: 'frames', pattern, frames } }));
    return Promise.all(frames.map((_, i) => pngRgb(pattern.replace('%03d', String(i + 1).padStart(3, '0')))));
  }

  // A pan from 0.40 to 0.62 over 2 s, a hold, then a shot cut to 0.70 at 3 s.
  const follow: Reframe = {
    layout: 'follow',
    keyframes: [
      { tMs: 0, x: 0.4 },
      { tMs: 2000, x: 0.62 },
      { tMs: 2500, x: 0.62 },
      { tMs: 3000, x: 0.7, cut: true },
      { tMs: 4000, x: 0.75, user: true },
    ],
  };

  it('draws the window core computes, across a pan and a cut, without cuts in the list', async () => {
    const frames = [0, 15, 30, 45, 60, 80, 89, 90, 105];
    const crop = reframeCrop(follow, SOURCE, PORTRAIT, null);
    const pictures = await exportFrames({ ...base(), reframe: crop ?? undefined }, frames, 'plain');
    frames.forEach((n, i) => {
      const window = cropWindowAt(follow, SOURCE.width, SOURCE.height, PORTRAIT, (n * 1000) / 30)!;
      const seen = redRuns(pictures[i]!, PORTRAIT.width, 960);
      const wanted = expectedRuns(window.left, window.width);
      expect(seen.length, `frame ${n} ${JSON.stringify(seen)} ${JSON.stringify(wanted)} ${window.left}`).toBe(
        wanted.length,
      );
      // One source pixel is 1.78 output pixels; allow the rounding of the window's edge and scaling.
      seen.forEach((x, j) => expect(Math.abs(x - wanted[j]!), `frame ${n}`).toBeLessThanOrEqual(3));
    });
  }, 120_000);

  it('crops at source time before the cuts lay the kept frames end to end', async () => {
    const kept = [
      { startMs: 500, endMs: 1000 },
      { startMs: 2600, endMs: 4000 },
    ];
    const ranges = playbackRanges({ kept }, 30);
    const crop = reframeCrop(follow, SOURCE, PORTRAIT, kept);
    const input = {
      ...base(),
      durationSeconds: 1.9,
      edits: { ranges, zooms: [] },
      reframe: crop ?? undefined,
    };
    // The input is seeked to the first kept frame (15). Output frame -> source frame: 0..14 are
    // 15..29, 15.. are 78..
    const frames = [0, 14, 15, 25, 40, 55];
    const sourceFrame = (n: number) => (n < 15 ? 15 + n : 78 + (n - 15));
    const pictures = await exportFrames(input, frames, 'cut');
    frames.forEach((n, i) => {
      const tMs = (sourceFrame(n) * 1000) / 30;
      const window = cropWindowAt(follow, SOURCE.width, SOURCE.height, PORTRAIT, tMs)!;
      const seen = redRuns(pictures[i]!, PORTRAIT.width, 960);
      const wanted = expectedRuns(window.left, window.width);
      expect(seen.length, `frame ${n} ${JSON.stringify(seen)} ${JSON.stringify(wanted)} ${window.left}`).toBe(
        wanted.length,
      );
      seen.forEach((x, j) => expect(Math.abs(x - wanted[j]!), `frame ${n}`).toBeLessThanOrEqual(3));
    });
  }, 120_000);

  it('stacks two windows in the split layout, each following its own centre', async () => {
    const split: Reframe = {
      layout: 'split',
      keyframes: [
        { tMs: 0, x: 0.45, x2: 0.75 },
        { tMs: 3000, x: 0.55, x2: 0.7 },
      ],
    };
    const crop = reframeCrop(split, SOURCE, PORTRAIT, null);
    const frames = [0, 45, 120];
    const pictures = await exportFrames({ ...base(), reframe: crop ?? undefined }, frames, 'split');
    frames.forEach((n, i) => {
      const window = cropWindowAt(split, SOURCE.width, SOURCE.height, PORTRAIT, (n * 1000) / 30)!;
      const top = redRuns(pictures[i]!, PORTRAIT.width, 480);
      const bottom = redRuns(pictures[i]!, PORTRAIT.width, 1440);
      const wantedTop = expectedRuns(window.left, window.width);
      const wantedBottom = expectedRuns(window.left2!, window.width);
      expect(top.length, `frame ${n} top`).toBe(wantedTop.length);
      expect(
        bottom.length,
        `frame ${n} bottom ${JSON.stringify(bottom)} ${JSON.stringify(wantedBottom)}`,
      ).toBe(wantedBottom.length);
      top.forEach((x, j) => expect(Math.abs(x - wantedTop[j]!)).toBeLessThanOrEqual(3));
      bottom.forEach((x, j) => expect(Math.abs(x - wantedBottom[j]!)).toBeLessThanOrEqual(3));
    });
  }, 120_000);

  it('keeps the blurred fill for the blur layout, and a long path within ffmpeg limits', () => {
    expect(reframeCrop({ layout: 'blur', keyframes: [] }, SOURCE, PORTRAIT, null)).toBeNull();
    expect(reframeCrop({ layout: 'follow', keyframes: [] }, PORTRAIT, PORTRAIT, null)).toBeNull();
    const centre = reframeCrop({ layout: 'centre', keyframes: follow.keyframes }, SOURCE, PORTRAIT, null);
    expect(reframeChain(centre!, '[a]', '[b]')).toBe("[a]crop=w=606:h=1080:x='657':y=0:exact=1[b]");
  });
});
