import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { leavingRequest, pageIsLeaving, useSaveOnLeave } from './save-on-leave.ts';

/** Sets the document's visibility as the browser would and tells the listeners. */
function showPage(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  cleanup();
  showPage('visible');
});

describe('leavingRequest', () => {
  it('should mark a save sent as the page goes, with keepalive only for a body within the browser’s budget', () => {
    const marked = { 'x-wordreel-leaving': '1' };
    expect(leavingRequest(false, { a: 1 })).toEqual({});
    expect(leavingRequest(true, { a: 1 })).toEqual({ keepalive: true, headers: marked });
    // Chromium refuses a keepalive body over 64 KiB outright: such a save goes as a plain request.
    expect(leavingRequest(true, { text: 'x'.repeat(70_000) })).toEqual({ headers: marked });
  });
});

describe('useSaveOnLeave', () => {
  it('should flush when the page is hidden or left, and not when it is shown', () => {
    const calls: boolean[] = [];
    renderHook(() => useSaveOnLeave((leaving) => calls.push(leaving)));
    showPage('hidden');
    showPage('visible');
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toEqual([true, true]);
  });

  it('should listen only while enabled', () => {
    const calls: string[] = [];
    const { rerender } = renderHook(({ on }) => useSaveOnLeave(() => calls.push('flush'), { enabled: on }), {
      initialProps: { on: false },
    });
    window.dispatchEvent(new Event('pagehide'));
    rerender({ on: true });
    window.dispatchEvent(new Event('pagehide'));
    rerender({ on: false });
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toEqual(['flush']);
  });

  it('should wait for the page to really go when asked not to flush on a mere hide', () => {
    const calls: string[] = [];
    renderHook(() => useSaveOnLeave(() => calls.push('flush'), { whenHidden: false }));
    showPage('hidden');
    showPage('visible');
    expect(calls).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toEqual(['flush']);
  });
});

describe('pageIsLeaving', () => {
  it('should be true, already for the listeners, from the page going until it is shown again', () => {
    const seen: boolean[] = [];
    renderHook(() => useSaveOnLeave(() => seen.push(pageIsLeaving())));
    expect(pageIsLeaving()).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(seen).toEqual([true]);
    window.dispatchEvent(new Event('pageshow'));
    expect(pageIsLeaving()).toBe(false);
    showPage('hidden');
    expect(seen).toEqual([true, true]);
    showPage('visible');
    expect(pageIsLeaving()).toBe(false);
  });
});
