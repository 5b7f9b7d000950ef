import {
  MAX_NAMED_API_KEYS,
  monthlyCreditLimitSchema,
  type CreatedNamedApiKey,
  type NamedApiKey,
} from '@wordreel/core';
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
    monthlyCreditLimit: null,
    creditsUsedThisMonth: 0,
    ...extra,
  };
}

/** The section with `keys` in the cache. */
const renderSection = (keys: NamedApiKey[] = []) =>
  renderWithCache(<NamedKeysSection />, [[namedKeysQueryKey, { keys }]]);

const nameField = () => screen.getByLabelText('Key name');
const createButton = () => screen.getByRole('button', { name: 'Create key' });
const limitField = () => screen.getByLabelText<HTMLInputElement>('Monthly limit (credits)');
/** The rule the server checks a limit with, in its own words. */
const LIMIT_RULE = monthlyCreditLimitSchema.safeParse(0).error?.issues[0]?.message;
/** What the "This month" fact of the key named `name` says. */
const thisMonth = (name: string) => {
  const item = screen.getByText(name, { selector: 'strong' }).closest('li')!;
  return within(item).getByText('This month').nextElementSibling?.textContent;
};

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
    expect(await request.json()).toEqual({
      name: 'Client site',
      expiresInDays: null,
      access: 'full',
      monthlyCreditLimit: null,
    });

    // Newest first, masked, never used and never expiring; the count follows.
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Client site', 'App 1']);
    expect(within(items[0]!).getByText(created.masked)).toBeTruthy();
    expect(
      within(items[0]!)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Mar 2, 2026, 10:15 AM', 'Never', 'Never', '0', '0 credits, no limit']);
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
    expect(await request.json()).toEqual({
      name: 'Contractor',
      expiresInDays: 30,
      access: 'read',
      monthlyCreditLimit: null,
    });
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

  it('should send the monthly limit typed, and clear it after the key is made', async () => {
    const created: CreatedNamedApiKey = {
      ...namedKey(2, { name: 'Client site', monthlyCreditLimit: 250 }),
      key: 'wr_abc2-the-whole-secret',
    };
    fetchMock.mockResolvedValue(Response.json(created, { status: 201 }));
    renderSection();
    expect(limitField().placeholder).toBe('No limit');

    fireEvent.change(nameField(), { target: { value: 'Client site' } });
    fireEvent.change(limitField(), { target: { value: '250' } });
    fireEvent.click(createButton());
    await screen.findByLabelText('New key “Client site”');
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(await request.json()).toEqual({
      name: 'Client site',
      expiresInDays: null,
      access: 'full',
      monthlyCreditLimit: 250,
    });
    expect(limitField().value).toBe('');
    expect(thisMonth('Client site')).toBe('0 of 250 credits');
  });

  it('should refuse a limit that is not a whole number from 1, by the schema, and send nothing', () => {
    expect(LIMIT_RULE).toContain('whole number of credits from 1 to 1,000,000');
    renderSection();
    fireEvent.change(nameField(), { target: { value: 'Client site' } });
    for (const typed of ['0', '1.5', '1000001']) {
      fireEvent.change(limitField(), { target: { value: typed } });
      fireEvent.click(createButton());
      const message = screen.getByRole('alert');
      expect(message.textContent, typed).toBe(LIMIT_RULE);
      expect(limitField().getAttribute('aria-invalid')).toBe('true');
      expect(limitField().getAttribute('aria-describedby')).toBe(message.id);
      expect(nameField().getAttribute('aria-invalid')).toBeNull();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('NamedKeysSection monthly limits', () => {
  const fetchMock = stubFetch();

  /** The server: `answer` for the PATCH, and the list (`keys`) when it is read again. */
  const serve = (answer: () => Response, keys: NamedApiKey[] = []) =>
    fetchMock.mockImplementation((input) =>
      Promise.resolve((input as Request).method === 'PATCH' ? answer() : Response.json({ keys })),
    );
  const patchRequest = () =>
    fetchMock.mock.calls.map(([input]) => input as Request).find((r) => r.method === 'PATCH');

  it('should show what each key spent this month, against its limit, and flag a limit near (80 %) or reached', () => {
    renderSection([
      namedKey(1, { name: 'Client site', monthlyCreditLimit: 100, creditsUsedThisMonth: 95 }),
      namedKey(2, { name: 'Agency', monthlyCreditLimit: 100, creditsUsedThisMonth: 100 }),
      namedKey(3, { name: 'Zapier', creditsUsedThisMonth: 1200, creditsUsed: 5400 }),
      namedKey(4, { name: 'Blog', monthlyCreditLimit: 100, creditsUsedThisMonth: 79 }),
    ]);
    expect(thisMonth('Client site')).toBe('95 of 100 credits Near limit');
    expect(thisMonth('Agency')).toBe('100 of 100 credits Limit reached');
    expect(thisMonth('Blog')).toBe('79 of 100 credits');
    expect(screen.getAllByText('Limit reached')).toHaveLength(1);
    expect(screen.getAllByText('Near limit')).toHaveLength(1);
    expect(thisMonth('Zapier')).toBe('1,200 credits, no limit');
    expect(screen.getByRole('button', { name: 'Change limit for Client site' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set limit for Zapier' })).toBeTruthy();
  });

  it('should change a limit inline: prefilled, sent as PATCH, shown, and focus back on the button', async () => {
    const key = namedKey(1, { monthlyCreditLimit: 100, creditsUsedThisMonth: 95 });
    serve(() => Response.json({ ...key, monthlyCreditLimit: 250 }));
    renderSection([key]);

    const button = screen.getByRole('button', { name: 'Change limit for App 1' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const field = screen.getByLabelText<HTMLInputElement>('Monthly limit (credits) for App 1');
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('100');
    fireEvent.change(field, { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(thisMonth('App 1')).toBe('95 of 250 credits'));
    const request = patchRequest()!;
    expect(new URL(request.url).pathname).toBe('/api/users/api-keys/key-1');
    expect(await request.json()).toEqual({ monthlyCreditLimit: 250 });
    expect(screen.getByRole('status').textContent).toContain('Limit for “App 1” set to 250 credits a month.');
    expect(screen.queryByLabelText('Monthly limit (credits) for App 1')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('should send null when the limit is cleared and say it was removed', async () => {
    const key = namedKey(1, { monthlyCreditLimit: 100, creditsUsedThisMonth: 95 });
    serve(() => Response.json({ ...key, monthlyCreditLimit: null }));
    renderSection([key]);

    fireEvent.click(screen.getByRole('button', { name: 'Change limit for App 1' }));
    fireEvent.change(screen.getByLabelText('Monthly limit (credits) for App 1'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(thisMonth('App 1')).toBe('95 credits, no limit'));
    expect(await patchRequest()!.json()).toEqual({ monthlyCreditLimit: null });
    expect(screen.getByRole('status').textContent).toContain('Limit for “App 1” removed.');
    expect(screen.getByRole('button', { name: 'Set limit for App 1' })).toBeTruthy();
  });

  it("should show the server's refusal beside the field and keep the editor open with what was typed", async () => {
    const key = namedKey(1);
    serve(() => Response.json({ code: 'NOT_FOUND', message: 'API key not found' }, { status: 404 }), [key]);
    renderSection([key]);

    fireEvent.click(screen.getByRole('button', { name: 'Set limit for App 1' }));
    const field = screen.getByLabelText<HTMLInputElement>('Monthly limit (credits) for App 1');
    expect(field.value).toBe('');
    fireEvent.change(field, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('API key not found');
    expect(field.isConnected).toBe(true);
    expect(field.value).toBe('40');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect(thisMonth('App 1')).toBe('0 credits, no limit');
  });

  it('should check the limit before sending, close on Escape, and keep one editor open at a time', () => {
    renderSection([namedKey(1), namedKey(2, { monthlyCreditLimit: 500 })]);

    const first = screen.getByRole('button', { name: 'Set limit for App 1' });
    fireEvent.click(first);
    const field = screen.getByLabelText('Monthly limit (credits) for App 1');
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(LIMIT_RULE);

    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByLabelText('Monthly limit (credits) for App 1')).toBeNull();
    expect(document.activeElement).toBe(first);

    fireEvent.click(first);
    fireEvent.click(screen.getByRole('button', { name: 'Change limit for App 2' }));
    expect(screen.queryByLabelText('Monthly limit (credits) for App 1')).toBeNull();
    const second = screen.getByLabelText<HTMLInputElement>('Monthly limit (credits) for App 2');
    expect(second.value).toBe('500');
    expect(document.activeElement).toBe(second);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Monthly limit (credits) for App 2')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change limit for App 2' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
