import { useEffect, useRef } from 'react';

export type PlayerKeyAction =
  'togglePlay' | 'back' | 'forward' | 'backLong' | 'forwardLong' | 'fullscreen' | 'mute';

const KEYS: Record<string, PlayerKeyAction> = {
  ' ': 'togglePlay',
  k: 'togglePlay',
  K: 'togglePlay',
  ArrowLeft: 'back',
  ArrowRight: 'forward',
  j: 'backLong',
  J: 'backLong',
  l: 'forwardLong',
  L: 'forwardLong',
  f: 'fullscreen',
  F: 'fullscreen',
  m: 'mute',
  M: 'mute',
};

/** Controls that own some keys themselves: Space presses a button, arrows move a slider or a select. */
const OWNS_SPACE =
  'button, a[href], summary, input[type="checkbox"], input[type="radio"], [role="button"], [role="tab"], [role="menuitemradio"], [role="switch"]';
const OWNS_ARROWS =
  'input[type="range"], select, [role="tab"], [role="menu"], [role="radiogroup"], [role="slider"]';

function isTextField(el: Element): boolean {
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'reset'].includes(el.type);
  }
  return el instanceof HTMLElement && el.isContentEditable;
}

/**
 * The player action for a key pressed with focus on `target`, or null when the key belongs to the
 * focused control (typing in a text field, Space on a button, arrows on a slider) or to a dialog.
 */
export function playerKeyAction(
  key: string,
  target: Element | null,
  modifiers: { ctrlKey: boolean; metaKey: boolean; altKey: boolean },
): PlayerKeyAction | null {
  if (modifiers.ctrlKey || modifiers.metaKey || modifiers.altKey) return null;
  const action = KEYS[key];
  if (!action) return null;
  if (!target || target === document.body) return action;
  if (isTextField(target) || target.closest('[role="dialog"], [role="alertdialog"]')) return null;
  if (key === ' ' && target.closest(OWNS_SPACE)) return null;
  if (key.startsWith('Arrow') && target.closest(OWNS_ARROWS)) return null;
  return action;
}

/** Listens on the whole document while the studio is open: the player's shortcuts work wherever focus is. */
export function useStudioKeys(run: (action: PlayerKeyAction) => void): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  }, [run]);
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || (e.repeat && e.key === ' ')) return;
      const target = e.target instanceof Element ? e.target : null;
      const action = playerKeyAction(e.key, target, e);
      if (!action) return;
      e.preventDefault();
      latest.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
