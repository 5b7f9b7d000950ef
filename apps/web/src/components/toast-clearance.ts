import { useCallback, useRef } from 'react';

/** The CSS variable the toast region (toast.css) rises by, over a bar fixed to the screen's foot. */
export const TOAST_CLEARANCE_VAR = '--toast-clearance';

/**
 * A ref for a bar that sits at the foot of the screen (the studio's sticky review bar): while it is
 * mounted, toasts appear above it rather than over its buttons, however tall it grows.
 */
export function useToastClearance<T extends HTMLElement>(): (element: T | null) => void {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((element: T | null) => {
    const root = document.documentElement.style;
    observer.current?.disconnect();
    observer.current = null;
    if (!element) {
      root.removeProperty(TOAST_CLEARANCE_VAR);
      return;
    }
    const measure = () => root.setProperty(TOAST_CLEARANCE_VAR, `${element.offsetHeight}px`);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
  }, []);
}
