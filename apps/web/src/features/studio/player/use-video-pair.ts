import { useEffect, useState, type RefObject } from 'react';
import { VideoPair } from './video-pair.ts';

/**
 * The preview's pair of <video> elements (video-pair.ts), created once outside React's tree and placed
 * inside `host`: jassub's canvas and the fill sit next to them, so React must not own that part of the DOM.
 */
export function useVideoPair(host: RefObject<HTMLDivElement | null>, src: string): VideoPair {
  const [pair] = useState(() => new VideoPair());
  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    pair.attach(parent, src);
    return () => pair.detach();
  }, [host, src, pair]);
  return pair;
}
