import { z } from 'zod';

/**
 * Auto-reframe: how a source wider than the export frame (a landscape or square video exported as
 * 9:16, a landscape one as 1:1) is cropped to fill it. The crop window is as tall as the source and as
 * wide as the frame's shape allows; only its horizontal centre moves, along keyframes in source time.
 * The analysis (faces per sampled frame, shot cuts) writes `auto` keyframes; a user who drags the
 * window adds `user` ones, which a later analysis keeps. The studio preview and the export both read
 * the window of a moment from `cropWindowAt`.
 */

/**
 * - `follow`: the window follows the keyframes (the speaker);
 * - `centre`: a still, centred window (the fallback when no face is found, if the user prefers it);
 * - `blur`: no crop: the whole picture over its blurred fill (the layout before reframing existed);
 * - `split`: two windows stacked, each half the frame's height, following `x` (top) and `x2` (bottom),
 *   for two speakers far apart.
 */
export const reframeLayoutSchema = z.enum(['follow', 'centre', 'blur', 'split']);
export type ReframeLayout = z.infer<typeof reframeLayoutSchema>;

export const MAX_CROP_KEYFRAMES = 20_000;

const fraction = z.number().min(0).max(1);

export const cropKeyframeSchema = z.object({
  /** Source time in whole milliseconds (the crop is applied before the edit list's cuts). */
  tMs: z.number().int().nonnegative(),
  /** The window's horizontal centre as a share of the source width (0 = left edge, 1 = right edge). */
  x: fraction,
  /** The lower window's centre in the `split` layout; the upper one's is `x`. */
  x2: fraction.optional(),
  /** A shot starts here: the window jumps to this keyframe instead of panning from the previous one. */
  cut: z.boolean().optional(),
  /** Placed by the user (dragging the window); a new analysis keeps it. */
  user: z.boolean().optional(),
});
export type CropKeyframe = z.infer<typeof cropKeyframeSchema>;

export const reframeSchema = z.object({
  layout: reframeLayoutSchema,
  /** Sorted by `tMs`, no two at the same time. */
  keyframes: z
    .array(cropKeyframeSchema)
    .max(MAX_CROP_KEYFRAMES)
    .refine((k) => k.every((kf, i) => i === 0 || kf.tMs > (k[i - 1] as CropKeyframe).tMs), {
      message: 'Crop keyframes must be in time order, one per moment.',
    }),
});
export type Reframe = z.infer<typeof reframeSchema>;

/** A window in source pixels; `left2` is the lower window's left edge in the `split` layout. */
export interface CropWindow {
  left: number;
  top: number;
  width: number;
  height: number;
  left2?: number;
}

function evenDown(value: number): number {
  return Math.floor(value / 2) * 2;
}

/**
 * The window's size for a frame of this shape, in source pixels (even, for 4:2:0 video), or null when
 * the source is not wider than the frame (nothing to crop: it is shown whole, as before). In `split`
 * each window fills half the frame's height, so it is twice as wide for the same source height.
 */
export function cropWindowSize(
  sourceWidth: number,
  sourceHeight: number,
  frame: { width: number; height: number },
  layout: ReframeLayout,
): { width: number; height: number } | null {
  if (layout === 'blur') return null;
  const cellHeight = layout === 'split' ? frame.height / 2 : frame.height;
  const width = evenDown(Math.min(sourceWidth, (sourceHeight * frame.width) / cellHeight));
  if (width >= evenDown(sourceWidth)) return null;
  return { width, height: evenDown(sourceHeight) };
}

/**
 * The window centre(s) at a source time: linear between keyframes, a jump at a `cut` keyframe, the
 * first keyframe's value before it and the last's after it; the frame centre without keyframes.
 */
export function cropCentreAt(keyframes: readonly CropKeyframe[], tMs: number): { x: number; x2: number } {
  const first = keyframes[0];
  if (!first) return { x: 0.5, x2: 0.5 };
  if (tMs <= first.tMs) return { x: first.x, x2: first.x2 ?? first.x };
  // Binary search for the last keyframe at or before tMs.
  let lo = 0;
  let hi = keyframes.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((keyframes[mid] as CropKeyframe).tMs <= tMs) lo = mid;
    else hi = mid - 1;
  }
  const a = keyframes[lo] as CropKeyframe;
  const b = keyframes[lo + 1];
  if (!b || b.cut) return { x: a.x, x2: a.x2 ?? a.x };
  const u = (tMs - a.tMs) / (b.tMs - a.tMs);
  const ax2 = a.x2 ?? a.x;
  const bx2 = b.x2 ?? b.x;
  return { x: a.x + (b.x - a.x) * u, x2: ax2 + (bx2 - ax2) * u };
}

/** The left edge of a window of `width` centred at `centre` (a share of the source width), kept inside. */
export function cropLeft(centre: number, width: number, sourceWidth: number): number {
  return Math.round(Math.min(sourceWidth - width, Math.max(0, centre * sourceWidth - width / 2)));
}

/** The crop window(s) at a source time, or null when the layout or the source shape needs no crop. */
export function cropWindowAt(
  reframe: Reframe,
  sourceWidth: number,
  sourceHeight: number,
  frame: { width: number; height: number },
  tMs: number,
): CropWindow | null {
  const size = cropWindowSize(sourceWidth, sourceHeight, frame, reframe.layout);
  if (!size) return null;
  const centre = reframe.layout === 'centre' ? { x: 0.5, x2: 0.5 } : cropCentreAt(reframe.keyframes, tMs);
  const window: CropWindow = { left: cropLeft(centre.x, size.width, sourceWidth), top: 0, ...size };
  if (reframe.layout === 'split') window.left2 = cropLeft(centre.x2, size.width, sourceWidth);
  return window;
}

/** A keyframe this close (ms) to a dragged moment is moved rather than a new one added: one frame. */
const SAME_MOMENT_MS = 34;

/**
 * The reframe with the window centred at `x` at source time `tMs`, as a user placed it: a keyframe
 * there (or within a frame of it) is moved and marked `user`, else a `user` keyframe is added in
 * order. The other keyframes are unchanged, so the path pans to and from the new one. In `split`
 * `which` names the window dragged.
 */
export function placeUserKeyframe(
  reframe: Reframe,
  tMs: number,
  x: number,
  which: 'x' | 'x2' = 'x',
): Reframe {
  const t = Math.max(0, Math.round(tMs));
  const clamped = Math.min(1, Math.max(0, x));
  const keyframes = reframe.keyframes;
  const near = keyframes.findIndex((k) => Math.abs(k.tMs - t) <= SAME_MOMENT_MS);
  const current = cropCentreAt(keyframes, t);
  const base: CropKeyframe = near >= 0 ? { ...(keyframes[near] as CropKeyframe) } : { tMs: t, x: current.x };
  if (reframe.layout === 'split' && base.x2 === undefined) base.x2 = current.x2;
  const placed: CropKeyframe = { ...base, [which]: clamped, user: true };
  if (near >= 0) return { ...reframe, keyframes: keyframes.map((k, i) => (i === near ? placed : k)) };
  const at = keyframes.findIndex((k) => k.tMs > t);
  const next = at < 0 ? [...keyframes, placed] : [...keyframes.slice(0, at), placed, ...keyframes.slice(at)];
  return { ...reframe, keyframes: next };
}
