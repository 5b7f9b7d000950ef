import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTIONS_UNREACHABLE, useStudioCaptions } from './use-studio-captions.ts';

const fetchMock = vi.fn<typeof fetch>();
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useStudioCaptions offline', () => {
  beforeEach(() => {
    // Timers only: a Response's body is read through setImmediate, which must stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('should say once that captions cannot be loaded, and clear it when they load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useStudioCaptions('p1', true, onError));
    await advance(0);
    expect(result.current.loadProblem).toBe(CAPTIONS_UNREACHABLE);

    await advance(36_000); // nine more polls
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(9);
    expect(log).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(Response.json([]));
    await advance(4000);
    await act(() => vi.waitFor(() => expect(result.current.loadProblem).toBeNull()));
    expect(result.current.list).toEqual([]);
  });
});
