import { X_POS, Y_POS } from '@wordreel/core';

/** Within this many percent of a centre line, the caption block snaps onto it. */
export const SNAP_PERCENT = 2.5;

/**
 * Where TikTok, Reels and Shorts draw their own buttons and text over a portrait video, in percent of
 * the frame (from each app's published safe-zone templates, rounded outwards): captions placed
 * inside these get covered.
 */
export const SAFE_AREAS = [
  { app: 'TikTok', top: 8, right: 16, bottom: 20 },
  { app: 'Reels', top: 10, right: 14, bottom: 22 },
  { app: 'Shorts', top: 8, right: 15, bottom: 18 },
] as const;

/**
 * A caption position (xPos or yPos, already a percent of the frame's width or height) as the studio
 * shows it: the Style tab's sliders and the drag handle give the same number for the same place.
 */
export function framePercentLabel(percent: number): string {
  return `${Math.round(percent)}%`;
}

/** A pointer's place in the frame → the caption position (xPos/yPos), snapped to the centre lines. */
export function placementAt(
  point: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
): { xPos: number; yPos: number; snappedX: boolean; snappedY: boolean } {
  const rawX = ((point.x - box.left) / box.width) * 100;
  const rawY = ((point.y - box.top) / box.height) * 100;
  const snappedX = Math.abs(rawX - 50) <= SNAP_PERCENT;
  const snappedY = Math.abs(rawY - 50) <= SNAP_PERCENT;
  const clamp = (v: number, range: { min: number; max: number }) =>
    Math.round(Math.min(range.max, Math.max(range.min, v)) * 10) / 10;
  return {
    xPos: snappedX ? 50 : clamp(rawX, X_POS),
    yPos: snappedY ? 50 : clamp(rawY, Y_POS),
    snappedX,
    snappedY,
  };
}
