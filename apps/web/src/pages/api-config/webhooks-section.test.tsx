import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithCache } from '../../test-support/render-with-cache.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

/** The section with an empty endpoint list in the cache: nothing here reaches a server. */
const renderSection = () => renderWithCache(<WebhooksSection />, [[['webhooks'], { endpoints: [] }]]);

describe('WebhooksSection', () => {
  afterEach(cleanup);

  it('should say in words that a URL over 2,000 characters is too long', () => {
    renderSection();
    const url = `https://example.com/${'a'.repeat(2000)}`;
    fireEvent.change(screen.getByLabelText('Endpoint URL'), { target: { value: url } });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByRole('alert').textContent).toBe('The URL is too long (at most 2,000 characters).');
  });
});
