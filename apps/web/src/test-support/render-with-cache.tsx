import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast.tsx';

/**
 * Renders `ui` as the app holds it (a query client, toasts) with `cache` already read: each entry is a
 * query key and its data, which never go stale, so only what a test answers through its fetch mock
 * reaches a "server".
 */
export function renderWithCache(ui: ReactNode, cache: [readonly unknown[], unknown][] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [key, data] of cache) queryClient.setQueryData(key, data);
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{ui}</ToastProvider>
    </QueryClientProvider>,
  );
}
