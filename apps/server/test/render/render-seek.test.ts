import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../src/modules/media/ffmpeg.ts';
import { buildRenderArgs, type RenderCommandInput } from '../../src/modules/render/render-command.ts';
import { pngRgb, probe } from './render-fixtures.ts';

const run = promisify(execFile);

/**
 * An edit list that keeps only the middle of the source (a clip of a long video) is exported from a
 * seeked input: the frames must still be the kept ones. The source's grey level says which second a
 * frame comes from, and its keyframes are 2 s apart, so an inexact seek would show.
 */
describe('export of a clip from the middle of its source', () => {
  let dir: string;
  let source: string;
  const levelOfSecond = (s: number) => 30 + 25 * s;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-seek-'));
    source = path.join(dir, 'source.mp4');
    await run('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i'],
      `color=c=black:s=270x480:r=30:d=8,format=yuv420p,geq=lum='${levelOfSecond(0)}+25*floor(T)':cb=128:cr=128`,
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=8'],
      ...['-c:v', 'libx264', '-g', '60', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source],
    ]);
  }, 60_000);
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  const input = (output: RenderCommandInput['output']): RenderCommandInput => ({
    frame: { width: 1080, height: 1920 },
    videoPath: source,
    durationSeconds: 48 / 30,
    sourceWidth: 270,
    sourceHeight: 480,
    sourceHasAudio: true,
    fontsDir: dir,
    preset: 'ultrafast',
    crf: 18,
    // 2.5–3.5 s and 4.2–4.8 s of the source: 48 frames.
    edits: {
      ranges: [
        { startFrame: 75, endFrame: 105 },
        { startFrame: 126, endFrame: 144 },
      ],
      zooms: [],
    },
    output,
  });

  it('reads only the kept part and shows the kept frames', async () => {
    const args = buildRenderArgs(
      input({ kind: 'frames', pattern: path.join(dir, 'f%03d.png'), frames: [0, 20, 29, 30, 47] }),
    );
    expect(args.slice(0, 6)).toEqual(['-y', '-ss', '2.500000', '-t', '2.300000', '-i']);
    await runFfmpeg(args);
    const levels: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const rgb = await pngRgb(path.join(dir, `f${String(i).padStart(3, '0')}.png`));
      levels.push(rgb[Math.floor(rgb.length / 2)] ?? -1);
    }
    // Edited frame → source second: 0 → 2.5 s, 20 → 3.17 s, 29 → 3.47 s, 30 → 4.2 s, 47 → 4.77 s.
    // The PNG is full-range RGB of the limited-range source: (Y − 16) · 255 / 219.
    const expected = [2, 3, 3, 4, 4].map((s) => ((levelOfSecond(s) - 16) * 255) / 219);
    levels.forEach((level, i) => expect(Math.abs(level - (expected[i] ?? 0))).toBeLessThanOrEqual(4));
  }, 60_000);

  it('exports the kept length, picture and sound', async () => {
    const out = path.join(dir, 'clip.mp4');
    await runFfmpeg(buildRenderArgs(input({ kind: 'mp4', path: out })));
    const facts = await probe(out);
    expect(facts.streams.map((st) => st.codec_type).sort()).toEqual(['audio', 'video']);
    expect(Math.abs(Number(facts.format.duration) - 1.6)).toBeLessThanOrEqual(0.05);
  }, 60_000);
});
