import { useEffect, useRef } from 'react';

/**
 * Chromium's budget for the bodies of `keepalive` requests in flight (64 KiB), less a margin. A
 * bigger body sent with keepalive is refused outright, so it goes as a plain request instead.
 */
const KEEPALIVE_BODY_LIMIT = 60_000;

/**
 * Options for a save sent as the page goes away: `keepalive` lets the request outlive the page (a
 * reload, a closed tab), as long as its body fits the browser's budget.
 */
export function leavingRequest(leaving: boolean, body: unknown): { keepalive?: true } {
  return leaving && JSON.stringify(body).length <= KEEPALIVE_BODY_LIMIT ? { keepalive: true } : {};
}

/**
 * Calls `flush(true)` when the page is hidden or left (a reload, a closed tab, another app in front):
 * a debounced save still waiting for its timer would otherwise be lost with the page. Unmounting
 * within the app is the caller's own business (its effect cleanup).
 */
export function useSaveOnLeave(flush: (leaving: true) => unknown): void {
  const latest = useRef(flush);
  useEffect(() => {
    latest.current = flush;
  }, [flush]);
  useEffect(() => {
    const onLeave = () => void latest.current(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}
