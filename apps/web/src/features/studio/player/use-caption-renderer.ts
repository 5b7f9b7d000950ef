import { allFontFiles, type ExportFrame } from '@wordreel/core';
import { useEffect, useRef, type RefObject } from 'react';
import type JASSUB from 'jassub';
import type { VideoPair } from './video-pair.ts';

/** Every caption font file, so libass in the browser uses exactly the files the export uses. */
function fontUrls(): string[] {
  return allFontFiles().map((file) => new URL(`/fonts/${file}`, window.location.origin).href);
}

const SETTLE_MS = 120;

type FrameSize = Pick<ExportFrame, 'width' | 'height' | 'fps'>;
/** Source seconds → the caption document's seconds (the edited timeline's; identity when uncut). */
type TimeMap = (sourceSeconds: number) => number;
const same: TimeMap = (s) => s;

/** The latest paused repaint asked for each player: only it may say which position is painted. */
const latestRepaint = new WeakMap<object, number>();

/**
 * While paused no frame callback comes (after setTrack or a seek): draw the current position
 * explicitly, at the frame's instant the export draws it at.
 */
export async function repaintIfPaused(
  renderer: Pick<JASSUB, 'ready' | 'manualRender'>,
  video: Pick<VideoPair, 'paused' | 'videoWidth' | 'currentTime' | 'dataset'>,
  frame: FrameSize,
  mapTime: TimeMap,
): Promise<void> {
  const ask = (latestRepaint.get(video) ?? 0) + 1;
  latestRepaint.set(video, ask);
  await renderer.ready;
  if (!video.paused || !video.videoWidth) return;
  // The frame on screen started at the last frame boundary; the export draws that frame at that time.
  const frameTime = Math.floor(mapTime(video.currentTime) * frame.fps + 1e-6) / frame.fps;
  // ffmpeg hands libass whole milliseconds, truncated; aim inside that millisecond whichever way
  // jassub rounds.
  const libassMs = Math.floor(frameTime * 1000 + 1e-6);
  await renderer.manualRender(
    {
      mediaTime: (libassMs + 0.25) / 1000,
      width: frame.width,
      height: frame.height,
      expectedDisplayTime: performance.now(),
    },
    true,
  );
  // Which paused position the captions show (the first paint waits for jassub and its fonts):
  // tests and tools wait for it rather than guessing how long a first render takes. A slow first
  // paint can finish after a seek's (jassub draws a render asked while busy once the current one
  // ends, and only then resolves the current one): its older position must not be written last.
  if (latestRepaint.get(video) === ask) video.dataset.captionsPaintedMs = String(libassMs);
}

/**
 * Draws the caption document with jassub (libass in WebAssembly, the engine the export burns with)
 * on a canvas covering the whole export frame in `host`, not just the video's picture: captions sit
 * where the export puts them for every source shape. jassub is loaded on demand (the studio only);
 * this hook follows the video's frames (requestVideoFrameCallback media time) and tells jassub the
 * frame size, so libass lays the document out on the export frame's pixels.
 */
export function useCaptionRenderer(
  video: VideoPair,
  host: RefObject<HTMLDivElement | null>,
  captions: string,
  frame: FrameSize,
  mapTime: TimeMap = same,
): void {
  const rendererRef = useRef<JASSUB | null>(null);
  const latest = useRef({ captions, frame, mapTime });

  useEffect(() => {
    latest.current = { captions, frame, mapTime };
  }, [captions, frame, mapTime]);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const canvas = document.createElement('canvas');
    canvas.className = 'player-captions';
    canvas.setAttribute('aria-hidden', 'true');
    parent.append(canvas);
    let disposed = false;
    let instance: JASSUB | null = null;
    let callback: number | undefined;
    const onFrame = (_now: number, meta: VideoFrameCallbackMetadata) => {
      if (disposed || !instance) return;
      const { width, height } = latest.current.frame;
      void instance.manualRender({
        ...meta,
        mediaTime: latest.current.mapTime(meta.mediaTime),
        width,
        height,
      });
      callback = video.requestVideoFrameCallback(onFrame);
    };
    void import('jassub').then(({ default: Renderer }) => {
      if (disposed) return;
      const renderer = new Renderer({ canvas, subContent: latest.current.captions, fonts: fontUrls() });
      instance = renderer;
      rendererRef.current = renderer;
      void renderer.ready.then(() => {
        if (disposed) return;
        callback = video.requestVideoFrameCallback(onFrame);
        return repaintIfPaused(renderer, video, latest.current.frame, latest.current.mapTime);
      });
    });
    // Frame callbacks only come from playback: a seek while paused needs a forced repaint.
    // A frame callback can still arrive after a paused seek carrying an earlier frame's time; draw the
    // position again once it has passed so the last paint is the current one.
    let settle: number | undefined;
    const repaint = () => {
      if (!instance) return;
      const renderer = instance;
      void repaintIfPaused(renderer, video, latest.current.frame, latest.current.mapTime);
      window.clearTimeout(settle);
      settle = window.setTimeout(
        () => void repaintIfPaused(renderer, video, latest.current.frame, latest.current.mapTime),
        SETTLE_MS,
      );
    };
    // A pause, or the end, stops playback between frame callbacks: the picture's captions are drawn
    // again at its frame's instant, as the export draws that frame.
    const paintEvents = ['seeked', 'loadeddata', 'pause', 'ended'] as const;
    for (const type of paintEvents) video.addEventListener(type, repaint);
    return () => {
      disposed = true;
      if (callback !== undefined) video.cancelVideoFrameCallback(callback);
      for (const type of paintEvents) video.removeEventListener(type, repaint);
      window.clearTimeout(settle);
      rendererRef.current = null;
      void instance?.destroy();
      canvas.remove();
    };
  }, [video, host]);

  useEffect(() => {
    const renderer = rendererRef.current;
    if (!renderer) return;
    void (async () => {
      await renderer.ready;
      await renderer.renderer.setTrack(captions);
      await repaintIfPaused(renderer, video, frame, mapTime);
    })();
  }, [captions, frame, video, mapTime]);
}
