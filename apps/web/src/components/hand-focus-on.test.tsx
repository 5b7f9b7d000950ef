import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHandFocusOn } from './hand-focus-on.ts';

afterEach(cleanup);

/** Words to replace: "Replace all" uses them up; "Add one" (elsewhere) brings one back. */
function Replacer() {
  const [left, setLeft] = useState(2);
  const { buttonRef, targetRef, pressed } = useHandFocusOn<HTMLInputElement>(left === 0);
  return (
    <>
      <input aria-label="Find" ref={targetRef} />
      <button
        type="button"
        ref={buttonRef}
        disabled={left === 0}
        onClick={() => {
          pressed();
          setLeft(0);
        }}
      >
        Replace all
      </button>
      <button type="button" onClick={() => setLeft((n) => n + 1)}>
        Add one
      </button>
      <button type="button" onClick={() => setLeft(0)}>
        Use up elsewhere
      </button>
    </>
  );
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('useHandFocusOn', () => {
  it('should give the focus to the target when the press used the button up', () => {
    render(<Replacer />);
    button('Replace all').focus();
    fireEvent.click(button('Replace all'));
    expect(button('Replace all').disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Find'));
  });

  it('should leave the focus alone when the button is used up by something else', () => {
    render(<Replacer />);
    fireEvent.click(button('Replace all'));
    fireEvent.click(button('Add one'));
    // Used up with the focus on the page (as a keyboard shortcut would): it stays there.
    (document.activeElement as HTMLElement).blur();
    fireEvent.click(button('Use up elsewhere'));
    expect(button('Replace all').disabled).toBe(true);
    expect(document.activeElement).toBe(document.body);
  });
});
