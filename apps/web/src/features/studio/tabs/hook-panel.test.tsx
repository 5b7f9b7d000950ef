import type { HookTitle } from '@wordreel/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HookPanel } from './hook-panel.tsx';

afterEach(cleanup);

/** The panel with its draft kept as the Boost tab keeps it. */
function Hook({ title }: { title: string }) {
  const [draft, setDraft] = useState<HookTitle | null>({
    text: 'Watch this',
    style: 'box',
    yPos: 20,
    durationMs: 3000,
  });
  return <HookPanel draft={draft} problem={null} title={title} onChange={setDraft} />;
}

const useTitle = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Use the title' });
const text = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Hook text' });

describe('HookPanel', () => {
  it('should put the title in the hook and hand the focus to the text as the button is spent', () => {
    render(<Hook title="Three tips for sourdough" />);
    useTitle().focus();
    fireEvent.click(useTitle());
    expect(text().value).toBe('Three tips for sourdough');
    expect(useTitle().disabled).toBe(true);
    expect(document.activeElement).toBe(text());
  });
});
