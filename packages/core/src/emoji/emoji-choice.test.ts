import { describe, expect, it } from 'vitest';
import { chooseEmoji, emojiForWord, EMOJI_SPACING_MS } from './emoji-choice.ts';
import { searchEmoji } from './emoji-set.ts';
import { emojiBox } from './emoji-layout.ts';
import type { CaptionPage } from '../captions/paging.ts';

const page = (text: string, startMs: number): CaptionPage => ({
  text,
  startMs,
  endMs: startMs + 1000,
  tokens: text.split(/(?= )/).map((t, i) => ({
    text: t,
    fromMs: startMs + i * 100,
    toMs: startMs + i * 100 + 90,
    wordId: `t${startMs + i * 100}`,
  })),
});

describe('emoji choice', () => {
  it('should match only strong words', () => {
    expect(emojiForWord(' fire')).toBe('🔥');
    expect(emojiForWord(' Pizza!')).toBe('🍕');
    expect(emojiForWord(' rockets')).toBe('🚀');
    expect(emojiForWord(' coffee')).toBe('☕');
    expect(emojiForWord(' the')).toBeUndefined();
    expect(emojiForWord(' watch')).toBeUndefined();
    expect(emojiForWord(' people')).toBeUndefined();
  });

  it('should give at most one emoji per page and one every few seconds, picks first', () => {
    const pages = [
      page('Feel the fire', 0),
      page(' more pizza', 1000),
      page(' the rocket', EMOJI_SPACING_MS),
      page(' plain words', 5000),
    ];
    expect(chooseEmoji(pages, { auto: true, picks: [] })).toEqual(['🔥', null, '🚀', null]);
    expect(chooseEmoji(pages, { auto: false, picks: [] })).toEqual([null, null, null, null]);
    const picks = [
      { wordId: 't1100', emoji: '🎉' },
      { wordId: 't0', emoji: null },
    ];
    expect(chooseEmoji(pages, { auto: true, picks })).toEqual([null, '🎉', '🚀', null]);
  });

  it('should search the set by keyword', () => {
    expect(searchEmoji('pizz').map((e) => e.emoji)).toContain('🍕');
    expect(searchEmoji('zzzznothing')).toEqual([]);
  });

  it('should place the emoji above the block or after the last word, inside the frame', () => {
    const layout = {
      lines: [],
      lineWidths: [400, 200],
      lineHeights: [100, 100],
      width: 400,
      height: 200,
      rtl: false,
      x: 540,
      y: 1400,
    };
    const above = emojiBox(layout, 'above', 90, { width: 1080, height: 1920 });
    expect(above.size).toBe(113);
    expect(Math.abs(above.x + above.size / 2 - 540)).toBeLessThanOrEqual(1);
    expect(above.y + above.size).toBeLessThan(1300);
    const after = emojiBox(layout, 'after', 90, { width: 1080, height: 1920 });
    expect(after.x).toBeGreaterThan(640);
    expect(Math.abs(after.y + after.size / 2 - 1450)).toBeLessThanOrEqual(1); // A right-to-left page ends on the left: the emoji sits left of its last line (200 wide around 540).
    const rtlAfter = emojiBox({ ...layout, rtl: true }, 'after', 90, { width: 1080, height: 1920 });
    expect(rtlAfter.x + rtlAfter.size).toBeLessThan(440);
    expect(rtlAfter.y).toBe(after.y);
  });
});
