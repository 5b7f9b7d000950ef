import { describe, expect, it } from 'vitest';
import { balancedLineStarts, type BreakableWord } from './line-breaks.ts';

/** Words measured as monospace characters: one unit a letter, one the space before. */
const mono = (text: string): BreakableWord[] =>
  text.split(' ').map((word) => ({ alone: word.length, after: word.length + 1, chars: word.length }));

const lines = (text: string, maxWidth: number, maxChars = Infinity) => {
  const words = text.split(' ');
  const starts = balancedLineStarts(mono(text), maxWidth, maxChars);
  return starts.map((start, i) => words.slice(start, starts[i + 1] ?? words.length).join(' '));
};

/** Fills each line in turn (what CSS does). */
function fill(text: string, maxWidth: number): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    const last = out.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxWidth)
      out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/** Every way to break `text` into `count` lines that fit, tried: the shortest longest line among them. */
function shortestLongest(text: string, count: number, maxWidth: number): number {
  const words = text.split(' ');
  let best = Infinity;
  const walk = (from: number, left: number, longest: number) => {
    if (left === 0) {
      if (from === words.length) best = Math.min(best, longest);
      return;
    }
    for (let to = from + 1; to <= words.length; to++) {
      const line = words.slice(from, to).join(' ');
      if (line.length > maxWidth) break;
      walk(to, left - 1, Math.max(longest, line.length));
    }
  };
  walk(0, count, 0);
  return best;
}

describe('balancedLineStarts', () => {
  it('should keep a page that fits on one line whole', () => {
    expect(lines('and then at leisure to', 30)).toEqual(['and then at leisure to']);
  });

  it('should share the words of two lines evenly instead of leaving one alone', () => {
    // Filling each line would give "and then at leisure" / "to".
    expect(lines('and then at leisure to', 19)).toEqual(['and then at', 'leisure to']);
  });

  it('should use as few lines as filling would, with the shortest longest line of any such breaking', () => {
    const text = 'so today we are going to look at three quick ways to make better videos';
    for (const maxWidth of [14, 20, 26, 33]) {
      const result = lines(text, maxWidth);
      const filled = fill(text, maxWidth);
      expect(result).toHaveLength(filled.length);
      expect(result.join(' ')).toBe(text);
      expect(Math.max(...result.map((l) => l.length))).toBe(shortestLongest(text, filled.length, maxWidth));
    }
  });

  it('should hold the character limit, spaces counted', () => {
    const result = lines('one two three four five six', 100, 9);
    expect(result.every((l) => l.length <= 9)).toBe(true);
    expect(result).toEqual(['one two', 'three', 'four', 'five six']);
  });

  it('should give a word wider than the line a line of its own', () => {
    expect(lines('a extraordinarily b', 6)).toEqual(['a', 'extraordinarily', 'b']);
  });

  it('should prefer even lines when the longest line ties', () => {
    // "aaaa bb" / "cc" and "aaaa" / "bb cc" both have a longest line of 7 and 5: the even one wins.
    expect(lines('aaaa bb cc', 7)).toEqual(['aaaa', 'bb cc']);
  });

  it('should answer no lines for no words', () => {
    expect(balancedLineStarts([], 100, Infinity)).toEqual([]);
  });
});
