import { useEffect } from 'react';

/**
 * Ctrl/Cmd+Z calls `onUndo`, with Shift `onRedo`, while the tab is open. Inside a text field the
 * field's own undo applies.
 */
export function useUndoKeys(onUndo: () => void, onRedo: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z') return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable]')) return;
      e.preventDefault();
      if (e.shiftKey) onRedo();
      else onUndo();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onUndo, onRedo]);
}
