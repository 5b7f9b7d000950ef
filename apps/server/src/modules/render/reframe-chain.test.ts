import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type CropKeyframe, cropCentreAt } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { keyframesForExport, leftExpression, reframeChain, reframeCrop } from './reframe-chain.ts';

const run = promisify(execFile);

/** The path the simplified points draw, as the ffmpeg expression evaluates it (linear, holds, cuts). */
function centreOf(points: { tMs: number; c: number; cut: boolean }[], tMs: number): number {
  return cropCentreAt(
    points.map((p) => ({ tMs: p.tMs, x: p.c, cut: p.cut })),
    tMs,
  ).x;
}

describe('reframe crop path for the export', () => {
  it('leaves out keyframes a straight line stands for, and keeps cuts and the holds before them', () => {
    const keyframes: CropKeyframe[] = [
      { tMs: 0, x: 0.5 },
      { tMs: 1000, x: 0.5 },
      { tMs: 2000, x: 0.5 },
      { tMs: 3000, x: 0.6 },
      { tMs: 4000, x: 0.7 },
      { tMs: 5000, x: 0.2, cut: true },
      { tMs: 6000, x: 0.2 },
    ];
    const points = keyframesForExport(keyframes, null, 1000, 'x');
    expect(points.map((p) => p.tMs)).toEqual([0, 2000, 4000, 5000, 6000]);
    for (let t = 0; t <= 7000; t += 37) {
      expect(centreOf(points, t)).toBeCloseTo(cropCentreAt(keyframes, t).x * 1000, 6);
    }
  });

  it('drops keyframes only cut-out time would show', () => {
    const keyframes: CropKeyframe[] = Array.from({ length: 100 }, (_, i) => ({
      tMs: i * 100,
      x: i % 2 === 0 ? 0.3 : 0.7,
    }));
    const kept = [{ startMs: 2000, endMs: 3000 }];
    const points = keyframesForExport(keyframes, kept, 1000, 'x');
    expect(points.length).toBeLessThanOrEqual(13);
    for (let t = 2000; t <= 3000; t += 10) {
      expect(centreOf(points, t)).toBeCloseTo(cropCentreAt(keyframes, t).x * 1000, 6);
    }
  });

  it('writes a long path that ffmpeg parses (a balanced sum: a flat one of 100 terms is refused)', async () => {
    // A speaker pacing for 20 minutes: 3600 keyframes, none on a straight line.
    const keyframes: CropKeyframe[] = Array.from({ length: 3600 }, (_, i) => ({
      tMs: i * 333,
      x: 0.5 + 0.2 * Math.sin(i / 3),
    }));
    const crop = reframeCrop(
      { layout: 'follow', keyframes },
      { width: 1920, height: 1080 },
      { width: 1080, height: 1920 },
      null,
    );
    expect(crop).not.toBeNull();
    const graph = reframeChain(crop!, '[0:v]', '[out]');
    // Over Linux's 128 KiB limit for one argument: the export passes such a graph as a file.
    expect(graph.length).toBeGreaterThan(100_000);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-graph-'));
    try {
      await fs.writeFile(path.join(dir, 'graph.txt'), graph);
      await run('ffmpeg', [
        ...['-v', 'error', '-f', 'lavfi', '-i', 'color=c=gray:s=1920x1080:r=30:d=0.2'],
        ...['-filter_complex_script', path.join(dir, 'graph.txt'), '-map', '[out]', '-f', 'null', '-'],
      ]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
    expect(leftExpression([], 600)).toBe('0');
  }, 60_000);
});
