import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FILL_BOX_PASSES, FILL_BOX_RADIUS } from '@wordreel/core';
import { boxBlurRgba } from '@wordreel/core/fill-blur';
import { describe, expect, it } from 'vitest';
import { runProcess } from '../../src/process/run-process.ts';

describe("the studio fill's box blur", () => {
  it("should give exactly ffmpeg's boxblur (radius 8, 2 passes) on the same picture", async () => {
    const [w, h] = [97, 61];
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-blur-'));
    try {
      // Noise with a hard edge in it: the mirrored borders and the running sum both matter.
      const gray = randomBytes(w * h);
      for (let i = 0; i < w * h; i++) if (i % w > 60) gray[i] = 250;
      await fs.writeFile(path.join(dir, 'in.gray'), gray);
      await runProcess('ffmpeg', [
        ...['-nostdin', '-loglevel', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'gray'],
        ...['-s', `${w}x${h}`, '-i', path.join(dir, 'in.gray')],
        ...['-vf', `boxblur=${FILL_BOX_RADIUS}:${FILL_BOX_PASSES}`, '-f', 'rawvideo', '-pix_fmt', 'gray'],
        path.join(dir, 'out.gray'),
      ]);
      const expected = await fs.readFile(path.join(dir, 'out.gray'));
      const rgba = new Uint8ClampedArray(w * h * 4);
      for (let i = 0; i < w * h; i++) rgba.set([gray[i] ?? 0, gray[i] ?? 0, gray[i] ?? 0, 255], i * 4);
      boxBlurRgba(rgba, w, h);
      const ours = Uint8Array.from({ length: w * h }, (_, i) => rgba[i * 4] ?? 0);
      const differing = ours.filter((v, i) => v !== expected[i]).length;
      expect(differing).toBe(0);
      expect(rgba[3]).toBe(255);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
