import { type CaptionList, DEFAULT_EMPHASIS } from '@wordreel/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WordReviewBar } from './word-review-bar.tsx';
import { captionWord } from '../../../test-support/caption-word.ts';

afterEach(cleanup);

const word = captionWord;
const LIST: CaptionList = [
  word('Mr.', 0, 300, 0.9),
  word(' coulter', 300, 800, 0.2),
  word(' is', 900, 1100, 0.9),
];

function renderBar(selected: number, list: CaptionList = LIST) {
  const onEdit = vi.fn();
  const onSelect = vi.fn();
  const onEmphasis = vi.fn();
  const onAddToVocabulary = vi.fn();
  render(
    <WordReviewBar
      list={list}
      selected={selected}
      onSelect={onSelect}
      onEdit={onEdit}
      emphasis={DEFAULT_EMPHASIS}
      onEmphasis={onEmphasis}
      onAddToVocabulary={onAddToVocabulary}
    />,
  );
  return { onEdit, onSelect, onEmphasis, onAddToVocabulary };
}

describe('WordReviewBar', () => {
  it('should count the unsure words and step to the next one with the button and F8', () => {
    const { onSelect } = renderBar(-1);
    expect(screen.getByText('1 unsure word')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Review next/ }));
    expect(onSelect).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(document.body, { key: 'F8' });
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('should step back to the previous unsure word with the button and Shift+F8, wrapping', () => {
    const two = [...LIST, word(' apostle', 1100, 1600, 0.3)];
    const { onSelect } = renderBar(3, two);
    expect(screen.getByText('2 unsure words')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous unsure word' }));
    expect(onSelect).toHaveBeenLastCalledWith(1);
    cleanup();
    const before = renderBar(1, two);
    fireEvent.keyDown(document.body, { key: 'F8', shiftKey: true });
    expect(before.onSelect).toHaveBeenLastCalledWith(3);
    fireEvent.keyDown(document.body, { key: 'F8' });
    expect(before.onSelect).toHaveBeenLastCalledWith(3);
  });

  it("should nudge the selected word's start and end, mark it checked, break the page and add it to the vocabulary", () => {
    const { onEdit, onEmphasis, onAddToVocabulary } = renderBar(1);
    expect(screen.getByText('0.30 s – 0.80 s')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '+1f: move the start one frame later' }));
    expect((onEdit.mock.lastCall?.[0] as CaptionList)[1]).toMatchObject({ startMs: 333, endMs: 800 });
    fireEvent.click(screen.getByRole('button', { name: '+100: move the end 100 ms later' }));
    expect((onEdit.mock.lastCall?.[0] as CaptionList)[1]).toMatchObject({ startMs: 300, endMs: 900 });
    fireEvent.click(screen.getByRole('button', { name: 'Looks right' }));
    expect((onEdit.mock.lastCall?.[0] as CaptionList)[1]?.confidence).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'New page from here' }));
    expect(onEmphasis).toHaveBeenLastCalledWith(
      expect.objectContaining({ breaks: [{ wordId: 't300', kind: 'break' }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to vocabulary' }));
    expect(onAddToVocabulary).toHaveBeenCalledWith('coulter');
  });

  it('should name each nudge by its compact label and then its units, and show them in its tooltip', () => {
    renderBar(1);
    const start = within(screen.getByRole('group', { name: 'Move the start' })).getAllByRole('button');
    const end = within(screen.getByRole('group', { name: 'Move the end' })).getAllByRole('button');
    expect(start.map((b) => b.textContent)).toEqual(['−100', '−1f', '+1f', '+100']);
    expect(start.map((b) => b.getAttribute('aria-label'))).toEqual([
      '−100: move the start 100 ms earlier',
      '−1f: move the start one frame earlier',
      '+1f: move the start one frame later',
      '+100: move the start 100 ms later',
    ]);
    expect(start.map((b) => b.title)).toEqual([
      'Move the start 100 ms earlier (Ctrl+Alt+←)',
      'Move the start one frame earlier (Alt+←)',
      'Move the start one frame later (Alt+→)',
      'Move the start 100 ms later (Ctrl+Alt+→)',
    ]);
    expect(end[0]?.title).toBe('Move the end 100 ms earlier (Ctrl+Alt+Shift+←)');
    expect(end[3]?.getAttribute('aria-keyshortcuts')).toBe('Control+Alt+Shift+ArrowRight');
  });
});
