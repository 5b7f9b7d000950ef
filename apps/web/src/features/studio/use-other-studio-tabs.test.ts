import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOtherStudioTabs } from './use-other-studio-tabs.ts';

afterEach(cleanup);

// Each hook has its own BroadcastChannel, as each tab has: Node delivers between them as a browser does.
describe('useOtherStudioTabs', () => {
  it('should tell both studios of one project about each other, and neither once one has gone', async () => {
    const first = renderHook(() => useOtherStudioTabs('p1'));
    const elsewhere = renderHook(() => useOtherStudioTabs('p2'));
    const second = renderHook(() => useOtherStudioTabs('p1'));
    await waitFor(() => expect(first.result.current).toBe(true));
    await waitFor(() => expect(second.result.current).toBe(true));
    expect(elsewhere.result.current).toBe(false);

    second.unmount();
    await waitFor(() => expect(first.result.current).toBe(false));
    expect(elsewhere.result.current).toBe(false);
  });
});
