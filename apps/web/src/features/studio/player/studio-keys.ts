import { useEffect, useRef } from 'react';

export type PlayerKeyAction =
  'togglePlay' | 'back' | 'forward' | 'backLong' | 'forwardLong' | 'fullscreen' | 'mute';

/**
 * The player's keys, the one table both the handler and the studio's shortcuts list read. Letters are
 * written in lower case and match either case (Caps Lock or Shift must not turn a shortcut off).
 */
export const PLAYER_KEYS: Record<PlayerKeyAction, readonly string[]> = {
  togglePlay: [' ', 'k'],
  back: ['ArrowLeft'],
  forward: ['ArrowRight'],
  backLong: ['j'],
  forwardLong: ['l'],
  fullscreen: ['f'],
  mute: ['m'],
};

const ACTION_OF_KEY = new Map<string, PlayerKeyAction>(
  Object.entries(PLAYER_KEYS).flatMap(([action, keys]) =>
    keys.map((key) => [key, action as PlayerKeyAction] as const),
  ),
);

const KEY_NAMES: Record<string, string> = { ' ': 'Space', ArrowLeft: '←', ArrowRight: '→' };

/** How the shortcuts list writes an action's keys: "Space or K". */
export function playerKeyLabel(action: PlayerKeyAction): string {
  return PLAYER_KEYS[action].map((key) => KEY_NAMES[key] ?? key.toUpperCase()).join(' or ');
}

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
  const action = ACTION_OF_KEY.get(key.length === 1 ? key.toLowerCase() : key);
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
