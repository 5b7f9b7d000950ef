import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithCache } from '../../test-support/render-with-cache.tsx';
import { stubFetch } from '../../test-support/stub-fetch.ts';
import { UnsubscribePage } from './unsubscribe-page.tsx';

const fetchMock = stubFetch();

const renderAt = (url: string) =>
  renderWithCache(
    <MemoryRouter initialEntries={[url]}>
      <UnsubscribePage />
    </MemoryRouter>,
  );

describe('UnsubscribePage', () => {
  it('should ask before stopping anything, naming what it stops', () => {
    renderAt('/unsubscribe?topic=apiKeyNotices&token=t.u.s');
    expect(screen.getByText(/^Stop emails about your API keys\? These are sent when a key/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('should send the token once pressed and show the server’s answer', async () => {
    fetchMock.mockResolvedValue(Response.json({ topic: 'apiKeyNotices', message: 'Done: no more.' }));
    renderAt('/unsubscribe?topic=apiKeyNotices&token=apiKeyNotices.u1.sig%2Bx');
    // The answer is said in a region that was in the page before it.
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    const stop = screen.getByRole('button', { name: 'Stop these emails' });
    stop.focus();
    fireEvent.click(stop);
    await waitFor(() => expect(region.textContent).toBe('Done: no more.'));
    // The pressed button is gone: the focus is on the link that is left.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Go to your profile' })),
    );
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).searchParams.get('token')).toBe('apiKeyNotices.u1.sig+x');
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile');
  });

  it('should say why a refused link did nothing and let the reader try again', async () => {
    const invalid = 'This unsubscribe link is not valid. You can turn these emails off on your profile page.';
    fetchMock.mockResolvedValue(Response.json({ code: 'BAD_REQUEST', message: invalid }, { status: 400 }));
    renderAt('/unsubscribe?topic=apiKeyNotices&token=forged');
    fireEvent.click(screen.getByRole('button', { name: 'Stop these emails' }));
    await screen.findByText(invalid);
    expect(screen.getByRole('alert').textContent).toBe(invalid);
    expect(screen.getByRole('button', { name: 'Stop these emails' })).toHaveProperty('disabled', false);
  });

  it('should point to the profile when the link has no token', () => {
    renderAt('/unsubscribe');
    expect(screen.getByRole('alert').textContent).toBe(
      'This unsubscribe link is incomplete. You can turn these emails off on your profile page.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
