import { useCallback, useRef } from 'react';

/** The CSS variable the toast region (toast.css) rises by, over a bar at the foot of the screen. */
export const TOAST_CLEARANCE_VAR = '--toast-clearance';
/** How far up from the screen's foot toasts reach (a two-line toast and its margin). */
export const TOAST_ZONE_PX = 120;

/**
 * A ref for a bar that can sit at the foot of the screen (the studio's sticky review bar): while it
 * is there, toasts appear above it rather than over its buttons, however tall it grows; while it sits
 * higher up (the pages scrolled to their end), toasts stay at the foot.
 */
export function useToastClearance<T extends HTMLElement>(): (element: T | null) => void {
  const stop = useRef<(() => void) | null>(null);
  return useCallback((element: T | null) => {
    stop.current?.();
    stop.current = null;
    if (!element) return;
    const root = document.documentElement.style;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const { top, bottom } = element.getBoundingClientRect();
      const inZone = top < window.innerHeight && bottom > window.innerHeight - TOAST_ZONE_PX;
      root.setProperty(TOAST_CLEARANCE_VAR, `${inZone ? Math.round(window.innerHeight - top) : 0}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    // Any scroll (the tab's pages scroll inside the studio) or size change can move the bar.
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(element);
    stop.current = () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      root.removeProperty(TOAST_CLEARANCE_VAR);
    };
  }, []);
}
