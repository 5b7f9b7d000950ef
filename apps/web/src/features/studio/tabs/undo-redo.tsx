import { useEffect, useRef } from 'react';

interface UndoRedoProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

type Which = 'undo' | 'redo';

/**
 * The studio's Undo and Redo buttons. Each is disabled when there is nothing left to undo or redo, and
 * Chromium drops the focus of a button as it is disabled: the one just pressed hands the focus to the
 * other instead, so a keyboard user who undid everything can redo from where they are (and back).
 */
export function UndoRedo({ canUndo, canRedo, onUndo, onRedo }: UndoRedoProps) {
  const buttons = useRef<Record<Which, HTMLButtonElement | null>>({ undo: null, redo: null });
  const lastPressed = useRef<Which | null>(null);

  useEffect(() => {
    const which = lastPressed.current;
    const pressed = which && buttons.current[which];
    if (!which || !pressed?.disabled) return;
    // Focus on the pressed button (jsdom keeps it there) or fallen to the page; anywhere else the user
    // has moved on.
    const active = document.activeElement;
    if (active !== pressed && active !== document.body && active !== null) return;
    lastPressed.current = null;
    const other = buttons.current[which === 'undo' ? 'redo' : 'undo'];
    if (other && !other.disabled) other.focus();
  }, [canUndo, canRedo]);

  const button = (which: Which, label: string, enabled: boolean, run: () => void) => (
    <button
      type="button"
      className="btn btn-secondary btn-sm"
      ref={(element) => {
        buttons.current[which] = element;
      }}
      onClick={() => {
        lastPressed.current = which;
        run();
      }}
      disabled={!enabled}
    >
      {label}
    </button>
  );

  return (
    <>
      {button('undo', 'Undo', canUndo, onUndo)}
      {button('redo', 'Redo', canRedo, onRedo)}
    </>
  );
}
