import type { RefObject } from 'react';
import { useHandFocusOn } from '../../../components/hand-focus-on.ts';

interface UndoRedoProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

/** One element in two refs: each button is its own hook's button and the other's target. */
const both =
  (...refs: RefObject<HTMLButtonElement | null>[]) =>
  (element: HTMLButtonElement | null) => {
    for (const ref of refs) ref.current = element;
  };

/**
 * The studio's Undo and Redo buttons. Each is disabled when there is nothing left to undo or redo, and
 * Chromium drops the focus of a button as it is disabled: the one just pressed hands the focus to the
 * other instead, so a keyboard user who undid everything can redo from where they are (and back).
 */
export function UndoRedo({ canUndo, canRedo, onUndo, onRedo }: UndoRedoProps) {
  const {
    buttonRef: undoRef,
    targetRef: toRedo,
    pressed: undoing,
  } = useHandFocusOn<HTMLButtonElement>(!canUndo);
  const {
    buttonRef: redoRef,
    targetRef: toUndo,
    pressed: redoing,
  } = useHandFocusOn<HTMLButtonElement>(!canRedo);
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        ref={both(undoRef, toUndo)}
        onClick={() => {
          undoing();
          onUndo();
        }}
        disabled={!canUndo}
      >
        Undo
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        ref={both(redoRef, toRedo)}
        onClick={() => {
          redoing();
          onRedo();
        }}
        disabled={!canRedo}
      >
        Redo
      </button>
    </>
  );
}
