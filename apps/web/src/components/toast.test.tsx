import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast.tsx';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.show('Saved', 'success')}>ok</button>
      <button onClick={() => toast.show('Invalid OTP', 'error')}>fail</button>
    </>
  );
}

describe('ToastProvider', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('should announce errors as alerts and successes as status messages', () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('fail'));
    fireEvent.click(screen.getByText('ok'));
    expect(screen.getByRole('alert').textContent).toContain('Invalid OTP');
    expect(screen.getByRole('status').textContent).toContain('Saved');
  });

  it('should close on the dismiss button and by itself after a while', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('fail'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByText('ok'));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
