import { MESSAGES, type CaptionTrack } from '@wordreel/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslationsPanel } from './translations-panel.tsx';

afterEach(cleanup);

const track = (over: Partial<CaptionTrack>): CaptionTrack => ({
  id: 't1',
  language: 'es',
  languageName: 'Spanish',
  direction: 'ltr',
  state: 'done',
  progress: 100,
  error: null,
  stale: false,
  pageCount: 12,
  createdAt: 1,
  updatedAt: 2,
  ...over,
});

function renderPanel(tracks: CaptionTrack[], available = true, chosen: string | null = null) {
  const onChoose = vi.fn();
  const client = new QueryClient();
  const panel = (now: CaptionTrack[]) => (
    <QueryClientProvider client={client}>
      <TranslationsPanel
        projectId="p"
        tracks={{ tracks: now, translationAvailable: available }}
        chosen={chosen}
        onChoose={onChoose}
        onMessage={() => undefined}
      />
    </QueryClientProvider>
  );
  const { rerender } = render(panel(tracks));
  /** The panel once the tracks' next state has arrived. */
  const becomes = (now: CaptionTrack[]) => rerender(panel(now));
  return { onChoose, becomes };
}

describe('TranslationsPanel', () => {
  it('should say exactly what to configure when the server has no LLM', () => {
    renderPanel([], false);
    expect(screen.getByRole('note').textContent).toBe(MESSAGES.TRANSLATION_NOT_CONFIGURED);
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
  });

  it('should show progress, failures and stale tracks, and choose a ready one for the preview and export', () => {
    const { onChoose } = renderPanel([
      track({}),
      track({
        id: 't2',
        language: 'fr',
        languageName: 'French',
        state: 'running',
        progress: 44,
        pageCount: 0,
      }),
      track({
        id: 't3',
        language: 'de',
        languageName: 'German',
        state: 'failed',
        error: 'The translation failed.',
        pageCount: 0,
      }),
      track({ id: 't4', language: 'ar', languageName: 'Arabic', direction: 'rtl', stale: true }),
    ]);
    expect(screen.getByRole('radio', { name: 'Original captions' })).toHaveProperty('checked', true);
    expect(screen.getByText('Translating… 44 %')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /French/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('The translation failed.');
    expect(screen.getByText(/The captions changed after this was translated/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Translate again' })).toHaveLength(2);
    // SRT/VTT for the tracks that have pages (Spanish and the stale Arabic).
    expect(screen.getAllByRole('link', { name: 'SRT' }).map((a) => a.getAttribute('href'))).toEqual([
      '/api/projects/p/tracks/t1/captions.srt',
      '/api/projects/p/tracks/t4/captions.srt',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: /Spanish/ }));
    expect(onChoose).toHaveBeenCalledWith('t1');
  });

  it("says a translation's pages in the region that showed its progress", () => {
    const { becomes } = renderPanel([track({ state: 'running', progress: 44, pageCount: 0 })]);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('Translating… 44 %');
    becomes([track({})]);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('12 pages');
  });
});
