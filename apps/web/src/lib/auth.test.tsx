import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, SESSION_REFUSED_EVENT } from './api.ts';
import { RedirectIfSignedIn, RequireUser, sessionRetryDelay, useCurrentUser } from './auth.tsx';

const fetchMock = vi.fn<typeof fetch>();

/** /project behind RequireUser, /login behind RedirectIfSignedIn, as the router nests them. */
function renderAt(path: string, queryClient = new QueryClient()) {
  const app = (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/project"
            element={
              <RequireUser>
                <p>projects</p>
              </RequireUser>
            }
          />
          <Route
            path="/login"
            element={
              <RedirectIfSignedIn>
                <p>login form</p>
              </RedirectIfSignedIn>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { ...render(app), app };
}

/** Lets the timers (retry waits) and the promises behind them run. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('session check', () => {
  beforeEach(() => {
    // Timers only: a Response's body is read through setImmediate, which must stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('should keep the user on the page and say the server is out of reach when fetch rejects', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { rerender, app } = renderAt('/project');
    await advance(0);
    expect(screen.getByRole('alert').textContent).toBe("Wordreel can't reach the server. Retrying…");
    expect(screen.queryByText('login form')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Retries back off (1 s, 2 s, 4 s, 8 s …): a few requests in 10 s, not hundreds.
    await advance(10_000);
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(4);
    expect(screen.getByRole('alert').textContent).toContain("can't reach the server");

    // A remount reads the shared cache instead of asking again at once.
    const calls = fetchMock.mock.calls.length;
    rerender(<></>);
    rerender(app);
    await advance(0);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('should go on to the page once the server answers again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValue(
      Response.json({ user: { userId: 'u1', email: 'ana@example.com', name: 'Ana' } }),
    );
    renderAt('/project');
    await advance(0);
    expect(screen.getByRole('alert')).toBeTruthy();
    await advance(sessionRetryDelay(0));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The answer's body is read on real time (setImmediate): wait for it.
    await act(() => vi.waitFor(() => screen.getByText('projects')));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should not loop on /login either when fetch rejects', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/login');
    await advance(3000);
    expect(screen.getByRole('alert').textContent).toContain("can't reach the server");
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(3);
  });

  it('should not take a 5xx for a sign-out either', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 502 }));
    renderAt('/project');
    await advance(0);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong on our side. Retrying…');
    expect(screen.queryByText('login form')).toBeNull();
  });

  it('should send a signed-out visitor (a session answer without a user) to /login', async () => {
    fetchMock.mockResolvedValue(Response.json({ user: null }));
    renderAt('/project');
    await advance(0);
    expect(screen.getByText('login form')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [asked] = fetchMock.mock.calls[0] ?? [];
    expect(asked instanceof Request && new URL(asked.url).pathname).toBe('/api/users/session');
  });

  it('should ask the server again when a call is answered 401, and go to /login once it says signed out', async () => {
    const signedIn = { user: { userId: 'u1', email: 'ana@example.com', name: 'Ana' } };
    fetchMock.mockImplementation(() => Promise.resolve(Response.json(signedIn)));
    renderAt('/project');
    await act(() => vi.waitFor(() => screen.getByText('projects')));

    // Signed out in another tab: the studio's next save is refused.
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        (input instanceof Request ? input.url : String(input)).endsWith('/api/users/session')
          ? Response.json({ user: null })
          : Response.json({ code: 'UNAUTHORIZED', message: 'Please log in to continue.' }, { status: 401 }),
      ),
    );
    expect((await request('/api/projects/p1/edits', { method: 'PUT' })).status).toBe(401);
    await advance(100);
    await act(() => vi.waitFor(() => screen.getByText('login form')));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("should keep the cache for the same user's session and drop it when another user's session answers", async () => {
    const sessionOf = (userId: string) => ({
      user: { userId, email: `${userId}@example.com`, name: userId },
    });
    let session = sessionOf('u1');
    fetchMock.mockImplementation(() => Promise.resolve(Response.json(session)));
    const queryClient = new QueryClient();
    renderAt('/project', queryClient);
    await act(() => vi.waitFor(() => screen.getByText('projects')));
    queryClient.setQueryData(['projects'], ['u1 project']);

    // A 401 from some call: the session is asked again, and it is still u1's.
    window.dispatchEvent(new Event(SESSION_REFUSED_EVENT));
    await advance(100);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryData(['projects'])).toEqual(['u1 project']);

    // Signed out and in as u2 in another tab: u1's answers go before u2's session is shown.
    session = sessionOf('u2');
    window.dispatchEvent(new Event(SESSION_REFUSED_EVENT));
    await advance(100);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(queryClient.getQueryData(['projects'])).toBeUndefined();
    expect(screen.getByText('projects')).toBeTruthy();
  });

  it("should keep the cache at the same user's login and drop it at another user's", async () => {
    const userOf = (userId: string) => ({
      userId,
      email: `${userId}@example.com`,
      name: userId,
      signInMethod: 'email' as const,
      credits: 0,
    });
    fetchMock.mockImplementation(() => Promise.resolve(Response.json({ user: userOf('u1') })));
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useCurrentUser(), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    await act(() => vi.waitFor(() => expect(result.current.user?.userId).toBe('u1')));
    queryClient.setQueryData(['projects'], ['u1 project']);

    // Logged in again as u1 (the login form hands the user to setUser): the page comes back as it was.
    act(() => result.current.setUser(userOf('u1')));
    expect(queryClient.getQueryData(['projects'])).toEqual(['u1 project']);

    // Logged in as u2 on this tab: u1's answers are gone, u2's session is in place.
    act(() => result.current.setUser(userOf('u2')));
    expect(queryClient.getQueryData(['projects'])).toBeUndefined();
    await advance(0);
    expect(result.current.user?.userId).toBe('u2');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('should back off up to 30 s', () => {
    expect([0, 1, 2, 3, 10].map(sessionRetryDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});
