import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUndoKeys } from './use-undo-keys.ts';

afterEach(cleanup);

function Tab({ calls }: { calls: string[] }) {
  useUndoKeys(
    () => calls.push('undo'),
    () => calls.push('redo'),
  );
  return <input aria-label="Word" />;
}

describe('undo keys in a studio tab', () => {
  it('undoes on Ctrl/Cmd+Z and redoes with Shift, but leaves a text field its own undo', () => {
    const calls: string[] = [];
    render(<Tab calls={calls} />);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'Z', metaKey: true, shiftKey: true });
    fireEvent.keyDown(document.body, { key: 'z' });
    fireEvent.keyDown(screen.getByLabelText('Word'), { key: 'z', ctrlKey: true });
    expect(calls).toEqual(['undo', 'redo']);
  });

  it('stops listening when the tab closes', () => {
    const calls: string[] = [];
    render(<Tab calls={calls} />).unmount();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(calls).toEqual([]);
  });
});
