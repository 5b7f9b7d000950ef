import { describe, expect, it } from 'vitest';
import { cropCentreAt, cropWindowSize } from './crop-path.ts';
import type { FaceAnalysis, FaceBox, FaceSample } from './face-analysis.ts';
import { followPath, mergeUserKeyframes } from './follow-path.ts';

const SOURCE = { width: 1280, height: 720 };
const PORTRAIT = { width: 1080, height: 1920 };
const windowShare = (cropWindowSize(1280, 720, PORTRAIT, 'follow')?.width ?? 0) / 1280;
const splitWindowShare = (cropWindowSize(1280, 720, PORTRAIT, 'split')?.width ?? 0) / 1280;
const FPS = 3;

/** A face box of 15 % of the width centred at `cx`. */
function face(cx: number): FaceBox {
  return { x: cx - 0.075, y: 0.2, w: 0.15, h: 0.27 };
}

function analysis(seconds: number, facesAt: (tMs: number) => FaceBox[], cutsMs: number[] = []): FaceAnalysis {
  const samples: FaceSample[] = [];
  for (let i = 0; i < seconds * FPS; i++) {
    const tMs = Math.round((i * 1000) / FPS);
    samples.push({ tMs, faces: facesAt(tMs) });
  }
  return {
    sourceWidth: SOURCE.width,
    sourceHeight: SOURCE.height,
    durationMs: seconds * 1000,
    sampleFps: FPS,
    samples,
    cutsMs,
  };
}

const options = (endMs: number) => ({ windowShare, splitWindowShare, startMs: 0, endMs });
/** A repeatable wobble of ± `px` pixels, like a detector's box from frame to frame. */
const jitter = (tMs: number, px: number) => (Math.sin(tMs * 0.37) * px) / SOURCE.width;

describe('followPath', () => {
  it('keeps the window still for a still speaker whose detected box jitters', () => {
    const result = followPath(
      analysis(10, (t) => [face(0.3 + jitter(t, 6))]),
      options(10_000),
    );
    expect(result.layout).toBe('follow');
    expect(result.keyframes).toHaveLength(1);
    expect(result.keyframes[0]?.x).toBeCloseTo(0.3, 2);
    // Every frame at 30 fps: no movement at all.
    for (let t = 0; t < 10_000; t += 33)
      expect(cropCentreAt(result.keyframes, t).x).toBe(result.keyframes[0]?.x);
  });

  it('follows a moving face smoothly and keeps it inside the window', () => {
    // Still on the left for 2 s, across to the right over 3 s, still again.
    const at = (t: number) => (t < 2000 ? 0.2 : t < 5000 ? 0.2 + ((t - 2000) / 3000) * 0.6 : 0.8);
    const result = followPath(
      analysis(8, (t) => [face(at(t))]),
      options(8000),
    );
    let previous = cropCentreAt(result.keyframes, 0).x;
    for (let t = 0; t < 8000; t += 33) {
      const x = cropCentreAt(result.keyframes, t).x;
      const left = Math.min(1 - windowShare, Math.max(0, x - windowShare / 2));
      const box = face(at(t));
      expect(box.x).toBeGreaterThanOrEqual(left - 0.01);
      expect(box.x + box.w).toBeLessThanOrEqual(left + windowShare + 0.01);
      // At most 1.5 windows a second: ~20 px a frame at 1280 wide; never a jump.
      expect(Math.abs(x - previous) * SOURCE.width).toBeLessThan(21);
      previous = x;
    }
    // Few keyframes: the still stretches need none.
    expect(result.keyframes.length).toBeLessThan(16);
    expect(result.keyframes.filter((k) => k.tMs < 1500)).toHaveLength(1);
  });

  it('starts each shot with a cut keyframe at the cut, on the new position', () => {
    const result = followPath(
      analysis(6, (t) => [face(t < 3000 ? 0.25 : 0.75)], [3000]),
      options(6000),
    );
    const cut = result.keyframes.find((k) => k.cut);
    expect(cut?.tMs).toBe(3000);
    expect(cut?.x).toBeCloseTo(0.75, 2);
    expect(cropCentreAt(result.keyframes, 2990).x).toBeCloseTo(0.25, 2);
    expect(result.shots).toHaveLength(2);
  });

  it('falls back to a centred window and says so when there is no face', () => {
    const result = followPath(
      analysis(5, () => []),
      options(5000),
    );
    expect(result).toMatchObject({ layout: 'centre', faceFound: false, splitKeyframes: null });
    expect(result.keyframes).toEqual([{ tMs: 0, x: 0.5 }]);
  });

  it('takes a face seen on a single frame of a shot for a false detection', () => {
    const result = followPath(
      analysis(5, (t) => (t === 1000 ? [face(0.9)] : [])),
      options(5000),
    );
    expect(result.faceFound).toBe(false);
  });

  it('suggests split screen when two faces far apart fill most of the range', () => {
    const result = followPath(
      analysis(6, () => [face(0.15), face(0.85)]),
      options(6000),
    );
    expect(result.layout).toBe('split');
    const first = result.splitKeyframes?.[0];
    expect(first?.x).toBeLessThan(0.4);
    expect(first?.x2).toBeGreaterThan(0.6);
    expect(result.shots[0]?.twoApart).toBe(true);
  });

  it('does not split two faces that fit one window', () => {
    const result = followPath(
      analysis(6, () => [face(0.45), face(0.6)]),
      options(6000),
    );
    expect(result.layout).toBe('follow');
    expect(result.splitKeyframes).toBeNull();
  });

  it('frames only the requested range (a clip of the source)', () => {
    const result = followPath(
      analysis(10, (t) => [face(t < 5000 ? 0.2 : 0.7)], [5000]),
      {
        ...options(0),
        startMs: 6000,
        endMs: 9000,
      },
    );
    expect(result.keyframes[0]?.tMs).toBe(6000);
    expect(result.keyframes[0]?.x).toBeCloseTo(0.7, 2);
    expect(result.keyframes.every((k) => k.tMs >= 6000 && k.tMs < 9000)).toBe(true);
  });

  it("keeps the user's keyframes and drops automatic ones next to them", () => {
    const existing = [
      { tMs: 3000, x: 0.6, cut: true },
      { tMs: 4000, x: 0.9, user: true },
    ];
    const result = followPath(
      analysis(6, (t) => [face(t < 3000 ? 0.25 : 0.75)], [3000]),
      {
        ...options(6000),
        existing,
      },
    );
    expect(result.keyframes.find((k) => k.user)).toEqual({ tMs: 4000, x: 0.9, user: true });
    expect(result.keyframes.some((k) => k.tMs === 3000 && k.x === 0.6)).toBe(false);
  });
});

describe('mergeUserKeyframes', () => {
  it('sorts the merged keyframes and leaves no two at one moment', () => {
    const merged = mergeUserKeyframes(
      [
        { tMs: 0, x: 0.5 },
        { tMs: 1000, x: 0.4 },
        { tMs: 5000, x: 0.3 },
      ],
      [{ tMs: 1200, x: 0.8, user: true }],
    );
    expect(merged.map((k) => k.tMs)).toEqual([0, 1200, 5000]);
  });
});
