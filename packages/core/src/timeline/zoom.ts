import { EDIT_FPS, type Zoom } from './edit-list.ts';
import { type PlaybackRange, sourceToEdited } from './time-map.ts';

/**
 * Zoom punch-ins on the edited timeline: the scale eases from 1 to the zoom's scale over
 * ZOOM_RAMP_FRAMES frames, holds, and eases back over the same number of frames before the zoom's
 * end. Both the studio preview (a CSS transform) and the export (ffmpeg's zoompan, fed by
 * `zoomFrameSpans`) read the scale of a frame from `zoomScaleAtFrame`, centred on the frame centre.
 */
export const ZOOM_RAMP_FRAMES = 6;

/** A zoom placed on the edited video's frames: frames [startFrame, endFrame). */
export interface ZoomFrameSpan {
  startFrame: number;
  endFrame: number;
  scale: number;
}

/** Smoothstep: 0 → 1 with zero slope at both ends. */
export function easeInOut(u: number): number {
  const x = Math.min(1, Math.max(0, u));
  return x * x * (3 - 2 * x);
}

/** The zooms in edited frames; zooms that the cuts leave shorter than two frames are dropped. */
export function zoomFrameSpans(
  zooms: readonly Zoom[],
  ranges: readonly PlaybackRange[],
  fps = EDIT_FPS,
): ZoomFrameSpan[] {
  const spans: ZoomFrameSpan[] = [];
  for (const z of zooms) {
    const startFrame = Math.round((sourceToEdited(ranges, z.startMs) * fps) / 1000);
    const endFrame = Math.round((sourceToEdited(ranges, z.endMs) * fps) / 1000);
    const prev = spans.at(-1);
    const from = Math.max(startFrame, prev?.endFrame ?? 0);
    if (endFrame - from >= 2) spans.push({ startFrame: from, endFrame, scale: z.scale });
  }
  return spans;
}

/** The scale of one edited frame (1 outside every zoom). */
export function zoomScaleAtFrame(spans: readonly ZoomFrameSpan[], frame: number): number {
  for (const s of spans) {
    if (frame < s.startFrame) break;
    if (frame >= s.endFrame) continue;
    const ramp = Math.min(ZOOM_RAMP_FRAMES, Math.floor((s.endFrame - s.startFrame) / 2));
    const rampIn = (frame - s.startFrame + 1) / ramp;
    const rampOut = (s.endFrame - frame) / ramp;
    return 1 + (s.scale - 1) * easeInOut(Math.min(rampIn, rampOut));
  }
  return 1;
}

/**
 * The same curve as an ffmpeg expression of the output frame number `on` (zoompan's variable), one
 * term per zoom: `between(on,a,b)*(S-1)*ease(min(in,out))` (7 function calls a zoom). Callers split
 * long lists over several filters (ffmpeg's expression parser has a limit on function calls).
 */
export function zoomExpression(spans: readonly ZoomFrameSpan[], frameVar = 'on'): string {
  if (spans.length === 0) return '1';
  const terms = spans.map((s) => {
    const ramp = Math.min(ZOOM_RAMP_FRAMES, Math.floor((s.endFrame - s.startFrame) / 2));
    const u = `clip(min((${frameVar}-${s.startFrame - 1})/${ramp}\\,(${s.endFrame}-${frameVar})/${ramp})\\,0\\,1)`;
    // smoothstep u*u*(3-2u); u is written out three times (ffmpeg evaluates a product's two sides
    // in an unspecified order, so st()/ld() cannot carry it).
    const ease = `${u}*${u}*(3-2*${u})`;
    return `between(${frameVar}\\,${s.startFrame}\\,${s.endFrame - 1})*${(s.scale - 1).toFixed(6)}*${ease}`;
  });
  return `1+${terms.join('+')}`;
}

/** A crop of the frame, whole pixels. */
export interface ZoomCrop {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The part of a width×height frame that ffmpeg's zoompan shows at a zoom (vf_zoompan.c on yuv420p,
 * our export's format there): its size truncated to whole pixels, its centred offsets truncated and
 * then made even for the chroma planes; that crop is scaled back to the whole frame. The preview draws
 * exactly this crop, not the ideal centred scale, so both renderers show the same pixels (at small
 * zooms the even offset moves the picture by up to 2 px, which whole-frame SSIM notices).
 */
export function zoompanCrop(scale: number, width: number, height: number): ZoomCrop {
  const zoom = Math.min(10, Math.max(1, scale));
  const w = Math.trunc(width / zoom);
  const h = Math.trunc(height / zoom);
  const dx = Math.min(Math.max(width / 2 - width / zoom / 2, 0), Math.max(width - w, 0));
  const dy = Math.min(Math.max(height / 2 - height / zoom / 2, 0), Math.max(height - h, 0));
  return { x: Math.trunc(dx) & ~1, y: Math.trunc(dy) & ~1, w, h };
}
