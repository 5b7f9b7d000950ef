import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type CropKeyframe,
  cropWindowAt,
  cropWindowSize,
  type FaceAnalysis,
  followPath,
} from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faceDetector } from '../../src/modules/reframe/face-detector.ts';
import { SAMPLE_FPS, sampleFacesAndCuts } from '../../src/modules/reframe/sample-faces.ts';
import { type FaceVideoSpec, faceBoxAt, makeFaceVideo, WALK_AND_CUT } from './face-video.ts';

/**
 * The analysis on real pictures: ffmpeg-made 1280x720 videos of a real face photograph walking across
 * real photographs with a hard cut, sampled and looked at by the real detector, framed for 9:16.
 * Every one of the video's 30 fps frames is checked against where the face truly is.
 */

const PORTRAIT = { width: 1080, height: 1920 };
const NO_FACE: FaceVideoSpec = { ...WALK_AND_CUT, motion: null };

let dir: string;

async function analyse(spec: FaceVideoSpec, name: string): Promise<FaceAnalysis> {
  const file = path.join(dir, name);
  await makeFaceVideo(spec, file);
  const durationMs = spec.seconds * 1000;
  const sampled = await sampleFacesAndCuts(
    file,
    { width: spec.width, height: spec.height, durationMs },
    await faceDetector(),
  );
  return {
    sourceWidth: spec.width,
    sourceHeight: spec.height,
    durationMs,
    sampleFps: SAMPLE_FPS,
    ...sampled,
  };
}

function frame(spec: FaceVideoSpec, analysis: FaceAnalysis) {
  const follow = cropWindowSize(spec.width, spec.height, PORTRAIT, 'follow');
  const split = cropWindowSize(spec.width, spec.height, PORTRAIT, 'split');
  return followPath(analysis, {
    windowShare: (follow?.width ?? 0) / spec.width,
    splitWindowShare: (split?.width ?? 0) / spec.width,
    startMs: 0,
    endMs: spec.seconds * 1000,
  });
}

const frameTimes = (spec: FaceVideoSpec) =>
  Array.from({ length: spec.seconds * 30 }, (_, n) => Math.round((n * 1000) / 30));

function windowLeft(spec: FaceVideoSpec, keyframes: CropKeyframe[], tMs: number): number {
  const window = cropWindowAt({ layout: 'follow', keyframes }, spec.width, spec.height, PORTRAIT, tMs);
  if (!window) throw new Error('no crop for a landscape source in a portrait frame');
  return window.left;
}

describe('reframe analysis of a face walking across a landscape video with a hard cut', () => {
  let walk: FaceAnalysis;
  let empty: FaceAnalysis;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-reframe-'));
    walk = await analyse(WALK_AND_CUT, 'walk.mp4');
    empty = await analyse(NO_FACE, 'empty.mp4');
  }, 120_000);
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('samples at least 3 frames a second and finds the face on them', () => {
    expect(walk.samples.length).toBeGreaterThanOrEqual(WALK_AND_CUT.seconds * 3);
    const found = walk.samples.filter((s) => s.faces.length > 0).length;
    expect(found / walk.samples.length).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps the whole face inside the 9:16 window on at least 95 % of the frames', () => {
    const path = frame(WALK_AND_CUT, walk);
    const size = cropWindowSize(1280, 720, PORTRAIT, 'follow')?.width ?? 0;
    const times = frameTimes(WALK_AND_CUT);
    const inside = times.filter((t) => {
      const left = windowLeft(WALK_AND_CUT, path.keyframes, t);
      const face = faceBoxAt(WALK_AND_CUT, WALK_AND_CUT.motion!, t / 1000);
      return face.left >= left && face.right <= left + size;
    });
    expect(inside.length / times.length).toBeGreaterThanOrEqual(0.95);
  });

  it('holds the window still (at most 2 px a frame) while the face stands still', () => {
    const { keyframes } = frame(WALK_AND_CUT, walk);
    const times = frameTimes(WALK_AND_CUT);
    // The face stands still from 0 to 1.2 s, and from the cut at 3 s to the end; the camera may start
    // its pan one sample (333 ms) ahead, and the frame of the cut itself jumps.
    const still = (t: number) => t < 1200 - 1000 / SAMPLE_FPS || t > 3000;
    for (let n = 1; n < times.length; n++) {
      const t = times[n] as number;
      if (!still(t) || !still(times[n - 1] as number)) continue;
      const moved = Math.abs(
        windowLeft(WALK_AND_CUT, keyframes, t) - windowLeft(WALK_AND_CUT, keyframes, times[n - 1] as number),
      );
      expect(moved, `window moved ${moved} px at ${t} ms`).toBeLessThanOrEqual(2);
    }
  });

  it('starts the second shot with a cut keyframe within a frame or two of the real cut', () => {
    expect(walk.cutsMs).toHaveLength(1);
    const cuts = frame(WALK_AND_CUT, walk).keyframes.filter((k) => k.cut);
    expect(cuts).toHaveLength(1);
    expect(Math.abs((cuts[0]?.tMs ?? 0) - 3000)).toBeLessThanOrEqual(67);
    expect(cuts[0]?.x).toBeCloseTo(0.25, 1);
  });

  it('falls back to a centred window and reports no face on a video without one', () => {
    const path = frame(NO_FACE, empty);
    expect(path.faceFound).toBe(false);
    expect(path.layout).toBe('centre');
    expect(path.keyframes.every((k) => k.x === 0.5)).toBe(true);
    // The cut is still found (the background changes).
    expect(empty.cutsMs.map((c) => Math.round(c / 100))).toEqual([30]);
  });
});
