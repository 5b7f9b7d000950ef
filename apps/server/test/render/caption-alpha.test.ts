import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../src/modules/media/ffmpeg.ts';
import { buildRenderArgs } from '../../src/modules/render/render-command.ts';
import { CLIP_RGB, makeClip, pngRgb } from './render-fixtures.ts';

const run = promisify(execFile);

/**
 * A white blurred box, like the white halo of Mars, Saturn and Pluto: coverage from 0 to 1 over a
 * wide ramp. (Only coverage is tested: our documents never give a colour its own alpha, which
 * ffmpeg's `ass` filter writes as a² and no later filter can undo — see decision 006.)
 */
const HALO_DOCUMENT = [
  '[Script Info]',
  'ScriptType: v4.00+',
  'PlayResX: 1080',
  'PlayResY: 1920',
  'WrapStyle: 2',
  'ScaledBorderAndShadow: yes',
  '',
  '[V4+ Styles]',
  'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
  'Style: Box,Montserrat,40,&H00FFFFFF,&H00FFFFFF,&H00FFFFFF,&H00000000,0,0,0,0,100,100,0,0,1,0,0,7,0,0,0,1',
  '',
  '[Events]',
  'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  'Dialogue: 0,0:00:00.00,0:00:05.00,Box,,0,0,0,,{\\pos(0,0)\\blur24\\p1}m 200 700 l 880 700 880 1000 200 1000{\\p0}',
].join('\n');

describe('caption transparency in the export', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-alpha-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('should blend a semi-transparent halo over the video as brightly as libass burning it onto RGB does', async () => {
    const clip = await makeClip({ width: 1080, height: 1920, seconds: 1, audio: 'none' });
    const assPath = path.join(dir, 'halo.ass');
    await fs.writeFile(assPath, HALO_DOCUMENT);
    const pattern = path.join(dir, 'export-%03d.png');
    await runFfmpeg(
      buildRenderArgs({
        frame: { width: 1080, height: 1920 },
        videoPath: clip,
        durationSeconds: 1,
        sourceWidth: 1080,
        sourceHeight: 1920,
        sourceHasAudio: false,
        assPath,
        fontsDir: fileURLToPath(new URL('../../../web/public/fonts', import.meta.url)),
        preset: 'superfast',
        crf: 23,
        output: { kind: 'frames', pattern, frames: [10] },
      }),
    );
    const exported = await pngRgb(pattern.replace('%03d', '001'));
    // The reference: the same frame decoded to RGB (the same conversion the PNG got) and burnt directly.
    const { stdout: direct } = await run(
      'ffmpeg',
      [
        ...['-v', 'error', '-i', clip, '-vf', `select=eq(n\\,10),format=rgb24,ass=filename=${assPath}`],
        ...['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
      ],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(exported.length).toBe(direct.length);

    let halo = 0;
    let worst = 0;
    for (let i = 0; i < direct.length; i++) {
      const lift = direct[i]! - CLIP_RGB[i % 3]!;
      // Semi-transparent white: brighter than the clip, yet short of white.
      if (lift > 8 && direct[i]! < 247) halo++;
      worst = Math.max(worst, Math.abs(exported[i]! - direct[i]!));
    }
    expect(halo).toBeGreaterThan(100_000);
    // Measured 5 (4:2:0 chroma, rounding); premultiplied colour read as straight alpha gave 66.
    expect(worst).toBeLessThanOrEqual(6);
  });
});
