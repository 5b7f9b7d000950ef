import { describe, expect, it } from 'vitest';
import { DEFAULT_EMPHASIS } from '../captions/emphasis.ts';
import { retimeEmphasis } from './retime-emphasis.ts';
import { playbackRanges } from './time-map.ts';

const word = (text: string, startMs: number) => ({
  text,
  startMs,
  endMs: startMs + 200,
  confidence: 1,
  timestampMs: startMs,
});

describe('retimeEmphasis', () => {
  it('should move per-word settings with their words and drop those of cut words', () => {
    const captions = [word('Keep', 0), word(' cut', 1000), word(' later', 2000)];
    const ranges = playbackRanges({
      kept: [
        { startMs: 0, endMs: 500 },
        { startMs: 1900, endMs: 3000 },
      ],
    });
    const moved = retimeEmphasis(
      {
        ...DEFAULT_EMPHASIS,
        words: [
          { atMs: 0, bold: true },
          { atMs: 1000, hidden: true },
          { atMs: 2000, highlight: true },
        ],
        emojiPicks: [{ atMs: 2000, emoji: '🔥' }],
        breaks: [{ atMs: 1000, kind: 'break' }],
      },
      captions,
      ranges,
    );
    expect(moved.words).toEqual([
      { atMs: 0, bold: true },
      { atMs: 600, highlight: true },
    ]);
    expect(moved.emojiPicks).toEqual([{ atMs: 600, emoji: '🔥' }]);
    expect(moved.breaks).toEqual([]);
  });
});
