import { describe, expect, it } from 'vitest';
import {
  cropCentreAt,
  cropWindowAt,
  cropWindowSize,
  placeUserKeyframe,
  reframeSchema,
  type Reframe,
} from './crop-path.ts';

const portrait = { width: 1080, height: 1920 };
const square = { width: 1080, height: 1080 };

describe('cropWindowSize', () => {
  it('is as tall as the source and 9:16 wide for a portrait frame', () => {
    expect(cropWindowSize(1920, 1080, portrait, 'follow')).toEqual({ width: 606, height: 1080 });
  });
  it('is square for a square frame', () => {
    expect(cropWindowSize(1920, 1080, square, 'follow')).toEqual({ width: 1080, height: 1080 });
  });
  it('is twice as wide per window in the split layout', () => {
    expect(cropWindowSize(1920, 1080, portrait, 'split')).toEqual({ width: 1214, height: 1080 });
  });
  it('is null for a source no wider than the frame, and for the blurred-fill layout', () => {
    expect(cropWindowSize(1080, 1920, portrait, 'follow')).toBeNull();
    expect(cropWindowSize(1920, 1080, portrait, 'blur')).toBeNull();
  });
});

describe('cropCentreAt', () => {
  const keyframes = [
    { tMs: 1000, x: 0.2 },
    { tMs: 2000, x: 0.4 },
    { tMs: 3000, x: 0.8, cut: true },
  ];
  it('holds the first and last values outside the keyframes', () => {
    expect(cropCentreAt(keyframes, 0).x).toBe(0.2);
    expect(cropCentreAt(keyframes, 9000).x).toBe(0.8);
  });
  it('pans linearly between keyframes', () => {
    expect(cropCentreAt(keyframes, 1500).x).toBeCloseTo(0.3, 10);
  });
  it('jumps at a cut instead of panning into it', () => {
    expect(cropCentreAt(keyframes, 2999).x).toBe(0.4);
    expect(cropCentreAt(keyframes, 3000).x).toBe(0.8);
  });
  it('is the centre without keyframes', () => {
    expect(cropCentreAt([], 500)).toEqual({ x: 0.5, x2: 0.5 });
  });
});

describe('cropWindowAt', () => {
  const reframe: Reframe = {
    layout: 'follow',
    keyframes: [
      { tMs: 0, x: 0 },
      { tMs: 1000, x: 1 },
    ],
  };
  it('keeps the window inside the source', () => {
    expect(cropWindowAt(reframe, 1920, 1080, portrait, 0)?.left).toBe(0);
    expect(cropWindowAt(reframe, 1920, 1080, portrait, 1000)?.left).toBe(1920 - 606);
  });
  it('centres the window in the centre layout whatever the keyframes say', () => {
    expect(cropWindowAt({ ...reframe, layout: 'centre' }, 1920, 1080, portrait, 0)?.left).toBe(657);
  });
  it('places both windows in the split layout', () => {
    const split: Reframe = { layout: 'split', keyframes: [{ tMs: 0, x: 0.25, x2: 0.75 }] };
    const window = cropWindowAt(split, 1920, 1080, portrait, 0);
    expect(window).toMatchObject({ left: 0, left2: 1920 - 1214, width: 1214 });
  });
});

describe('reframeSchema', () => {
  it('refuses keyframes out of time order', () => {
    const result = reframeSchema.safeParse({
      layout: 'follow',
      keyframes: [
        { tMs: 5, x: 0.5 },
        { tMs: 5, x: 0.6 },
      ],
    });
    expect(result.success).toBe(false);
  });
});

describe('placeUserKeyframe', () => {
  const follow: Reframe = {
    layout: 'follow',
    keyframes: [
      { tMs: 0, x: 0.3 },
      { tMs: 2000, x: 0.7 },
    ],
  };

  it('adds a user keyframe in time order, and moves one within a frame of the moment', () => {
    const added = placeUserKeyframe(follow, 1000, 0.2);
    expect(added.keyframes).toEqual([
      { tMs: 0, x: 0.3 },
      { tMs: 1000, x: 0.2, user: true },
      { tMs: 2000, x: 0.7 },
    ]);
    expect(reframeSchema.safeParse(added).success).toBe(true);
    const moved = placeUserKeyframe(added, 1020, 0.9);
    expect(moved.keyframes[1]).toEqual({ tMs: 1000, x: 0.9, user: true });
    expect(follow.keyframes).toHaveLength(2);
    expect(placeUserKeyframe(follow, 5000, 1.4).keyframes.at(-1)).toEqual({ tMs: 5000, x: 1, user: true });
  });

  it('moves one window of the split layout and keeps the other where the path had it', () => {
    const split: Reframe = { layout: 'split', keyframes: [{ tMs: 0, x: 0.2, x2: 0.8 }] };
    expect(placeUserKeyframe(split, 500, 0.6, 'x2').keyframes[1]).toEqual({
      tMs: 500,
      x: 0.2,
      x2: 0.6,
      user: true,
    });
  });
});
