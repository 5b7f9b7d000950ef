import { describe, expect, it } from 'vitest';
import type { CaptionItem } from '../captions.ts';
import { applyCuts, uncutEditList } from './edit-list.ts';
import { autoZooms, isSpanCut, openProposals, wordsSpan, zoomAtWord } from './word-edits.ts';
import { zoompanCrop } from './zoom.ts';
import type { CutProposal } from './find-cuts.ts';

const word = (text: string, startMs: number, endMs: number): CaptionItem => ({
  text,
  startMs,
  endMs,
  confidence: 1,
  timestampMs: startMs,
});
const words = [
  word('One', 0, 400),
  word(' two', 600, 1000),
  word(' three', 1000, 1400),
  word(' four', 2000, 2400),
];

describe('wordsSpan', () => {
  it('runs from the silence before the first word to the silence after the last', () => {
    expect(wordsSpan(words, 1, 1, 3000)).toEqual({ startMs: 500, endMs: 1000 });
    expect(wordsSpan(words, 2, 1, 3000)).toEqual({ startMs: 500, endMs: 1700 });
    // The last word: up to 100 ms after it; the first: from 100 ms before (or 0).
    expect(wordsSpan(words, 3, 3, 3000)).toEqual({ startMs: 1700, endMs: 2500 });
    expect(wordsSpan(words, 0, 0, 3000)).toEqual({ startMs: 0, endMs: 500 });
  });
});

describe('isSpanCut and openProposals', () => {
  it('says a span is cut once less than a frame of it is kept', () => {
    const list = applyCuts(uncutEditList(3000), [{ startMs: 500, endMs: 1000 }]);
    expect(isSpanCut(list, { startMs: 500, endMs: 1000 })).toBe(true);
    expect(isSpanCut(list, { startMs: 480, endMs: 1010 })).toBe(true);
    expect(isSpanCut(list, { startMs: 400, endMs: 1100 })).toBe(false);
    const p = { id: 'a', startMs: 500, endMs: 1000 } as CutProposal;
    const q = { id: 'b', startMs: 1500, endMs: 1800 } as CutProposal;
    expect(openProposals(list, [p, q]).map((x) => x.id)).toEqual(['b']);
  });
});

describe('zoomAtWord', () => {
  it('starts just before the word, lasts the chosen time and stays inside the video', () => {
    expect(zoomAtWord(words[1] as CaptionItem, 1.5, 3000, 1.2)).toEqual({
      startMs: 500,
      endMs: 2000,
      scale: 1.2,
    });
    expect(zoomAtWord(words[3] as CaptionItem, 2, 3000)).toEqual({ startMs: 1900, endMs: 3000, scale: 1.12 });
  });
});

describe('zoompanCrop', () => {
  it('names the whole-pixel, even-offset crop ffmpeg’s zoompan takes', () => {
    expect(zoompanCrop(1, 1080, 1920)).toEqual({ x: 0, y: 0, w: 1080, h: 1920 });
    expect(zoompanCrop(1.2, 1080, 1920)).toEqual({ x: 90, y: 160, w: 900, h: 1600 });
    // 1080/1.0148 = 1064.2 → 1064; offset 7.9 → 7 → 6 (even).
    expect(zoompanCrop(1.0148, 1080, 1920)).toEqual({ x: 6, y: 14, w: 1064, h: 1891 });
  });
});

describe('autoZooms', () => {
  const said = (text: string, at: number) =>
    text.split(' ').map((t, i) => word(i === 0 ? t : ` ${t}`, at + i * 400, at + i * 400 + 300));
  it('zooms on sentence starts at least 4 s apart, and never on a cut word', () => {
    const list = [
      ...said('Bread is easy.', 0),
      ...said('You need flour.', 1500),
      ...said('And water too.', 5000),
      ...said('Then you wait a while', 10500),
    ];
    expect(autoZooms(list, 13000).map((z) => z.startMs)).toEqual([0, 4900, 10400]);
    const skip = list.map((_, i) => i === 6);
    // "And" cut: no sentence start between 0 and 10.5 s, so the 8 s rule puts one on "water".
    expect(autoZooms(list, 13000, skip).map((z) => z.startMs)).toEqual([0, 5300, 10400]);
  });
});
