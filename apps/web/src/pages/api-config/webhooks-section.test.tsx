import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/toast.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

/** The section with an empty endpoint list in the cache: nothing here reaches a server. */
function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(['webhooks'], { endpoints: [] });
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <WebhooksSection />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

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
