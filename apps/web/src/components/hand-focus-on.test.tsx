import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusAfterGone, useHandFocusOn } from './hand-focus-on.ts';

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

/**
 * A busy button with two tries (as Regen): each press asks, the answer ends `busy`; the second answer
 * leaves it spent, and the focus goes to "Copy".
 */
function Retrier({ onAsk }: { onAsk: (answer: () => void) => void }) {
  const [left, setLeft] = useState(2);
  const [busy, setBusy] = useState(false);
  const { buttonRef, targetRef, pressed } = useHandFocusOn<HTMLButtonElement>(left === 0 && !busy, busy);
  return (
    <>
      <button
        type="button"
        ref={buttonRef}
        disabled={!busy && left === 0}
        onClick={() => {
          if (busy) return;
          pressed();
          setLeft((n) => n - 1);
          setBusy(true);
          onAsk(() => setBusy(false));
        }}
      >
        {busy ? 'Asking' : 'Ask'}
      </button>
      <button type="button" ref={targetRef}>
        Copy
      </button>
    </>
  );
}

describe('useHandFocusOn with a busy button', () => {
  it('should hand the focus on after the last answer when the last press came just after the previous answer was drawn', async () => {
    const answers: (() => void)[] = [];
    render(<Retrier onAsk={(answer) => answers.push(answer)} />);
    const ask = () => screen.getByRole<HTMLButtonElement>('button', { name: /^(Ask|Asking)$/ });
    ask().focus();
    fireEvent.click(ask());
    // The last press as the first answer's render is drawn: in the microtask after its DOM change,
    // before React has run that render's passive effects (a quick second click does the same).
    const pressedAgain = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (ask().textContent !== 'Ask') return;
        observer.disconnect();
        fireEvent.click(ask());
        resolve();
      });
      observer.observe(ask(), { childList: true, characterData: true, subtree: true });
    });
    // React as in a page: updates rendered by its scheduler, not flushed whole (effects too) by act.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      answers[0]!();
      await pressedAgain;
      await waitFor(() => expect(answers).toHaveLength(2));
      answers[1]!();
      await waitFor(() => expect(ask().disabled).toBe(true));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy' })));
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});

/** A job to start: "Start" goes once it is asked for, when the server answers (later than the press). */
function Starter({ onAsk }: { onAsk: (answer: () => void) => void }) {
  const [started, setStarted] = useState(false);
  const { controlRef, targetRef } = useFocusAfterGone<HTMLHeadingElement>();
  return (
    <>
      <h2 tabIndex={-1} ref={targetRef}>
        Job
      </h2>
      {started ? (
        <p>Running</p>
      ) : (
        <button type="button" ref={controlRef} onClick={() => onAsk(() => setStarted(true))}>
          Start
        </button>
      )}
      <input aria-label="Note" />
    </>
  );
}

describe('useFocusAfterGone', () => {
  it('should give the focus to the target when the control goes while focused, after a request', async () => {
    let answer = () => {};
    render(<Starter onAsk={(done) => (answer = done)} />);
    button('Start').focus();
    fireEvent.click(button('Start'));
    expect(document.activeElement).toBe(button('Start'));
    act(() => answer());
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Job' })));
  });

  it('should leave the focus where the user put it before the control went', async () => {
    let answer = () => {};
    render(<Starter onAsk={(done) => (answer = done)} />);
    fireEvent.click(button('Start'));
    screen.getByLabelText('Note').focus();
    act(() => answer());
    // Given the time the hand-off would take: the focus is still where the user put it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(screen.getByLabelText('Note'));
  });
});
