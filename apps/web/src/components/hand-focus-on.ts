import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * For a button whose press can leave it with nothing more to do (Replace all, Tighten, Cut all, Undo),
 * then disabled or gone: Chromium drops the focus of such a button to the top of the page. Call
 * `pressed()` in its click; when that press has used it up, the focus goes to `target` (the field,
 * heading or button the creator goes on from) unless they have put it elsewhere meanwhile.
 *
 * The press must use the button up in the render it causes (a state change made in the click, as an
 * edit of the caption or cut list is), or, for a `BusyButton` whose request is running, in the render
 * that ends `busy` (Regen's last try). A control that goes away after a request uses
 * `useFocusAfterGone`. A target that cannot take the focus then (disabled) passes it to `fallback`.
 */
export function useHandFocusOn<Target extends HTMLElement>(
  spent: boolean,
  busy = false,
  fallback?: RefObject<HTMLElement | null>,
) {
  const button = useRef<HTMLButtonElement>(null);
  const target = useRef<Target>(null);
  // The fallback is a ref object (it never changes): held in a ref of ours, the effect reads it
  // without depending on it.
  const fallbackRef = useRef(fallback);
  const pressed = useRef(false);
  // Layout effects, run as each render is committed: a passive effect of the render before a press
  // can run after it (React runs them later, and a click that comes first gets them flushed before
  // its own render), and the one below would then forget a press its render never saw.
  useLayoutEffect(() => {
    if (!pressed.current || !spent) return;
    const active = document.activeElement;
    if (active === button.current || active === document.body || active === null)
      focusOrFallback(target.current, fallbackRef.current?.current);
  }, [spent]);
  // Only the render the press caused (or the one its request ended in) may hand the focus on: a
  // button used up later by other means (an undo elsewhere, another tab) leaves the focus alone.
  useLayoutEffect(() => {
    if (!busy) pressed.current = false;
  });
  return {
    buttonRef: button,
    targetRef: target,
    pressed: () => {
      pressed.current = true;
    },
  };
}

/**
 * For a control that goes away while it has the focus (Retry once the project runs again, the last
 * "Show more", "Find the speaker" once the analysis is queued): the browser drops the focus to the top
 * of the page with it. Give the control `controlRef`; the focus goes to `target` (where the creator
 * goes on from) when the control leaves the page focused, however long after the press that is. A
 * target that cannot take the focus then (disabled) passes it to `fallback`.
 */
export function useFocusAfterGone<Target extends HTMLElement>(fallback?: RefObject<HTMLElement | null>) {
  const target = useRef<Target>(null);
  // As in useHandFocusOn: so the callback ref below keeps one identity.
  const fallbackRef = useRef(fallback);
  // React calls a ref's cleanup as it takes the node out, while the node still has the focus.
  const controlRef = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    return () => {
      if (!node.contains(document.activeElement)) return;
      // After the commit that removed it: a target rendered in that commit has its ref by then.
      queueMicrotask(() => {
        if (!node.isConnected && (document.activeElement === document.body || !document.activeElement))
          focusOrFallback(target.current, fallbackRef.current?.current);
      });
    };
  }, []);
  return { controlRef, targetRef: target };
}

/** Focuses `target`, or `fallback` when the target cannot take the focus (disabled, say). */
function focusOrFallback(target: HTMLElement | null, fallback: HTMLElement | null | undefined) {
  target?.focus();
  if (document.activeElement !== target) fallback?.focus();
}
