import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CLIP_MAX_SECONDS, CLIP_MIN_SECONDS, DEFAULT_CLIP_RANGE } from '@wordreel/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast.tsx';
import { currentUserQueryKey } from '../../lib/auth.tsx';
import { ShortsPage } from './shorts-page.tsx';

/** Why the server found no clip (its words; the page shows them as they come). */
const NO_CLIPS = 'No clip of that length starts and ends on whole sentences. Try a wider range.';
/** The bodies of the clip searches the page asked the server for; each answered "no clips". */
let searches: unknown[] = [];
/** What GET /api/projects/p1 answers (the page asks again while the captions are being made). */
let serverStatus = 'ready';
/** A search is answered once this settles (a test holds it to see the page while it runs). */
let searchAnswered: Promise<void> = Promise.resolve();

beforeEach(() => {
  searches = [];
  serverStatus = 'ready';
  searchAnswered = Promise.resolve();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      if (input.url.endsWith('/api/projects/p1')) return Response.json(project(serverStatus));
      if (!input.url.endsWith('/api/projects/p1/clips/find')) return new Response(null, { status: 404 });
      searches.push(await input.json());
      await searchAnswered;
      return Response.json({ clips: [], ranking: 'offline', message: NO_CLIPS });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const project = (status: string) => ({
  id: 'p1',
  name: 'Talk',
  status,
  progress: status === 'ready' ? 100 : 40,
  videoConfig: { duration: 600 },
});

/** The page for a video in `status`, its answers put in the cache. */
function renderPage(status = 'ready') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(currentUserQueryKey, { userId: 'u1', email: 'ana@example.com' });
  queryClient.setQueryData(['shorts-project', 'p1'], project(status));
  queryClient.setQueryData(['shorts-words', 'p1'], []);
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/shorts/p1']}>
          <Routes>
            <Route path="/shorts/:id" element={<ShortsPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** Once the first search (made on opening) has answered. */
const firstSearchDone = () => screen.findByRole('button', { name: 'Find again' });

function findWith(minSeconds: string, maxSeconds: string): string | null {
  fireEvent.change(screen.getByLabelText('Shortest clip (seconds)'), { target: { value: minSeconds } });
  fireEvent.change(screen.getByLabelText('Longest clip (seconds)'), { target: { value: maxSeconds } });
  fireEvent.click(screen.getByRole('button', { name: 'Find again' }));
  return screen.getByRole('alert').textContent;
}

describe('ShortsPage', () => {
  it('should find clips with the default lengths as soon as it opens on a ready video', async () => {
    let answer = () => {};
    searchAnswered = new Promise((resolve) => (answer = resolve));
    renderPage();
    const region = await screen.findByRole('status');
    expect(region.textContent).toBe('Finding the best moments of Talk…');
    answer();
    await firstSearchDone();
    expect(searches).toEqual([{ ...DEFAULT_CLIP_RANGE, count: 10 }]);
    // The server's reason, shown as it came, in the live region that said the search was running
    // (screen readers announce text appearing in a region they know, not always a new region).
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe(NO_CLIPS);
  });

  it('should wait for the captions of a video still being made, then search at once', async () => {
    // The page asks again every 3 s: on a fake clock (that still runs), so the test need not wait them.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serverStatus = 'transcribing';
      let answer = () => {};
      searchAnswered = new Promise((resolve) => (answer = resolve));
      renderPage('transcribing');
      const region = screen.getByRole('status');
      expect(region.textContent).toContain('Writing your captions… 40%');
      expect(screen.getByRole('progressbar', { name: 'Writing your captions' })).toHaveProperty('value', 40);
      expect(screen.getByRole('status').textContent).toContain('they will be found here then');
      expect(screen.queryByRole('button', { name: /Find/ })).toBeNull();
      serverStatus = 'ready';
      expect(searches).toEqual([]);
      await vi.advanceTimersByTimeAsync(3100);
      await waitFor(() => expect(searches).toHaveLength(1));
      // The search that starts is said in the region that said the wait.
      await waitFor(() => expect(region.textContent).toBe('Finding the best moments of Talk…'));
      expect(screen.getByRole('status')).toBe(region);
      answer();
      await firstSearchDone();
    } finally {
      vi.useRealTimers();
    }
  });

  it('should say the longest clip allowed, in words', async () => {
    renderPage();
    await firstSearchDone();
    expect(findWith('20', '9999')).toBe(`A clip can be at most ${CLIP_MAX_SECONDS} seconds long.`);
  });

  it('should say the shortest clip allowed, and ask for whole seconds', async () => {
    renderPage();
    await firstSearchDone();
    expect(findWith('1', '60')).toBe(`A clip must be at least ${CLIP_MIN_SECONDS} seconds long.`);
    expect(findWith('20.5', '60')).toBe('Enter the clip lengths in whole seconds.');
    // The range is checked before any call: only the search made on opening was sent.
    await waitFor(() => expect(searches).toHaveLength(1));
  });
});
