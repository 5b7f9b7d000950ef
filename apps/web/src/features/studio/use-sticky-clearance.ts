import { useCallback, useRef } from 'react';

/** The CSS variables studio.css keeps focus clear of the sticky bars by (the page's scroll-padding). */
export const CLEAR_TOP_VAR = '--studio-clear-top';
export const CLEAR_BOTTOM_VAR = '--studio-clear-bottom';

/**
 * A ref for one of the studio's sticky bars (the top bar, the review bar at the foot): its height,
 * however it wraps or grows, goes into `variable` on the root, so an element that Tab (or a scroll into
 * view) brings on screen stops clear of the bar instead of behind it. Gone with the bar.
 */
export function useStickyClearance<T extends HTMLElement>(variable: string): (element: T | null) => void {
  const stop = useRef<(() => void) | null>(null);
  return useCallback(
    (element: T | null) => {
      stop.current?.();
      stop.current = null;
      if (!element || typeof ResizeObserver === 'undefined') return;
      const root = document.documentElement.style;
      const observer = new ResizeObserver(() =>
        root.setProperty(variable, `${Math.ceil(element.getBoundingClientRect().height)}px`),
      );
      observer.observe(element);
      stop.current = () => {
        observer.disconnect();
        root.removeProperty(variable);
      };
    },
    [variable],
  );
}
