import { useEffect, useState, type RefObject } from 'react';
import { media } from './media-commands.ts';

/**
 * The <video>, created once outside React's tree and placed inside `host`: jassub inserts its canvas
 * next to the video, so React must not own that part of the DOM.
 */
export function useVideoElement(host: RefObject<HTMLDivElement | null>, src: string): HTMLVideoElement {
  const [video] = useState(() => {
    const element = document.createElement('video');
    element.className = 'player-video';
    element.preload = 'auto';
    element.playsInline = true;
    return element;
  });
  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    media.load(video, src);
    parent.prepend(video);
    return () => {
      media.unload(video);
      video.remove();
    };
  }, [host, src, video]);
  return video;
}
