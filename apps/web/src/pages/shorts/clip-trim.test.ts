import type { CaptionItem, ClipCandidate } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { clipLength, moveClipEdge, trimmedCandidate } from './clip-trim.ts';

const words: CaptionItem[] = 'Why do you post every day? Because it works. And it was fine.'
  .split(' ')
  .map((text, i) => ({
    text: i ? ` ${text}` : text,
    startMs: i * 400,
    endMs: i * 400 + 300,
    confidence: 1,
    timestampMs: i * 400,
  }));

const original: ClipCandidate = {
  id: '0-8',
  firstWord: 0,
  lastWord: 8,
  startMs: 0,
  endMs: 3600,
  score: 70,
  reason: 'Opens with a question; a complete thought',
  title: 'A title from the LLM',
  text: 'Why do you post every day? Because it works.',
};

describe('moveClipEdge', () => {
  it('should move an edge by words and never past the other edge or out of the transcript', () => {
    expect(moveClipEdge({ firstWord: 2, lastWord: 5 }, 'start', -1, words.length)).toEqual({
      firstWord: 1,
      lastWord: 5,
    });
    expect(moveClipEdge({ firstWord: 2, lastWord: 5 }, 'start', 10, words.length)).toEqual({
      firstWord: 5,
      lastWord: 5,
    });
    expect(moveClipEdge({ firstWord: 0, lastWord: 5 }, 'start', -1, words.length)).toEqual({
      firstWord: 0,
      lastWord: 5,
    });
    expect(moveClipEdge({ firstWord: 2, lastWord: 5 }, 'end', 100, words.length)).toEqual({
      firstWord: 2,
      lastWord: words.length - 1,
    });
    expect(moveClipEdge({ firstWord: 2, lastWord: 5 }, 'end', -10, words.length)).toEqual({
      firstWord: 2,
      lastWord: 2,
    });
  });
});

describe('trimmedCandidate', () => {
  it('should keep the server candidate untouched, and re-score a trimmed one', () => {
    expect(trimmedCandidate(words, original, { firstWord: 0, lastWord: 8 })).toBe(original);
    const longer = trimmedCandidate(words, original, { firstWord: 0, lastWord: 12 });
    expect(longer.text).toBe('Why do you post every day? Because it works. And it was fine.');
    expect(longer.title).toBe('A title from the LLM');
    const dangling = trimmedCandidate(words, original, { firstWord: 9, lastWord: 12 });
    expect(dangling.reason).toContain('starts with “and”, pointing back');
    expect(dangling.title).toBe('And it was fine');
    expect(dangling.score).toBeLessThan(longer.score);
  });
});

describe('clipLength', () => {
  it('should show m:ss', () => {
    expect(clipLength(59_600)).toBe('1:00');
    expect(clipLength(125_000)).toBe('2:05');
  });
});
