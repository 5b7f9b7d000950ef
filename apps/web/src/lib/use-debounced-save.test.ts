import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api.ts';
import { useDebouncedSave } from './use-debounced-save.ts';

interface Call {
  body: string;
  leaving: boolean;
  answer: () => void;
  fail: (error: Error) => void;
}

/** A saver whose requests stay on the wire until the test answers them. */
function renderSaver() {
  const calls: Call[] = [];
  const saved: string[] = [];
  const errors: unknown[] = [];
  const hook = renderHook(() =>
    useDebouncedSave<string>({
      delayMs: 600,
      send: (body, leaving) =>
        new Promise<void>((resolve, reject) => {
          calls.push({ body, leaving, answer: () => resolve(), fail: reject });
        }),
      onSaved: (body) => saved.push(body),
      onError: (error) => errors.push(error),
    }),
  );
  return { calls, saved, errors, saver: () => hook.result.current, unmount: hook.unmount };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.dispatchEvent(new Event('pageshow'));
});

describe('useDebouncedSave', () => {
  it('should send only the last change once the creator pauses', async () => {
    const { calls, saved, saver } = renderSaver();
    saver().schedule('a');
    vi.advanceTimersByTime(300);
    saver().schedule('ab');
    vi.advanceTimersByTime(599);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => [c.body, c.leaving])).toEqual([['ab', false]]);
    await act(() => Promise.resolve(calls[0]?.answer()));
    expect(saved).toEqual(['ab']);
  });

  it('should send a change still waiting at once, outliving the page, when the page goes', () => {
    const { calls, saver } = renderSaver();
    saver().schedule('typed');
    window.dispatchEvent(new Event('pagehide'));
    expect(calls.map((c) => [c.body, c.leaving])).toEqual([['typed', true]]);
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(1);
  });

  it('should send a save that got no answer again, outliving the page, when the page goes', async () => {
    const { calls, errors, saver } = renderSaver();
    saver().schedule('last words');
    vi.advanceTimersByTime(600);
    // On a reload Chromium cancels the plain request before pagehide (it may not have left yet).
    await act(() => Promise.resolve(calls[0]?.fail(new NetworkError())));
    expect(errors).toHaveLength(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(calls.map((c) => [c.body, c.leaving])).toEqual([
      ['last words', false],
      ['last words', true],
    ]);
  });

  it('should send a plain save still unanswered again with keepalive when the page goes', () => {
    const { calls, saver } = renderSaver();
    saver().schedule('on the wire');
    vi.advanceTimersByTime(600);
    window.dispatchEvent(new Event('pagehide'));
    expect(calls.map((c) => [c.body, c.leaving])).toEqual([
      ['on the wire', false],
      ['on the wire', true],
    ]);
    // The one that outlives the page is not sent a third time.
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toHaveLength(2);
  });

  it('should not send a refused save again, nor a failed one a newer change replaced', async () => {
    const { calls, saver } = renderSaver();
    saver().schedule('refused');
    vi.advanceTimersByTime(600);
    await act(() => Promise.resolve(calls[0]?.fail(new ApiError(400, 'Title too long'))));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pageshow'));
    expect(calls).toHaveLength(1);

    saver().schedule('old');
    vi.advanceTimersByTime(600);
    saver().schedule('new');
    await act(() => Promise.resolve(calls[1]?.fail(new ApiError(503, 'Try again'))));
    window.dispatchEvent(new Event('pagehide'));
    expect(calls.map((c) => c.body)).toEqual(['refused', 'old', 'new']);
  });

  it('should send nothing as the page goes once every save was answered', async () => {
    const { calls, saver } = renderSaver();
    saver().schedule('done');
    vi.advanceTimersByTime(600);
    await act(() => Promise.resolve(calls[0]?.answer()));
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toHaveLength(1);
  });

  it('should resolve a flush once the save on the wire is answered, and report a failure', async () => {
    const { calls, errors, saver } = renderSaver();
    saver().schedule('x');
    vi.advanceTimersByTime(600);
    let flushed = false;
    void saver()
      .flush()
      .then(() => (flushed = true));
    await act(() => Promise.resolve());
    expect(flushed).toBe(false);
    const refused = new Error('refused');
    await act(() => Promise.resolve(calls[0]?.fail(refused)));
    expect(flushed).toBe(true);
    expect(errors).toEqual([refused]);
  });

  it('should forget a discarded change and save a waiting one when unmounted', () => {
    const { calls, saver, unmount } = renderSaver();
    saver().schedule('invalid draft');
    saver().discard();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
    saver().schedule('kept');
    unmount();
    expect(calls.map((c) => [c.body, c.leaving])).toEqual([['kept', false]]);
  });
});
