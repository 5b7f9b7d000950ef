import type { CoverCandidate } from '@wordreel/core';

/**
 * Scores candidate cover frames from small greyscale pictures. Pure: the sampler (frame-sampler.ts)
 * hands in the pixels. No face detector exists in the project yet, so faces do not count (the
 * ranking says so in its `method`); sharpness, exposure and contrast do, and a frame on a cut loses.
 */

export interface GreyFrame {
  width: number;
  height: number;
  /** One byte per pixel, rows top to bottom. */
  data: Uint8Array;
}

export interface FrameMeasure {
  timeMs: number;
  /** Variance of the 4-neighbour Laplacian: large for crisp edges, small for blur and flat areas. */
  laplacianVariance: number;
  /** Mean and standard deviation of the luma, 0..255. */
  mean: number;
  std: number;
  /** Share of pixels crushed to black or blown to white. */
  clipped: number;
  /** Mean absolute difference from the frame a tenth of a second after, 0..1 (like ffmpeg's scene score). */
  change: number;
}

export const RANKING_METHOD =
  'Ranked by sharpness, exposure and contrast; frames on a scene cut rank last. Faces are not detected yet.';

/** A change this large within 0.1 s is a cut (or a flash): ffmpeg's own scene threshold is ~0.3-0.4 on its scale. */
export const SCENE_CUT_CHANGE = 0.12;

export function laplacianVariance(frame: GreyFrame): number {
  const { width: w, height: h, data } = frame;
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const lap = data[i - w]! + data[i + w]! + data[i - 1]! + data[i + 1]! - 4 * data[i]!;
      sum += lap;
      sumSq += lap * lap;
      n++;
    }
  }
  if (n === 0) return 0;
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

export function lumaStats(frame: GreyFrame): { mean: number; std: number; clipped: number } {
  let sum = 0;
  let sumSq = 0;
  let clipped = 0;
  for (const v of frame.data) {
    sum += v;
    sumSq += v * v;
    if (v <= 8 || v >= 247) clipped++;
  }
  const n = Math.max(1, frame.data.length);
  const mean = sum / n;
  return { mean, std: Math.sqrt(Math.max(0, sumSq / n - mean * mean)), clipped: clipped / n };
}

export function meanAbsoluteDifference(a: GreyFrame, b: GreyFrame): number {
  const n = Math.min(a.data.length, b.data.length);
  if (n === 0) return 0;
  let total = 0;
  for (let i = 0; i < n; i++) total += Math.abs(a.data[i]! - b.data[i]!);
  return total / n / 255;
}

/** Measures one candidate: `frame` at `timeMs`, `next` a tenth of a second later (or null at the end). */
export function measureFrame(timeMs: number, frame: GreyFrame, next: GreyFrame | null): FrameMeasure {
  const stats = lumaStats(frame);
  return {
    timeMs,
    laplacianVariance: laplacianVariance(frame),
    ...stats,
    change: next ? meanAbsoluteDifference(frame, next) : 0,
  };
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * Ranks measured frames, best first. Sharpness is compared within the video (log of the Laplacian
 * variance over the sharpest candidate's), exposure prefers a mid-grey mean with little clipping,
 * contrast a luma spread of ~60 levels or more. A scene-cut frame keeps a quarter of its score.
 */
export function rankFrames(measures: readonly FrameMeasure[]): CoverCandidate[] {
  const sharpest = Math.max(1e-9, ...measures.map((m) => Math.log1p(m.laplacianVariance)));
  return measures
    .map((m) => {
      const sharpness = Math.log1p(m.laplacianVariance) / sharpest;
      const exposure = Math.max(0, 1 - Math.abs(m.mean - 118) / 118) * (1 - m.clipped);
      const contrast = Math.min(1, m.std / 60);
      const sceneCut = m.change >= SCENE_CUT_CHANGE;
      const base = 0.6 * sharpness + 0.2 * exposure + 0.2 * contrast;
      return {
        timeMs: m.timeMs,
        score: round3(sceneCut ? base / 4 : base),
        sharpness: round3(sharpness),
        exposure: round3(exposure),
        contrast: round3(contrast),
        sceneCut,
      };
    })
    .sort((a, b) => b.score - a.score || a.timeMs - b.timeMs);
}
