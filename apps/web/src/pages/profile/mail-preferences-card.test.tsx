import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithCache } from '../../test-support/render-with-cache.tsx';
import { stubFetch } from '../../test-support/stub-fetch.ts';
import { MailPreferencesCard } from './mail-preferences-card.tsx';

const fetchMock = stubFetch();

/** The server answers GET with `stored` and each PUT with `put` (its body echoed when it is 200). */
function serve(stored: boolean, put: (body: unknown) => Response) {
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    if (request.method === 'PUT') return put(await request.json());
    return Response.json({ apiKeyNotices: stored });
  });
}

describe('MailPreferencesCard', () => {
  it('should save the box as it is ticked and say so', async () => {
    serve(true, (body) => Response.json(body));
    renderWithCache(<MailPreferencesCard />);
    const box = screen.getByRole('checkbox', { name: 'Emails about my API keys' });
    await waitFor(() => expect(box).toHaveProperty('checked', true));
    fireEvent.click(box);
    expect((await screen.findByText('Turned off.')).getAttribute('role')).toBe('status');
    expect(box).toHaveProperty('checked', false);
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
    expect(box).toHaveProperty('disabled', false);
  });
});
