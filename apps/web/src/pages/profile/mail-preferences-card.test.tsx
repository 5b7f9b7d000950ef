import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithCache } from '../../test-support/render-with-cache.tsx';
import { stubFetch } from '../../test-support/stub-fetch.ts';
import { MailPreferencesCard } from './mail-preferences-card.tsx';

const fetchMock = stubFetch();

/** The server answers GET with `stored` and each PUT with `put` (its body echoed when it is 200). */
function serve(stored: boolean, put: (body: unknown) => Response | Promise<Response>) {
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    if (request.method === 'PUT') return put(await request.json());
    return Response.json({ apiKeyNotices: stored });
  });
}

describe('MailPreferencesCard', () => {
  it('should save the box as it is ticked and say so', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve(true, () => new Promise((resolve) => (answer = resolve)));
    renderWithCache(<MailPreferencesCard />);
    const box = screen.getByRole('checkbox', { name: 'Emails about my API keys' });
    await waitFor(() => expect(box).toHaveProperty('checked', true));
    box.focus();
    fireEvent.click(box);
    // While it saves the box stays enabled, so a keyboard user's focus stays on it.
    await waitFor(() => expect(box.getAttribute('aria-busy')).toBe('true'));
    expect(box).toHaveProperty('disabled', false);
    answer(Response.json({ apiKeyNotices: false }));
    expect((await screen.findByText('Turned off.')).getAttribute('role')).toBe('status');
    expect(box).toHaveProperty('checked', false);
    expect(document.activeElement).toBe(box);
  });

  it('should put the box back and say why when the save fails', async () => {
    const down = 'The server could not save this.';
    serve(true, () => Response.json({ code: 'INTERNAL', message: down }, { status: 500 }));
    renderWithCache(<MailPreferencesCard />);
    const box = screen.getByRole('checkbox', { name: 'Emails about my API keys' });
    await waitFor(() => expect(box).toHaveProperty('disabled', false));
    fireEvent.click(box);
    await screen.findByText(down);
    expect(screen.getByRole('alert').textContent).toBe(down);
    expect(box).toHaveProperty('checked', true);
  });
});
