import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapToKeyframes } from '../../src/modules/covers/frame-sampler.ts';
import { keyframesAtOrBefore } from '../../src/modules/media/ffmpeg.ts';

const run = promisify(execFile);

describe('keyframes for cover candidates', () => {
  let dir: string;
  let video: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-keyframes-test-'));
    video = path.join(dir, 'gop2s.mp4');
    // 12 s at 30 fps with a keyframe every 2 s exactly (no extra ones at scene changes).
    await run('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=320x180:r=30:d=12'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '60', '-keyint_min', '60', '-sc_threshold', '0'],
      ...['-pix_fmt', 'yuv420p', video],
    ]);
  }, 60_000);
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('should find the keyframe at or before each moment without decoding', async () => {
    // Each as the first whole millisecond after the keyframe starts (a seek there starts at it).
    expect(await keyframesAtOrBefore(video, [500, 2500, 5999, 6000, 11_900])).toEqual([
      1, 2001, 4001, 6001, 10_001,
    ]);
    expect(await keyframesAtOrBefore(video, [])).toEqual([]);
  });

  it('should move moments onto keyframes within half their gap, only where the frame is shown', async () => {
    // Gap 2.6 s: each moment may move 1.3 s. The keyframe at 8 s is cut by the edit list: 7 s stays.
    const notCut = (timeMs: number) => timeMs !== 8001;
    expect(await snapToKeyframes(video, [1900, 3000, 7000, 9800], notCut)).toEqual([
      2001, 4001, 7000, 10_001,
    ]);
    // Gap 0.2 s: no keyframe within 0.1 s of either, so both stay.
    expect(await snapToKeyframes(video, [2900, 3100], () => true)).toEqual([2900, 3100]);
    // Two moments near one keyframe become one candidate.
    expect(await snapToKeyframes(video, [3700, 4300], () => true)).toEqual([4001]);
  });

  it('should keep the moments as chosen when ffprobe cannot read the file', async () => {
    const broken = path.join(dir, 'broken.mp4');
    await fs.writeFile(broken, 'not a video');
    expect(await snapToKeyframes(broken, [1000, 2000], () => true)).toEqual([1000, 2000]);
  });
});
