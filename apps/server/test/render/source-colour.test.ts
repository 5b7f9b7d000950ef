import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe, runFfmpeg } from '../../src/modules/media/ffmpeg.ts';
import { buildRenderArgs } from '../../src/modules/render/render-command.ts';
import { sourceColour } from '../../src/modules/render/source-colour.ts';
import { pngRgb } from './render-fixtures.ts';

const run = promisify(execFile);

/** A saturated red and a mid grey side by side: a wrong matrix moves the red, a wrong range the grey. */
const RED = [255, 0, 0];
const GREY = [128, 128, 128];

/**
 * A flat two-patch clip whose YUV was made from RGB with `matrix`, its bitstream tagged with `tag`
 * (h264_metadata: 1 BT.709, 6 SMPTE 170M, 2 unspecified).
 */
async function patchClip(dir: string, width: number, height: number, matrix: string, tag: number) {
  const raw = path.join(dir, `raw-${width}-${matrix}.mp4`);
  const out = path.join(dir, `clip-${width}-${matrix}-${tag}.mp4`);
  const half = `s=${width / 2}x${height}:r=30:d=1`;
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0xFF0000:${half}`, '-f', 'lavfi'],
    ...['-i', `color=c=0x808080:${half}`, '-filter_complex'],
    `hstack,format=rgb24,scale=out_color_matrix=${matrix}:out_range=tv,format=yuv420p`,
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', raw],
  ]);
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-i', raw, '-c', 'copy', '-bsf:v'],
    `h264_metadata=matrix_coefficients=${tag}:colour_primaries=${tag}:transfer_characteristics=${tag}`,
    out,
  ]);
  return out;
}

describe('the export reads the source colour as the studio browser does', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-colour-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  // Chromium reads untagged H.264 as BT.601 under 720 rows and BT.709 from 720 up (bench/parity/colour.ts).
  it.each([
    { name: 'untagged HD made with BT.709', width: 1280, height: 720, matrix: 'bt709', tag: 2 },
    { name: 'untagged SD made with BT.601', width: 640, height: 360, matrix: 'bt601', tag: 2 },
    { name: 'HD tagged BT.601', width: 1280, height: 720, matrix: 'bt601', tag: 6 },
    { name: 'portrait frame-sized, tagged BT.601', width: 1080, height: 1920, matrix: 'bt601', tag: 6 },
  ])('should give back the colours of $name', async ({ width, height, matrix, tag }) => {
    const clip = await patchClip(dir, width, height, matrix, tag);
    const facts = await probe(clip);
    if (!facts.video) throw new Error('no video');
    const pattern = path.join(dir, `frame-${width}-${matrix}-${tag}-%03d.png`);
    await runFfmpeg(
      buildRenderArgs({
        frame: { width: 1080, height: 1920 },
        videoPath: clip,
        durationSeconds: 1,
        sourceWidth: width,
        sourceHeight: height,
        sourceHasAudio: false,
        sourceColour: sourceColour(facts.video),
        fontsDir: dir,
        preset: 'superfast',
        crf: 23,
        output: { kind: 'frames', pattern, frames: [5] },
      }),
    );
    const rgb = await pngRgb(pattern.replace('%03d', '001'));
    // The middle row; each patch's centre inside the fitted picture.
    const at = (x: number) => [...rgb.subarray((960 * 1080 + x) * 3, (960 * 1080 + x) * 3 + 3)];
    const near = (got: number[], want: number[]) =>
      expect(Math.max(...got.map((v, i) => Math.abs(v - (want[i] ?? 0))))).toBeLessThanOrEqual(4);
    near(at(270), RED);
    near(at(810), GREY);
  });
});
