import { LEAVING_SAVE_HEADER } from '@wordreel/core/leaving-save';
import { useEffect, useRef } from 'react';

/**
 * Chromium's budget for the bodies of `keepalive` requests in flight (64 KiB), less a margin. A
 * bigger body sent with keepalive is refused outright, so it goes as a plain request instead.
 */
const KEEPALIVE_BODY_LIMIT = 60_000;

/** Whether a request with this body may outlive the page (keepalive). */
export function fitsKeepalive(body: unknown): boolean {
  return JSON.stringify(body).length <= KEEPALIVE_BODY_LIMIT;
}

/**
 * Options for a save sent as the page goes away: `keepalive` lets the request outlive the page (a
 * reload, a closed tab), as long as its body fits the browser's budget; the header asks the server
 * to let this browser's next reads wait for it (the page that loads next shows it).
 */
export function leavingRequest(
  leaving: boolean,
  body: unknown,
): { keepalive?: true; headers?: Record<string, string> } {
  if (!leaving) return {};
  const headers = { [LEAVING_SAVE_HEADER]: '1' };
  return fitsKeepalive(body) ? { keepalive: true, headers } : { headers };
}

// Set by listeners added when this module loads, so before any component's own: a save made by a
// component's leave listener can ask whether the page is going.
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
  document.addEventListener('visibilitychange', () => {
    leaving = document.visibilityState === 'hidden';
  });
}

/** True from the moment the page is hidden or left until it is shown again. */
export function pageIsLeaving(): boolean {
  return leaving;
}

interface LeaveOptions {
  /** False listens to nothing (one word field among thousands listens only while typed in). */
  enabled?: boolean;
  /**
   * False waits for the page to really go (pagehide), not merely be hidden: for a field being typed
   * in, whose commit would take the caret away from a creator who only looked at another tab.
   */
  whenHidden?: boolean;
}

/**
 * Calls `flush(true)` when the page is hidden or left (a reload, a closed tab, another app in front):
 * a debounced save still waiting for its timer would otherwise be lost with the page. Unmounting
 * within the app is the caller's own business (its effect cleanup).
 */
export function useSaveOnLeave(
  flush: (leaving: true) => unknown,
  { enabled = true, whenHidden = true }: LeaveOptions = {},
): void {
  const latest = useRef(flush);
  useEffect(() => {
    latest.current = flush;
  }, [flush]);
  useEffect(() => {
    if (!enabled) return;
    const onLeave = () => void latest.current(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    window.addEventListener('pagehide', onLeave);
    if (whenHidden) document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, whenHidden]);
}
