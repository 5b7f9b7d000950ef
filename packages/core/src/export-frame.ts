import { z } from 'zod';

/**
 * The export frame, the one owner of its size: the export renders it, the studio previews it and the
 * caption document is laid out on it. Portrait is the spec's 1080x1920; landscape and square are the
 * other two shapes a creator can choose. 30 fps in every shape (spec: "1080p at 30 FPS").
 */
export const orientationSchema = z.enum(['portrait', 'landscape', 'square']);
export type Orientation = z.infer<typeof orientationSchema>;

export interface ExportFrame {
  width: number;
  height: number;
  fps: number;
}

export const EXPORT_FPS = 30;

export const EXPORT_FRAMES: Readonly<Record<Orientation, ExportFrame>> = {
  portrait: { width: 1080, height: 1920, fps: EXPORT_FPS },
  landscape: { width: 1920, height: 1080, fps: EXPORT_FPS },
  square: { width: 1080, height: 1080, fps: EXPORT_FPS },
};

export function exportFrame(orientation: Orientation): ExportFrame {
  return EXPORT_FRAMES[orientation];
}

/** Width/height ratios within this share of 1 count as square (a 1080x1080 phone clip, a 4:4 crop). */
const SQUARE_TOLERANCE = 0.05;

/** The frame that suits a video of this (upright) size: its own shape, portrait when unknown. */
export function orientationForSize(width: number | undefined, height: number | undefined): Orientation {
  if (!width || !height) return 'portrait';
  const ratio = width / height;
  if (Math.abs(ratio - 1) <= SQUARE_TOLERANCE) return 'square';
  return ratio > 1 ? 'landscape' : 'portrait';
}

/**
 * How a source picture sits in the frame (the export's fit, drawn the same way by the preview): scaled
 * to fit inside, centred, sizes even for 4:2:0 video. `fills` when it covers the whole frame (no
 * blurred fill needed: same shape within 1 %).
 */
export interface SourceFit {
  width: number;
  height: number;
  x: number;
  y: number;
  fills: boolean;
}

function evenDown(value: number): number {
  return Math.floor(value / 2) * 2;
}

export function fitSource(
  frame: Pick<ExportFrame, 'width' | 'height'>,
  sourceWidth: number,
  sourceHeight: number,
): SourceFit {
  const { width: W, height: H } = frame;
  const ratio = sourceWidth / Math.max(1, sourceHeight);
  if (Math.abs(ratio - W / H) < 0.01) return { width: W, height: H, x: 0, y: 0, fills: true };
  // ffmpeg's scale with force_original_aspect_ratio=decrease:force_divisible_by=2: the other side
  // rescaled to the nearest pixel, then both rounded down to even; overlay puts it at even offsets.
  const width = evenDown(Math.min(W, Math.round((H * sourceWidth) / sourceHeight)));
  const height = evenDown(Math.min(H, Math.round((W * sourceHeight) / sourceWidth)));
  return { width, height, x: evenDown((W - width) / 2), y: evenDown((H - height) / 2), fills: false };
}

/**
 * The blurred fill behind a source that does not cover the frame: the source scaled to cover a
 * quarter-size frame, centre-cropped, box-blurred (radius 8, 2 passes) and scaled back up. As a
 * Gaussian that is sigma ≈ 6.9 px at quarter size (two box passes of width 17: variance 2·(17²−1)/12).
 */
export const FILL_SCALE = 4;
export const FILL_BOX_RADIUS = 8;
export const FILL_BOX_PASSES = 2;
export const FILL_BLUR_SIGMA = Math.sqrt((FILL_BOX_PASSES * ((2 * FILL_BOX_RADIUS + 1) ** 2 - 1)) / 12);
