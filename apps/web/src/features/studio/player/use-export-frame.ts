import { FILL_SCALE, fitSource, type ExportFrame } from '@wordreel/core';
import { boxBlurRgba } from '@wordreel/core/fill-blur';
import { useEffect, type RefObject } from 'react';

/**
 * Where ffmpeg's `scale=w:h:force_original_aspect_ratio=increase,crop=w:h` takes its picture from,
 * in source pixels: the scaled size rounded as ffmpeg rounds it, the crop centred and aligned down to
 * even pixels (4:2:0 chroma), as the export's fill chain does.
 */
export function fillSourceRect(vw: number, vh: number, w: number, h: number) {
  const sw = Math.max(w, Math.round((h * vw) / vh));
  const sh = Math.max(h, Math.round((w * vh) / vw));
  const cx = Math.floor((sw - w) / 2) & ~1;
  const cy = Math.floor((sh - h) / 2) & ~1;
  return { sx: (cx * vw) / sw, sy: (cy * vh) / sh, sWidth: (w * vw) / sw, sHeight: (h * vh) / sh };
}

/**
 * Draws the export's blurred fill of one video frame on `canvas` (quarter frame size, CSS scales it
 * up): the picture scaled to cover and centre-cropped as ffmpeg does, then blurred by core's copy of
 * ffmpeg's boxblur (same box, passes, fixed point and mirrored edges), so the fill is the export's and
 * not a look-alike Gaussian.
 */
export function drawFill(canvas: HTMLCanvasElement, video: HTMLVideoElement): void {
  const w = canvas.width;
  const h = canvas.height;
  const vw = video.videoWidth;
  const vh = video.videoHeight;
  if (!vw || !vh) return;
  const c = canvas.getContext('2d', { willReadFrequently: true });
  if (!c) return;
  const { sx, sy, sWidth, sHeight } = fillSourceRect(vw, vh, w, h);
  c.imageSmoothingEnabled = true;
  c.imageSmoothingQuality = 'high';
  c.drawImage(video, sx, sy, sWidth, sHeight, 0, 0, w, h);
  const pixels = c.getImageData(0, 0, w, h);
  boxBlurRgba(pixels.data, w, h);
  c.putImageData(pixels, 0, 0);
}

/**
 * Lays the preview out as the export frame: the video placed where the export puts it (core's
 * `fitSource`: fitted inside, centred, even sizes) and, when it does not cover the frame, the blurred
 * fill behind it redrawn on every video frame. `host` is the frame box (its CSS aspect ratio is the
 * frame's); the fill canvas is created here, outside React's tree like the video.
 */
export function useExportFrame(
  video: HTMLVideoElement,
  host: RefObject<HTMLDivElement | null>,
  frame: ExportFrame,
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
    let callback: number | undefined;
    let fills = true;

    const place = () => {
      if (!video.videoWidth || !video.videoHeight) return;
      const fit = fitSource(frame, video.videoWidth, video.videoHeight);
      fills = fit.fills;
      const pct = (value: number, of: number) => `${(value / of) * 100}%`;
      Object.assign(video.style, {
        left: pct(fit.x, frame.width),
        top: pct(fit.y, frame.height),
        width: pct(fit.width, frame.width),
        height: pct(fit.height, frame.height),
      });
      canvas.hidden = fills;
    };
    const paint = () => {
      if (!fills) drawFill(canvas, video);
    };
    const onFrame = () => {
      paint();
      callback = video.requestVideoFrameCallback(onFrame);
    };
    const onLoaded = () => {
      place();
      paint();
    };
    place();
    paint();
    callback = video.requestVideoFrameCallback(onFrame);
    video.addEventListener('loadedmetadata', place);
    video.addEventListener('resize', place);
    video.addEventListener('loadeddata', onLoaded);
    video.addEventListener('seeked', paint);
    return () => {
      if (callback !== undefined) video.cancelVideoFrameCallback(callback);
      video.removeEventListener('loadedmetadata', place);
      video.removeEventListener('resize', place);
      video.removeEventListener('loadeddata', onLoaded);
      video.removeEventListener('seeked', paint);
      canvas.remove();
    };
  }, [video, host, frame]);
}
