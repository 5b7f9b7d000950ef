import { DEFAULT_STYLE } from '@wordreel/core';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { studioApi } from './studio-api.ts';
import { EXPORT_DONE_MESSAGE, EXPORT_OFFLINE_MESSAGE, useExport } from './use-export.ts';

describe('useExport', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('should say once that the connection stopped an export made offline', async () => {
    const toast = vi.fn();
    const flush = vi.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useExport('p1', DEFAULT_STYLE, 'portrait', flush, toast, 0));
    await act(() => result.current.start());
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(EXPORT_OFFLINE_MESSAGE);
    expect(EXPORT_OFFLINE_MESSAGE).toContain("can't reach the server");
    expect(result.current.busy).toBe(false);
  });
});

describe('useExport when the export ends', () => {
  const done = { state: 'done', progress: 100, error: null } as const;
  beforeEach(() => {
    // The finished file's download: jsdom has no navigation to follow the link with.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(studioApi, 'render').mockResolvedValue({ jobId: 'j1' });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('should say that the video is ready when an export made here finishes, not for the one found done', async () => {
    // The page opens on a finished export: nothing happened here, nothing is said.
    vi.spyOn(studioApi, 'renderStatus').mockResolvedValue({ ...done, ready: true, stale: true });
    const toast = vi.fn();
    const flush = vi.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useExport('p1', DEFAULT_STYLE, 'portrait', flush, toast, 0));
    await waitFor(() => expect(result.current.stale).toBe(true));
    act(() => result.current.onRenderEvent({ ...done, type: 'render', projectId: 'p1', userId: 'u1' }));
    expect(toast).not.toHaveBeenCalled();

    await act(() => result.current.start());
    expect(result.current.busy).toBe(true);
    act(() => result.current.onRenderEvent({ ...done, type: 'render', projectId: 'p1', userId: 'u1' }));
    expect(result.current.busy).toBe(false);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(EXPORT_DONE_MESSAGE, 'success');
  });
});
