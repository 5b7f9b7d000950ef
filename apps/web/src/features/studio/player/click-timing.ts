/** Spec section 9: on pointer devices a single click waits this long to be told from a double click. */
export const DOUBLE_CLICK_MS = 200;

export interface ClickTimingOptions {
  onSingle: () => void;
  onDouble: () => void;
  delayMs?: number;
  /** Injected for tests; the browser's timers by default. */
  timers?: { set: (fn: () => void, ms: number) => number; clear: (id: number) => void };
}

/**
 * Tells single from double clicks: the first click waits `delayMs`; a second click within that time
 * cancels it and fires `onDouble`. Touch taps act at once (there is no double click to wait for).
 */
export function createClickTiming(options: ClickTimingOptions): (input: { touch: boolean }) => void {
  const delay = options.delayMs ?? DOUBLE_CLICK_MS;
  const timers = options.timers ?? {
    set: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
    clear: (id: number) => window.clearTimeout(id),
  };
  let pending: number | null = null;
  return ({ touch }) => {
    if (touch) {
      options.onSingle();
      return;
    }
    if (pending !== null) {
      timers.clear(pending);
      pending = null;
      options.onDouble();
      return;
    }
    pending = timers.set(() => {
      pending = null;
      options.onSingle();
    }, delay);
  };
}
