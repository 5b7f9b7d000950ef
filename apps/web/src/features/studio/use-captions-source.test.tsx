import type { CaptionsMeta } from '@wordreel/core/captions/captions-meta';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captionSourceMessage } from './tabs/captions-notice.tsx';
import { studioApi } from './studio-api.ts';
import { useCaptionsSource } from './use-captions-source.ts';

const meta = (engine: CaptionsMeta['engine']): CaptionsMeta => ({
  engine,
  model: null,
  language: 'en',
  wordCount: 3,
  notice: null,
  createdAt: '2026-11-24T00:00:00Z',
});

/** The hook as the studio holds it, its project made by the basic recogniser until `source` moves. */
function renderSource() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const reload = vi.fn(() => Promise.resolve());
  const view = renderHook(() => useCaptionsSource('p1', 'ready', reload), { wrapper });
  return { ...view, reload };
}

describe('useCaptionsSource', () => {
  let source: CaptionsMeta['engine'];
  beforeEach(() => {
    source = 'pocketsphinx';
    vi.spyOn(studioApi, 'captionsMeta').mockImplementation(() => Promise.resolve(meta(source)));
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("should drop the basic recogniser's warning once a script has replaced the captions", async () => {
    vi.spyOn(studioApi, 'alignScript').mockImplementation(() => {
      source = 'script';
      return Promise.resolve({ jobId: 'j1' });
    });
    vi.spyOn(studioApi, 'alignStatus').mockResolvedValue({ state: 'done', progress: 100, error: null });
    const { result, reload } = renderSource();
    await waitFor(() => expect(result.current.meta?.engine).toBe('pocketsphinx'));
    expect(captionSourceMessage(result.current.meta, 3)).toContain('basic speech recogniser');

    await act(() => result.current.alignScript('Ask not what your country can do.', () => undefined));
    expect(reload).toHaveBeenCalled();
    await waitFor(() => expect(result.current.meta?.engine).toBe('script'));
    expect(captionSourceMessage(result.current.meta, 3)).toBeNull();
  });

  it('should ask the source again after a caption file is imported', async () => {
    vi.spyOn(studioApi, 'importCaptions').mockImplementation(() => {
      source = 'import';
      return Promise.resolve({});
    });
    const { result, reload } = renderSource();
    await waitFor(() => expect(result.current.meta?.engine).toBe('pocketsphinx'));

    await act(() => result.current.importFile('WEBVTT\n\n00:00.000 --> 00:01.000\nHello'));
    expect(reload).toHaveBeenCalled();
    await waitFor(() => expect(result.current.meta?.engine).toBe('import'));
  });
});
