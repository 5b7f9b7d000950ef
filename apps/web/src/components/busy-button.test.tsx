import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusyButton } from './busy-button.tsx';

afterEach(cleanup);

describe('BusyButton', () => {
  it('should keep focus and ignore clicks while busy, and take them again after', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <BusyButton busy={false} onClick={onClick}>
        Save
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <BusyButton busy onClick={onClick}>
        Save
      </BusyButton>,
    );
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <BusyButton busy={false} onClick={onClick}>
        Save
      </BusyButton>,
    );
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('should not submit its form while busy, and should stay disabled when it is so while idle', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const form = (busy: boolean, disabled = false) => (
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <BusyButton type="submit" busy={busy} disabled={disabled}>
          Create
        </BusyButton>
      </form>
    );
    const { rerender } = render(form(true));
    const button = screen.getByRole('button', { name: 'Create' });
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(form(false));
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(form(false, true));
    expect(button.hasAttribute('disabled')).toBe(true);
    rerender(form(true, true));
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });
});
