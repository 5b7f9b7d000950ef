import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate } from 'react-router';
import { NAVIGATION_GRACE_MS, ToastPageReset, ToastProvider, useToast } from './toast.tsx';

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

  it("should drop a page's notices when the user moves to another page, keeping one shown on the way", () => {
    vi.useFakeTimers();
    function Nav() {
      const navigate = useNavigate();
      const toast = useToast();
      return (
        <>
          <button onClick={() => toast.show('Style saved', 'success')}>save</button>
          <button onClick={() => void navigate('/b')}>go</button>
          <button
            onClick={() => {
              toast.show('We sent a code', 'success');
              void navigate('/c');
            }}
          >
            send
          </button>
        </>
      );
    }
    render(
      <ToastProvider>
        <MemoryRouter initialEntries={['/a']}>
          <ToastPageReset />
          <Nav />
        </MemoryRouter>
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('save'));
    act(() => {
      vi.advanceTimersByTime(NAVIGATION_GRACE_MS + 500);
    });
    expect(screen.getByRole('status').textContent).toContain('Style saved');
    fireEvent.click(screen.getByText('go'));
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(screen.getByText('send'));
    expect(screen.getByRole('status').textContent).toContain('We sent a code');
  });
});
