import {
  type CropWindow,
  cropWindowAt,
  type ExportFrame,
  placeUserKeyframe,
  type Reframe,
} from '@wordreel/core';
import type { FrameRect } from './frame-transform.ts';

/**
 * The reframe in the preview: the window core's `cropWindowAt` gives for the presented frame's source
 * time, the same one the export crops. One window: the <video>'s picture is placed (frame-transform.ts)
 * so that the window fills the frame (the frame box clips the rest), which keeps the browser's own
 * video picture. `split`: the two windows are drawn stacked on a canvas over the frame, covering the videos (which keep
 * playing underneath: a hidden standby video would not present the frames a swap at a cut waits for).
 */

export function reframeWindow(
  reframe: Reframe | null,
  video: Pick<HTMLVideoElement, 'videoWidth' | 'videoHeight'>,
  frame: Pick<ExportFrame, 'width' | 'height'>,
  tMs: number,
): CropWindow | null {
  if (!reframe || !video.videoWidth || !video.videoHeight) return null;
  return cropWindowAt(reframe, video.videoWidth, video.videoHeight, frame, tMs);
}

/** Where the whole source picture goes (frame fractions) so that `window` (source px) covers the frame. */
export function windowRect(
  video: Pick<HTMLVideoElement, 'videoWidth' | 'videoHeight'>,
  window: CropWindow,
): FrameRect {
  return {
    left: -window.left / window.width,
    top: -window.top / window.height,
    width: video.videoWidth / window.width,
    height: video.videoHeight / window.height,
  };
}

/** Draws the two windows of the `split` layout from a frame of the video, each over half the frame's height. */
export function drawSplit(canvas: HTMLCanvasElement, video: CanvasImageSource, window: CropWindow): void {
  const c = canvas.getContext('2d');
  if (!c) return;
  const half = canvas.height / 2;
  c.drawImage(video, window.left, window.top, window.width, window.height, 0, 0, canvas.width, half);
  c.drawImage(
    video,
    window.left2 ?? window.left,
    window.top,
    window.width,
    window.height,
    0,
    half,
    canvas.width,
    canvas.height - half,
  );
}

/**
 * The reframe with a dragged window placed: a `centre` layout becomes `follow` (a still window the
 * user moved is a path of its own).
 */
export function withUserWindow(reframe: Reframe, tMs: number, x: number, which: 'x' | 'x2'): Reframe {
  const layout = reframe.layout === 'centre' ? 'follow' : reframe.layout;
  const keyframes = reframe.layout === 'centre' ? [] : reframe.keyframes;
  return placeUserKeyframe({ layout, keyframes }, tMs, x, which);
}
