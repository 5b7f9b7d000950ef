import type { ExportFrame, ZoomCrop } from '@wordreel/core';

/**
 * The one transform that puts the preview's picture where the export does (decision 043): the
 * placement (the fitted video, or a reframe window filling the frame) and the zoom punch-in composed
 * into one CSS transform. The element's box is the frame box (left/top 0, 100 % by 100 %, the picture
 * stretched over it); the transform, about its top-left corner, moves the picture onto `place` and then
 * shows the zoom's crop of the frame over the whole frame.
 *
 * Why a transform and not `left`/`width`: Chromium lays boxes out on whole CSS pixels. Why the tiny
 * skew: a transform that is only a scale and a translation has its translation snapped to whole device
 * pixels by Chromium's compositor (measured: translate(0.15px) draws at 0; a 1.2x zoom about a
 * fractional corner lands up to half a device pixel off), so the zoom's crop and the reframe window
 * would be up to 0.4 source px off the export's. A skew of 0.0001° (under 0.002 px across the frame)
 * makes the transform not axis-aligned, which the compositor draws where it is asked to.
 */

/** Where the source picture goes, in fractions of the frame box (may reach outside it). */
export interface FrameRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const WHOLE_FRAME: FrameRect = { left: 0, top: 0, width: 1, height: 1 };

const UNSNAP = 'skewX(0.0001deg)';

/**
 * The CSS transform (origin at the box's top-left) that draws the picture on `place` and then zooms the
 * frame to `zoom` (core's `zoompanCrop`, frame pixels; null: no zoom). '' when it is the identity.
 */
export function frameTransform(
  place: FrameRect,
  zoom: ZoomCrop | null,
  frame: Pick<ExportFrame, 'width' | 'height'>,
  box: FrameRect = WHOLE_FRAME,
): string {
  const cx = zoom ? zoom.x / frame.width : 0;
  const cy = zoom ? zoom.y / frame.height : 0;
  const cw = zoom ? zoom.w / frame.width : 1;
  const ch = zoom ? zoom.h / frame.height : 1;
  // Frame fraction f = place.left + place.width * u goes to (f - cx) / cw, written in the element's
  // box (`box`, frame fractions: where layout put it).
  const sx = place.width / cw / box.width;
  const sy = place.height / ch / box.height;
  const tx = ((place.left - cx) / cw - box.left) / box.width;
  const ty = ((place.top - cy) / ch - box.top) / box.height;
  if (sx === 1 && sy === 1 && tx === 0 && ty === 0) return '';
  // Percentages of translate() are of the element's box.
  return `translate(${tx * 100}%, ${ty * 100}%) scale(${sx}, ${sy}) ${UNSNAP}`;
}

/** Each element's two parts, set at different moments (placement per frame, zoom per frame). */
const parts = new WeakMap<HTMLElement, { place: FrameRect; zoom: ZoomCrop | null }>();

/** A picture inside the frame (a fitted video) is laid out on it; a larger one (a reframe window) is not. */
function layoutBox(place: FrameRect): FrameRect {
  const inside = place.left >= 0 && place.top >= 0 && place.width <= 1 && place.height <= 1;
  return inside ? place : WHOLE_FRAME;
}

function apply(element: HTMLElement, frame: Pick<ExportFrame, 'width' | 'height'>): void {
  const { place, zoom } = parts.get(element) ?? { place: WHOLE_FRAME, zoom: null };
  // A fitted picture keeps its layout box (the 390x844 phone e2e's caption band fell from 0.92 to
  // 0.89 with it drawn through the transform; decision 043); its zoom is a transform of that box.
  const box = layoutBox(place);
  const transform = frameTransform(place, zoom, frame, box);
  const pct = (value: number) => (box === WHOLE_FRAME ? '' : `${value * 100}%`);
  Object.assign(element.style, {
    left: pct(box.left),
    top: pct(box.top),
    width: pct(box.width),
    height: pct(box.height),
    maxWidth: '',
    transformOrigin: transform ? '0 0' : '',
    transform,
  });
}

/** Places the picture of `element` (a video or the fill) on `place`, keeping its zoom. */
export function setPlacement(
  element: HTMLElement,
  place: FrameRect,
  frame: Pick<ExportFrame, 'width' | 'height'>,
): void {
  parts.set(element, { place, zoom: parts.get(element)?.zoom ?? null });
  apply(element, frame);
}

/** Zooms `element` to `zoom` (null: none), keeping its placement. */
export function setZoom(
  element: HTMLElement,
  zoom: ZoomCrop | null,
  frame: Pick<ExportFrame, 'width' | 'height'>,
): void {
  parts.set(element, { place: parts.get(element)?.place ?? WHOLE_FRAME, zoom });
  apply(element, frame);
}
