import { DEFAULT_STYLE } from '@wordreel/core';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_OFFLINE_MESSAGE, useExport } from './use-export.ts';

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
