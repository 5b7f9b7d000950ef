import { allFontFiles } from '@wordreel/core';
import { useEffect, useRef } from 'react';
import type JASSUB from 'jassub';

/** Every caption font file, so libass in the browser uses exactly the files the export uses. */
function fontUrls(): string[] {
  return allFontFiles().map((file) => new URL(`/fonts/${file}`, window.location.origin).href);
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
      instance = new Renderer({ video, subContent: latest.current, fonts: fontUrls() });
      rendererRef.current = instance;
    });
    return () => {
      disposed = true;
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
      // While paused nothing repaints after setTrack until a forced resize.
      if (video.paused) await renderer.resize(true);
    })();
  }, [document, video]);
}
