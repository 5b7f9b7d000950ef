import { applyCuts, type CaptionList, type CutProposal, type EditList, uncutEditList } from '@wordreel/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditProposals } from './edit-proposals.tsx';
import {
  cutFlags,
  cutOrRestoreWords,
  NO_SELECTION,
  type WordSelection,
  clickWord,
  moveSelection,
} from './edit-selection.ts';
import { EditTranscript } from './edit-transcript.tsx';
import { captionWord } from '../../../test-support/caption-word.ts';

afterEach(cleanup);

const w = captionWord;
const words: CaptionList = [
  w('Fresh', 0, 400),
  w(' bread', 500, 900),
  w(' um', 1000, 1200),
  w(' every', 1300, 1700),
  w(' day', 1800, 2200),
];
const DURATION = 3000;

describe('word selection', () => {
  it('clicks, shift-clicks and moves with the arrows (shift extends)', () => {
    let s: WordSelection = clickWord(NO_SELECTION, 1, false);
    expect(s).toEqual({ anchor: 1, focus: 1 });
    s = clickWord(s, 3, true);
    expect(s).toEqual({ anchor: 1, focus: 3 });
    expect(moveSelection(s, 1, true, 5)).toEqual({ anchor: 1, focus: 4 });
    expect(moveSelection(s, 1, false, 5)).toEqual({ anchor: 4, focus: 4 });
    expect(moveSelection({ anchor: 4, focus: 4 }, 1, false, 5)).toEqual({ anchor: 4, focus: 4 });
    expect(moveSelection(NO_SELECTION, 1, false, 5)).toEqual({ anchor: 0, focus: 0 });
  });

  it('cuts selected words whole, leaves their neighbours, and puts them back', () => {
    const list = uncutEditList(DURATION);
    const cut = cutOrRestoreWords(list, words, [2, 3], DURATION);
    expect(cut.restored).toBe(false);
    expect(cutFlags(words, cut.list)).toEqual([false, false, true, true, false]);
    // Every cut boundary lies between words, never inside one.
    for (const r of cut.list.kept) {
      for (const word of words) expect(r.startMs <= word.startMs || r.startMs >= word.endMs).toBe(true);
    }
    const back = cutOrRestoreWords(cut.list, words, [2, 3], DURATION);
    expect(back.restored).toBe(true);
    expect(back.list.kept).toEqual(list.kept);
  });
});

function TranscriptHarness({ onDeleteCalls }: { onDeleteCalls: WordSelection[] }) {
  const [list, setList] = useState<EditList>(uncutEditList(DURATION));
  const [selection, setSelection] = useState<WordSelection>(NO_SELECTION);
  return (
    <EditTranscript
      words={words}
      cut={cutFlags(words, list)}
      zoomed={words.map(() => false)}
      activeIndex={-1}
      selection={selection}
      onSelect={setSelection}
      onDelete={() => {
        onDeleteCalls.push(selection);
        const from = Math.min(selection.anchor, selection.focus);
        const to = Math.max(selection.anchor, selection.focus);
        setList((l) => cutOrRestoreWords(l, words, [from, to], DURATION).list);
      }}
      onSeek={() => undefined}
    />
  );
}

describe('EditTranscript', () => {
  it('selects words with the pointer and keyboard, and Delete strikes them through and back', () => {
    const calls: WordSelection[] = [];
    render(<TranscriptHarness onDeleteCalls={calls} />);
    const box = screen.getByRole('listbox', { name: 'Transcript' });
    fireEvent.pointerDown(screen.getByRole('option', { name: 'um' }), { button: 0 });
    fireEvent.keyDown(box, { key: 'ArrowRight', shiftKey: true });
    expect(screen.getByRole('option', { name: 'um' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: 'every' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: 'day' }).getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(box, { key: 'Delete' });
    expect(calls).toEqual([{ anchor: 2, focus: 3 }]);
    expect(screen.getByRole('option', { name: /^\(cut\) ?um$/ }).dataset.cut).toBe('true');
    expect(screen.getByRole('option', { name: /^\(cut\) ?every$/ }).dataset.cut).toBe('true');
    expect(screen.getByRole('option', { name: 'bread' }).dataset.cut).toBeUndefined();
    fireEvent.keyDown(box, { key: 'Backspace' });
    expect(screen.getByRole('option', { name: 'um' }).dataset.cut).toBeUndefined();
  });
});

const proposal = (
  id: string,
  kind: CutProposal['kind'],
  startMs: number,
  endMs: number,
  cut = '',
): CutProposal => ({
  id,
  kind,
  startMs,
  endMs,
  savedMs: endMs - startMs,
  firstWord: 0,
  wordCount: cut ? 1 : 0,
  before: 'fresh bread',
  cut,
  after: 'every day',
});
const proposals = [
  proposal('s1', 'silence', 2300, 2900),
  proposal('f1', 'filler', 950, 1250, 'um'),
  proposal('r1', 'retake', 0, 450, 'Fresh'),
];

function ProposalsHarness({ cuts }: { cuts: string[][] }) {
  const [list, setList] = useState<EditList>(uncutEditList(DURATION));
  return (
    <EditProposals
      list={list}
      pace="natural"
      onPace={() => undefined}
      proposals={proposals}
      loading={false}
      failed={null}
      usedVoiceActivity
      onCut={(ps) => {
        cuts.push(ps.map((p) => p.id));
        setList((l) => applyCuts(l, ps));
      }}
      onRestore={() => undefined}
      onSeek={() => undefined}
    />
  );
}

describe('EditProposals', () => {
  it('cuts one suggestion, skips another, and Tighten cuts what is left in one step', () => {
    const cuts: string[][] = [];
    render(<ProposalsHarness cuts={cuts} />);
    expect(screen.getByText(/Cuts all 3 suggestions, saves 1.4 s/)).toBeTruthy();
    const fillers = screen.getByRole('group', { name: /Filler words/ });
    fireEvent.click(within(fillers).getByRole('button', { name: /Filler words/ }));
    fireEvent.click(within(fillers).getByRole('button', { name: 'Cut' }));
    expect(cuts).toEqual([['f1']]);
    expect(within(fillers).getByRole('button', { name: 'Restore' })).toBeTruthy();
    const retakes = screen.getByRole('group', { name: /Retakes/ });
    fireEvent.click(within(retakes).getByRole('button', { name: 'Skip all' }));
    expect(screen.getByText(/Cuts the 1 suggestion, saves 0.6 s/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tighten' }));
    expect(cuts).toEqual([['f1'], ['s1']]);
    expect(screen.getByText('Nothing left to cut at this pace.')).toBeTruthy();
  });
});
