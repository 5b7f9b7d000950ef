import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readSavedPace, useEditPace } from './edit-pace.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function Pace({ projectId }: { projectId: string }) {
  const [pace, setPace] = useEditPace(projectId);
  return (
    <button type="button" onClick={() => setPace('extra-fast')}>
      {pace}
    </button>
  );
}

describe('the Edit tab’s silence pace', () => {
  it('comes back after a reload, per project', () => {
    const first = render(<Pace projectId="a" />);
    fireEvent.click(screen.getByRole('button', { name: 'natural' }));
    expect(screen.getByRole('button').textContent).toBe('extra-fast');
    first.unmount();
    render(<Pace projectId="a" />);
    expect(screen.getByRole('button').textContent).toBe('extra-fast');
    cleanup();
    render(<Pace projectId="b" />);
    expect(screen.getByRole('button').textContent).toBe('natural');
  });

  it('falls back to natural when nothing valid is stored', () => {
    expect(readSavedPace('x', { getItem: () => 'warp-speed' })).toBe('natural');
    expect(readSavedPace('x', { getItem: () => null })).toBe('natural');
    expect(readSavedPace('x', { getItem: () => 'fast' })).toBe('fast');
  });
});
