import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CLIP_MAX_SECONDS, CLIP_MIN_SECONDS } from '@wordreel/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/toast.tsx';
import { currentUserQueryKey } from '../../lib/auth.tsx';
import { ShortsPage } from './shorts-page.tsx';

/** The page for a ready video, its answers put in the cache: the range check runs before any call. */
function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(currentUserQueryKey, { userId: 'u1', email: 'ana@example.com' });
  queryClient.setQueryData(['shorts-project', 'p1'], {
    id: 'p1',
    name: 'Talk',
    status: 'ready',
    videoConfig: { duration: 600 },
  });
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

function findWith(minSeconds: string, maxSeconds: string): string | null {
  fireEvent.change(screen.getByLabelText('Shortest clip (seconds)'), { target: { value: minSeconds } });
  fireEvent.change(screen.getByLabelText('Longest clip (seconds)'), { target: { value: maxSeconds } });
  fireEvent.click(screen.getByRole('button', { name: 'Find clips' }));
  return screen.getByRole('alert').textContent;
}

describe('ShortsPage clip range', () => {
  afterEach(cleanup);

  it('should say the longest clip allowed, in words', () => {
    renderPage();
    expect(findWith('20', '9999')).toBe(`A clip can be at most ${CLIP_MAX_SECONDS} seconds long.`);
  });

  it('should say the shortest clip allowed, and ask for whole seconds', () => {
    renderPage();
    expect(findWith('1', '60')).toBe(`A clip must be at least ${CLIP_MIN_SECONDS} seconds long.`);
    expect(findWith('20.5', '60')).toBe('Enter the clip lengths in whole seconds.');
  });
});
