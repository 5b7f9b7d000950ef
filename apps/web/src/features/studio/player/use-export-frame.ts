import { FILL_BLUR_SIGMA, FILL_SCALE, fitSource, type ExportFrame, type Reframe } from '@wordreel/core';
import { useEffect, type RefObject } from 'react';
import { setPlacement } from './frame-transform.ts';
import { drawSplit, reframeWindow, windowRect } from './reframe-window.ts';
import type { VideoPair } from './video-pair.ts';

/** Extra source drawn round the fill before blurring, so its edges blur like ffmpeg's (clamped), not to black. */
const FILL_PAD = Math.ceil(FILL_BLUR_SIGMA * 3);

/**
 * Draws the export's blurred fill of one video frame on `canvas` (quarter frame size, CSS scales it
 * up): the picture scaled to cover, centre-cropped, blurred by the Gaussian that core's FILL_* box
 * blur amounts to. Drawn into a padded canvas first (the picture stretched a little under itself), so
 * the blur near the edges sees picture rather than transparency.
 */
export function drawFill(
  canvas: HTMLCanvasElement,
  pad: HTMLCanvasElement,
  video: CanvasImageSource,
  size: Pick<HTMLVideoElement, 'videoWidth' | 'videoHeight'>,
): void {
  const w = canvas.width;
  const h = canvas.height;
  const vw = size.videoWidth;
  const vh = size.videoHeight;
  if (!vw || !vh) return;
  const scale = Math.max(w / vw, h / vh);
  const cropW = w / scale;
  const cropH = h / scale;
  const sx = (vw - cropW) / 2;
  const sy = (vh - cropH) / 2;
  pad.width = w + 2 * FILL_PAD;
  pad.height = h + 2 * FILL_PAD;
  const p = pad.getContext('2d');
  const c = canvas.getContext('2d');
  if (!p || !c) return;
  p.drawImage(video, sx, sy, cropW, cropH, 0, 0, pad.width, pad.height);
  p.drawImage(video, sx, sy, cropW, cropH, FILL_PAD, FILL_PAD, w, h);
  c.clearRect(0, 0, w, h);
  c.filter = `blur(${FILL_BLUR_SIGMA}px)`;
  c.drawImage(pad, -FILL_PAD, -FILL_PAD);
  c.filter = 'none';
}

/**
 * Lays the preview out as the export frame: the video placed where the export puts it (core's
 * `fitSource`: fitted inside, centred, even sizes) and, when it does not cover the frame, the blurred
 * fill behind it redrawn on every video frame. `host` is the frame box (its CSS aspect ratio is the
 * frame's); the fill canvas is created here, outside React's tree like the video. With a reframe
 * (read through its ref; `reframeVersion` changes with it) the crop window of each presented frame's
 * source time fills the frame instead (reframe-window.ts).
 */
export function useExportFrame(
  video: VideoPair,
  host: RefObject<HTMLDivElement | null>,
  frame: ExportFrame,
  reframe?: RefObject<Reframe | null>,
  reframeVersion?: unknown,
): void {
  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const canvas = document.createElement('canvas');
    canvas.className = 'player-fill';
    canvas.width = frame.width / FILL_SCALE;
    canvas.height = frame.height / FILL_SCALE;
    canvas.setAttribute('aria-hidden', 'true');
    parent.append(canvas);
    const pad = document.createElement('canvas');
    const split = document.createElement('canvas');
    split.className = 'player-fill player-split';
    split.width = frame.width;
    split.height = frame.height;
    split.hidden = true;
    split.setAttribute('aria-hidden', 'true');
    parent.append(split);
    let callback: number | undefined;
    let fills = true;

    /** Places the reframe's window for a source time; false when there is none (the fit applies). */
    const placeWindow = (seconds: number): boolean => {
      const window = reframeWindow(reframe?.current ?? null, video, frame, seconds * 1000);
      const splitting = window?.left2 !== undefined;
      split.hidden = !splitting;
      if (!window) return false;
      fills = true;
      canvas.hidden = true;
      // Kept frames only, as the cover over a cut (video-pair.ts): the split covers the videos.
      if (splitting) video.drawKeptFrame((source) => drawSplit(split, source, window));
      else for (const element of video.elements) setPlacement(element, windowRect(video, window), frame);
      return true;
    };
    const place = (seconds = video.currentTime) => {
      if (!video.videoWidth || !video.videoHeight) return;
      if (placeWindow(seconds)) return;
      const fit = fitSource(frame, video.videoWidth, video.videoHeight);
      fills = fit.fills;
      const rect = {
        left: fit.x / frame.width,
        top: fit.y / frame.height,
        width: fit.width / frame.width,
        height: fit.height / frame.height,
      };
      for (const element of video.elements) setPlacement(element, rect, frame);
      canvas.hidden = fills;
    };
    const paint = () => {
      if (!fills) video.drawKeptFrame((source) => drawFill(canvas, pad, source, video));
    };
    const onFrame = (_now: number, metadata: VideoFrameCallbackMetadata) => {
      // The window of the frame being presented (its own media time, not the clock's).
      if (reframe?.current) place(metadata.mediaTime);
      paint();
      callback = video.requestVideoFrameCallback(onFrame);
    };
    const onLoaded = () => {
      place();
      paint();
    };
    const onPlace = () => place();
    const onSeeked = () => {
      // A reframe window follows the presented frame's own media time (its frame callback places it);
      // the clock after a seek is the seek's target, between two frames, which may be a frame ahead.
      if (!reframe?.current) place();
      paint();
    };
    place();
    paint();
    callback = video.requestVideoFrameCallback(onFrame);
    video.addEventListener('loadedmetadata', onPlace);
    video.addEventListener('resize', onPlace);
    video.addEventListener('loadeddata', onLoaded);
    video.addEventListener('seeked', onSeeked);
    return () => {
      if (callback !== undefined) video.cancelVideoFrameCallback(callback);
      video.removeEventListener('loadedmetadata', onPlace);
      video.removeEventListener('resize', onPlace);
      video.removeEventListener('loadeddata', onLoaded);
      video.removeEventListener('seeked', onSeeked);
      canvas.remove();
      split.remove();
    };
  }, [video, host, frame, reframe, reframeVersion]);
}
