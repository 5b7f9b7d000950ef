import { describe, expect, it } from 'vitest';
import { groupCaptionPages } from './paging.ts';

const word = (text: string, startMs: number, endMs: number) => ({
  text,
  startMs,
  endMs,
  confidence: 1,
  timestampMs: startMs,
});

describe('groupCaptionPages', () => {
  it('should put words starting within 1200 ms of the page start on one page', () => {
    const pages = groupCaptionPages([
      word('One', 0, 300),
      word(' two', 600, 900),
      word(' three', 1199, 1500),
      word(' four', 1200, 1400),
    ]);
    expect(pages.map((p) => p.text)).toEqual(['One two three', ' four']);
    expect(pages[0]?.tokens).toEqual([
      { text: 'One', fromMs: 0, toMs: 300, wordId: 't0' },
      { text: ' two', fromMs: 600, toMs: 900, wordId: 't600' },
      { text: ' three', fromMs: 1199, toMs: 1500, wordId: 't1199' },
    ]);
    expect(pages[1]?.startMs).toBe(1200);
  });

  it('should keep a page until the next starts, but clear it one window after its last word in a long pause', () => {
    const pages = groupCaptionPages([
      word('Hi', 0, 500),
      word(' there', 2000, 2300),
      word(' again', 9000, 9400),
    ]);
    expect(pages.map((p) => p.endMs)).toEqual([1700, 3500, 10600]);
  });

  it('should give no pages for no captions', () => {
    expect(groupCaptionPages([])).toEqual([]);
  });
});
