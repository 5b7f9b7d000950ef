import { allFontFiles } from '@wordreel/core';
import { useEffect, useRef } from 'react';
import type JASSUB from 'jassub';

/** Every caption font file, so libass in the browser uses exactly the files the export uses. */
function fontUrls(): string[] {
  return allFontFiles().map((file) => new URL(`/fonts/${file}`, window.location.origin).href);
}

const SETTLE_MS = 120;
/** The caption document's frame grid (the export's frame rate). */
const CAPTION_FPS = 30;

/**
 * While paused no frame callback comes (after setTrack or a seek), and jassub's resize(true) would
 * redraw its last frame time: draw the current position explicitly.
 */
async function repaintIfPaused(renderer: JASSUB, video: HTMLVideoElement): Promise<void> {
  await renderer.ready;
  if (!video.paused || !video.videoWidth) return;
  // The frame on screen started at the last frame boundary; the export draws that frame at that time.
  const frameTime = Math.floor(video.currentTime * CAPTION_FPS + 1e-6) / CAPTION_FPS;
  // ffmpeg hands libass whole milliseconds, truncated; aim inside that millisecond whichever way
  // jassub rounds.
  const libassMs = Math.floor(frameTime * 1000 + 1e-6);
  await renderer.manualRender(
    {
      mediaTime: (libassMs + 0.25) / 1000,
      width: video.videoWidth,
      height: video.videoHeight,
      expectedDisplayTime: performance.now(),
    },
    true,
  );
}

/**
 * Draws the caption document over `video` with jassub (libass in WebAssembly), the same engine the
 * export burns with. jassub is loaded on demand (the studio only), inserts its canvas right after the
 * video and follows the video's frames itself (requestVideoFrameCallback media time).
 */
export function useCaptionRenderer(video: HTMLVideoElement, document: string): void {
  const rendererRef = useRef<JASSUB | null>(null);
  const latest = useRef(document);

  useEffect(() => {
    latest.current = document;
  }, [document]);

  useEffect(() => {
    let disposed = false;
    let instance: JASSUB | null = null;
    void import('jassub').then(({ default: Renderer }) => {
      if (disposed) return;
      const renderer = new Renderer({ video, subContent: latest.current, fonts: fontUrls() });
      instance = renderer;
      rendererRef.current = renderer;
      void renderer.ready.then(() => repaintIfPaused(renderer, video));
    });
    // Frame callbacks only come from playback: a seek while paused needs a forced repaint.
    // A frame callback can still arrive after a paused seek carrying an earlier frame's time; draw the
    // position again once it has passed so the last paint is the current one.
    let settle: number | undefined;
    const onSeeked = () => {
      if (!instance) return;
      const renderer = instance;
      void repaintIfPaused(renderer, video);
      window.clearTimeout(settle);
      settle = window.setTimeout(() => void repaintIfPaused(renderer, video), SETTLE_MS);
    };
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('loadeddata', onSeeked);
    return () => {
      disposed = true;
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('loadeddata', onSeeked);
      window.clearTimeout(settle);
      rendererRef.current = null;
      void instance?.destroy();
    };
  }, [video]);

  useEffect(() => {
    const renderer = rendererRef.current;
    if (!renderer) return;
    void (async () => {
      await renderer.ready;
      await renderer.renderer.setTrack(document);
      await repaintIfPaused(renderer, video);
    })();
  }, [document, video]);
}
