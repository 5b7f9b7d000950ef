import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { UndoRedo } from './undo-redo.tsx';

afterEach(cleanup);

/** A history of `depth` edits, all applied. */
function History({ depth }: { depth: number }) {
  const [at, setAt] = useState(depth);
  return (
    <>
      <UndoRedo
        canUndo={at > 0}
        canRedo={at < depth}
        onUndo={() => setAt((n) => n - 1)}
        onRedo={() => setAt((n) => n + 1)}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('UndoRedo', () => {
  it('should hand the focus to Redo when Undo runs out, and back to Undo when Redo does', () => {
    render(<History depth={2} />);
    button('Undo').focus();
    fireEvent.click(button('Undo'));
    expect(document.activeElement).toBe(button('Undo'));
    fireEvent.click(button('Undo'));
    expect(button('Undo').disabled).toBe(true);
    expect(document.activeElement).toBe(button('Redo'));
    fireEvent.click(button('Redo'));
    fireEvent.click(button('Redo'));
    expect(button('Redo').disabled).toBe(true);
    expect(document.activeElement).toBe(button('Undo'));
  });

  it('should leave the focus where the user moved it', () => {
    render(<History depth={1} />);
    fireEvent.click(button('Undo'));
    // The user has moved on before Redo runs out: the focus stays where they put it.
    button('Elsewhere').focus();
    fireEvent.click(button('Redo'));
    expect(document.activeElement).toBe(button('Elsewhere'));
  });
});
