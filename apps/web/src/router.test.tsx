import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './components/toast.tsx';
import { RootRoute } from './router.tsx';

/** The window's scroll, which jsdom does not do: scrollY as a test sets it, the scroll calls recorded. */
let scrollY = 0;
const scrollTo = vi.fn();
const scrollIntoView = vi.fn();

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockReset();
  scrollIntoView.mockReset();
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // jsdom has none of its own.
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <RootRoute />,
        children: [
          { path: '/api-config', element: <h1>API Config</h1> },
          { path: '/profile', element: <h1>Profile</h1> },
          { path: '/pricing', element: <h2 id="plans">Plans</h2> },
        ],
      },
    ],
    { initialEntries: ['/api-config'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return router;
}

describe('page scroll', () => {
  it('should open a new page at its top and bring the reader back where they were on Back', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: 'API Config' });
    scrollY = 789;
    scrollTo.mockClear();

    await act(() => router.navigate('/profile'));
    await screen.findByRole('heading', { name: 'Profile' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollY = 0;
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'API Config' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 789);
  });

  it('should open a link with a #hash at the element it names', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: 'API Config' });
    scrollY = 400;
    scrollTo.mockClear();

    await act(() => router.navigate('/pricing#plans'));
    const plans = await screen.findByRole('heading', { name: 'Plans' });
    expect(scrollIntoView.mock.contexts).toEqual([plans]);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
