import { emojiOnFrame, type EmojiShow, type ExportFrame } from '@wordreel/core';
import { useEffect, useRef, type RefObject } from 'react';
import type { VideoPair } from './video-pair.ts';

type FrameSize = Pick<ExportFrame, 'width' | 'height' | 'fps'>;

const images = new Map<string, HTMLImageElement>();

/** The emoji's PNG, the same file the export overlays (served from /emoji/). */
function imageFor(file: string, onLoad: () => void): HTMLImageElement {
  let image = images.get(file);
  if (!image) {
    image = new Image();
    image.src = `/emoji/${file}`;
    images.set(file, image);
  }
  if (!image.complete) image.addEventListener('load', onLoad, { once: true });
  return image;
}

/**
 * Draws the page emoji (core's plan: the sizes and positions the export uses) on a canvas of the
 * export frame's pixels over jassub's, at the frame the video shows.
 */
export function useEmojiOverlay(
  video: VideoPair,
  host: RefObject<HTMLDivElement | null>,
  shows: readonly EmojiShow[],
  frame: FrameSize,
  /** The video's time → the export's time (the edited timeline; identity without edits). */
  mapTime: (seconds: number) => number = (seconds) => seconds,
): void {
  const latest = useRef({ shows, frame, mapTime });
  const drawRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    latest.current = { shows, frame, mapTime };
    drawRef.current();
  }, [shows, frame, mapTime]);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const canvas = document.createElement('canvas');
    canvas.className = 'player-emoji';
    canvas.setAttribute('aria-hidden', 'true');
    canvas.dataset.testid = 'emoji-layer';
    parent.append(canvas);
    const context = canvas.getContext('2d');
    let drawnKey = '';
    const drawAt = (mediaTime: number) => {
      const { shows: list, frame: size, mapTime: toExport } = latest.current;
      if (!context) return;
      if (canvas.width !== size.width || canvas.height !== size.height) {
        canvas.width = size.width;
        canvas.height = size.height;
        drawnKey = '';
      }
      const n = Math.floor(toExport(mediaTime) * size.fps + 1e-6);
      const on = emojiOnFrame(list, n);
      const image = on ? imageFor(on.show.file, () => drawAt(video.currentTime)) : undefined;
      const key = on && image?.complete ? `${on.show.file}:${on.x}:${on.y}:${on.show.size}` : '';
      if (key === drawnKey) return;
      context.clearRect(0, 0, canvas.width, canvas.height);
      if (on && image?.complete) {
        context.imageSmoothingQuality = 'high';
        context.drawImage(image, on.x, on.y, on.show.size, on.show.size);
      }
      drawnKey = key;
      canvas.dataset.emoji = on?.show.emoji ?? '';
    };
    drawRef.current = () => drawAt(video.currentTime);
    let callback = video.requestVideoFrameCallback(function onFrame(_now, meta) {
      drawAt(meta.mediaTime);
      callback = video.requestVideoFrameCallback(onFrame);
    });
    const onSeeked = () => drawAt(video.currentTime);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('loadeddata', onSeeked);
    drawAt(video.currentTime);
    return () => {
      video.cancelVideoFrameCallback(callback);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('loadeddata', onSeeked);
      drawRef.current = () => undefined;
      canvas.remove();
    };
  }, [video, host]);
}
