import { DEFAULT_STYLE, type StyleSettings } from '@wordreel/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmphasisPanel } from './emphasis-panel.tsx';

afterEach(cleanup);

function renderPanel(style: StyleSettings = DEFAULT_STYLE) {
  const changes: StyleSettings[] = [];
  render(<EmphasisPanel style={style} hindi={false} onChange={(next) => changes.push(next)} />);
  return changes;
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

describe('EmphasisPanel page layout', () => {
  it('should set a number of lines per page and clear it again with its none option', () => {
    const changes = renderPanel({
      ...DEFAULT_STYLE,
      emphasis: { ...DEFAULT_STYLE.emphasis, linesPerPage: 2 },
    });
    expect(select('Lines per page').value).toBe('2');
    fireEvent.change(select('Lines per page'), { target: { value: '' } });
    fireEvent.change(select('Characters per line'), { target: { value: '16' } });
    expect(changes.map((c) => [c.emphasis.linesPerPage, c.emphasis.maxCharsPerLine])).toEqual([
      [null, DEFAULT_STYLE.emphasis.maxCharsPerLine],
      [2, 16],
    ]);
  });

  it('should offer the none choice first, named for what the layout does then', () => {
    renderPanel();
    expect([...select('Words per page').options].map((o) => o.text).slice(0, 2)).toEqual(['By timing', '1']);
    expect(select('Lines per page').options[0]?.text).toBe('Any');
    expect(select('Characters per line').options[0]?.text).toBe('Fit the frame');
  });

  it('should not offer words per page while one word at a time is on', () => {
    renderPanel({ ...DEFAULT_STYLE, emphasis: { ...DEFAULT_STYLE.emphasis, oneWord: true } });
    expect(select('Words per page').disabled).toBe(true);
    expect(select('Lines per page').disabled).toBe(false);
  });
});
