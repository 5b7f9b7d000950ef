import type { ComponentProps } from 'react';

interface BusyButtonProps extends ComponentProps<'button'> {
  /** An action is under way: the button says so and ignores presses until it ends. */
  busy: boolean;
}

/**
 * A button that stays focusable while an action runs. `disabled` would drop keyboard focus to the page
 * (Chromium blurs a focused button as it is disabled), so a keyboard user who pressed it would start
 * again from the top once the action ends. While busy it is `aria-disabled` instead and cancels its
 * clicks, which covers a submit button's form too: Enter in a field submits by clicking the default
 * button. `disabled` still applies when not busy (e.g. a form that is at its limit).
 */
export function BusyButton({ busy, disabled, onClick, ...button }: BusyButtonProps) {
  return (
    <button
      type="button"
      {...button}
      disabled={!busy && disabled}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
