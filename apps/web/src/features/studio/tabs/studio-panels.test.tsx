import type { CaptionList } from '@wordreel/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CaptionsTab } from './captions-tab.tsx';
import { StudioTabs } from './studio-tabs.tsx';
import { captionWord } from '../../../test-support/caption-word.ts';

afterEach(cleanup);

const w = captionWord;
const list: CaptionList = [w('Fresh', 0, 400), w(' bread', 400, 900), w(' daily', 2000, 2500)];

function renderCaptions(captions: CaptionList, edits: (CaptionList | null)[] = [], seeks: number[] = []) {
  const noop = () => undefined;
  return render(
    <CaptionsTab
      list={captions}
      activeIndex={1}
      meta={null}
      canUndo={false}
      canRedo={false}
      srtHref="/a.srt"
      vttHref="/a.vtt"
      onEdit={(next) => edits.push(next)}
      onUndo={noop}
      onRedo={noop}
      onSeek={(ms) => seeks.push(ms)}
      onImport={() => Promise.resolve()}
      onScript={() => Promise.resolve()}
      onMessage={noop}
    />,
  );
}

describe('CaptionsTab', () => {
  it("should say 'No Captions' when there are none, and offer no empty SRT or VTT file", () => {
    renderCaptions([]);
    expect(screen.getByText('No Captions')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download (SRT|VTT)/ })).toBeNull();
  });

  it('should offer the SRT and VTT files once there are words', () => {
    renderCaptions(list);
    expect(screen.getByRole('link', { name: 'Download SRT' }).getAttribute('href')).toBe('/a.srt');
    expect(screen.getByRole('link', { name: 'Download VTT' }).getAttribute('href')).toBe('/a.vtt');
  });

  it('should show a chip per word on its page, mark the spoken one and seek when a chip is focused', () => {
    const seeks: number[] = [];
    renderCaptions(list, [], seeks);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Caption word bread' }).getAttribute('aria-current')).toBe(
      'true',
    );
    fireEvent.focus(screen.getByRole('textbox', { name: 'Caption word daily' }));
    expect(seeks).toEqual([2000]);
  });

  it('should commit an edit on leaving the field, keeping the leading space of a later word', () => {
    const edits: (CaptionList | null)[] = [];
    renderCaptions(list, edits);
    const chip = screen.getByRole('textbox', { name: 'Caption word bread' });
    fireEvent.change(chip, { target: { value: 'loaf' } });
    fireEvent.blur(chip);
    expect(edits[0]?.map((x) => x.text)).toEqual(['Fresh', ' loaf', ' daily']);
  });

  it('should not send anything when a field is left unchanged', () => {
    const edits: (CaptionList | null)[] = [];
    renderCaptions(list, edits);
    fireEvent.blur(screen.getByRole('textbox', { name: 'Caption word bread' }));
    expect(edits).toEqual([]);
  });

  it("should show a word's timing while it is being edited, and give it to screen readers with the word", () => {
    renderCaptions(list, []);
    const word = screen.getByRole('textbox', { name: 'Caption word bread' });
    // jsdom's name computation knows no aria-description; Chromium's is checked in captions-review.spec.
    expect(word.getAttribute('aria-description')).toMatch(/^\d+\.\d\d s to \d+\.\d\d s$/);
    fireEvent.focus(word);
    expect(screen.getByText(/^bread: \d+\.\d\d s – \d+\.\d\d s$/)).toBeTruthy();
    fireEvent.blur(word);
    expect(screen.queryByText(/^bread: /)).toBeNull();
  });

  it('should join two words with the button between them', () => {
    const edits: (CaptionList | null)[] = [];
    renderCaptions(list, edits);
    fireEvent.click(screen.getByRole('button', { name: 'Join Fresh and bread' }));
    expect(edits[0]?.map((x) => x.text)).toEqual(['Fresh bread', ' daily']);
  });
});

function Tabs() {
  const [selected, setSelected] = useState('a');
  return (
    <StudioTabs
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'a', label: 'Style', panel: <p>style panel</p> },
        { id: 'b', label: 'Captions', panel: <p>captions panel</p> },
        { id: 'c', label: 'Boost', panel: <p>boost panel</p> },
      ]}
    />
  );
}

describe('StudioTabs', () => {
  it('should move between tabs with the arrow keys, wrapping around, and show only the open panel', () => {
    render(<Tabs />);
    const style = screen.getByRole('tab', { name: 'Style' });
    expect(style.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(style, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Boost' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('boost panel');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Boost' }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Boost' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('style panel');
    expect(screen.getByRole('tab', { name: 'Captions' }).getAttribute('tabindex')).toBe('-1');
  });
});
