import { MAX_NAMED_API_KEYS, type CreatedNamedApiKey, type NamedApiKey } from '@wordreel/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithCache } from '../../test-support/render-with-cache.tsx';
import { stubFetch } from '../../test-support/stub-fetch.ts';
import { namedKeysQueryKey } from './use-named-keys.ts';
import { NamedKeysSection } from './named-keys-section.tsx';

function namedKey(n: number, extra: Partial<NamedApiKey> = {}): NamedApiKey {
  return {
    id: `key-${n}`,
    name: `App ${n}`,
    prefix: `wr_abc${n}`,
    masked: `wr_abc${n}${'•'.repeat(16)}`,
    createdAt: '2026-03-02T10:15:00.000Z',
    lastUsedAt: null,
    expiresAt: null,
    expired: false,
    access: 'full',
    creditsUsed: 0,
    ...extra,
  };
}

/** The section with `keys` in the cache. */
const renderSection = (keys: NamedApiKey[] = []) =>
  renderWithCache(<NamedKeysSection />, [[namedKeysQueryKey, { keys }]]);

const nameField = () => screen.getByLabelText('Key name');
const createButton = () => screen.getByRole('button', { name: 'Create key' });

describe('NamedKeysSection', () => {
  const fetchMock = stubFetch();

  it('should say a blank name needs a name, next to the field, and send nothing', () => {
    renderSection();
    fireEvent.change(nameField(), { target: { value: '   ' } });
    fireEvent.click(createButton());
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Please give the key a name.');
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(nameField().getAttribute('aria-describedby')).toBe(message.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('should show the new key in full once, list it masked, and forget the full key when dismissed', async () => {
    const created: CreatedNamedApiKey = {
      ...namedKey(2, { name: 'Client site' }),
      key: 'wr_abc2-the-whole-secret',
    };
    fetchMock.mockResolvedValue(Response.json(created, { status: 201 }));
    renderSection([namedKey(1)]);
    expect(screen.getByText('1 of 10 keys')).toBeTruthy();

    fireEvent.change(nameField(), { target: { value: '  Client site ' } });
    fireEvent.click(createButton());

    const full = await screen.findByLabelText('New key “Client site”');
    expect((full as HTMLInputElement).value).toBe(created.key);
    expect(document.activeElement).toBe(full);
    expect(full.getAttribute('aria-describedby')).toBe('named-key-created-note');
    expect(screen.getByText('Copy it now: it is shown only once.')).toBeTruthy();
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/users/api-keys');
    expect(await request.json()).toEqual({ name: 'Client site', expiresInDays: null, access: 'full' });

    // Newest first, masked, never used and never expiring; the count follows.
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Client site', 'App 1']);
    expect(within(items[0]!).getByText(created.masked)).toBeTruthy();
    expect(
      within(items[0]!)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Mar 2, 2026, 10:15 AM', 'Never', 'Never', '0']);
    expect(screen.getByText('2 of 10 keys')).toBeTruthy();
    expect((nameField() as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('New key “Client site”')).toBeNull();
    expect(document.body.innerHTML).not.toContain(created.key);
    expect(document.activeElement).toBe(nameField());
  });

  it('should send the expiry and access chosen and show them on each key', async () => {
    const created: CreatedNamedApiKey = {
      ...namedKey(3, { name: 'Contractor', expiresAt: '2099-04-01T10:15:00.000Z', access: 'read' }),
      key: 'wr_abc3-the-whole-secret',
    };
    fetchMock.mockResolvedValue(Response.json(created, { status: 201 }));
    renderSection([namedKey(1, { name: 'Old trial', expiresAt: '2026-01-01T00:00:00.000Z', expired: true })]);

    const expiry = screen.getByLabelText<HTMLSelectElement>('Expires');
    expect([...expiry.options].map((o) => o.textContent)).toEqual([
      'Never',
      'In 1 week',
      'In 30 days',
      'In 90 days',
      'In 1 year',
    ]);
    fireEvent.change(nameField(), { target: { value: 'Contractor' } });
    fireEvent.change(expiry, { target: { value: '30' } });
    const access = screen.getByLabelText<HTMLSelectElement>('Access');
    expect([...access.options].map((o) => o.textContent)).toEqual(['Full', 'Read only']);
    fireEvent.change(access, { target: { value: 'read' } });
    fireEvent.click(createButton());
    await screen.findByLabelText('New key “Contractor”');
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(await request.json()).toEqual({ name: 'Contractor', expiresInDays: 30, access: 'read' });
    expect(expiry.value).toBe('');
    expect(access.value).toBe('full');

    const [contractor, trial] = screen.getAllByRole('listitem');
    expect(within(contractor!).getByText('Apr 1, 2099, 10:15 AM')).toBeTruthy();
    expect(within(contractor!).getByText('Read only')).toBeTruthy();
    expect(within(trial!).queryByText('Read only')).toBeNull();
    expect(within(trial!).getByText('Expired Jan 1, 2026, 12:00 AM')).toBeTruthy();
  });

  it('should turn the form off at the cap and say to revoke a key first', () => {
    renderSection(Array.from({ length: MAX_NAMED_API_KEYS }, (_, i) => namedKey(i)));
    expect(createButton()).toHaveProperty('disabled', true);
    expect(nameField()).toHaveProperty('disabled', true);
    const hint = screen.getByText('You have 10 keys for integrations. Revoke one to make another.');
    expect(nameField().getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('should revoke a key only after the confirmation and take it off the list', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    renderSection([namedKey(1, { lastUsedAt: '2026-03-03T08:00:00.000Z' }), namedKey(2)]);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke App 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke “App 1”?' });
    expect(dialog.textContent).toContain('Apps using this key stop working at once.');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke App 1' })).toBeNull());
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('DELETE');
    expect(new URL(request.url).pathname).toBe('/api/users/api-keys/key-1');
    expect(screen.getByRole('status').textContent).toContain('Key “App 1” revoked.');
    expect(screen.getByRole('button', { name: 'Revoke App 2' })).toBeTruthy();
    expect(screen.getByText('1 of 10 keys')).toBeTruthy();
  });
});
