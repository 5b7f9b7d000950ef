import type { CaptionItem } from '../captions.ts';

/** The spec's spacing rule: the first word has no leading space, every later word has exactly one. */
export function withLeadingSpaces(list: readonly CaptionItem[]): CaptionItem[] {
  return list.map((item, i) => ({ ...item, text: spaced(item.text, i) }));
}

/** One word's text with the spacing its position needs. */
export function spaced(text: string, index: number): string {
  const bare = text.trim();
  return index === 0 ? bare : ` ${bare}`;
}

/** Splits free text into words on whitespace; punctuation stays attached to its word. */
export function splitWords(text: string): string[] {
  return text.split(/\s+/u).filter((w) => w.length > 0);
}

export interface TimeSpan {
  startMs: number;
  endMs: number;
}

/**
 * Gives each word a share of the spans proportional to its character length (a long word takes
 * longer to say). The spans are laid end to end, so time outside them (silence between speech
 * regions) goes to no word. Returns whole-millisecond, contiguous, non-overlapping times.
 */
export function distributeByLength(words: readonly string[], spans: readonly TimeSpan[]): TimeSpan[] {
  const usable = spans.filter((s) => s.endMs > s.startMs);
  if (words.length === 0 || usable.length === 0) return [];
  const total = usable.reduce((sum, s) => sum + (s.endMs - s.startMs), 0);
  const weights = words.map((w) => Math.max(1, [...w.replace(/[^\p{L}\p{N}]/gu, '')].length));
  const weightSum = weights.reduce((a, b) => a + b, 0);

  // Maps a position on the laid-end-to-end speech time line back to real time. At a seam between two
  // regions a start belongs to the next region and an end to the previous one, so no word starts in silence.
  const at = (offset: number, side: 'start' | 'end'): number => {
    let left = offset;
    for (const s of usable) {
      const len = s.endMs - s.startMs;
      if (side === 'start' ? left < len : left <= len) return s.startMs + left;
      left -= len;
    }
    return (usable[usable.length - 1] as TimeSpan).endMs;
  };

  const out: TimeSpan[] = [];
  let cumulative = 0;
  for (const w of weights) {
    const startMs = Math.round(at((cumulative / weightSum) * total, 'start'));
    cumulative += w;
    const endMs = Math.round(at((cumulative / weightSum) * total, 'end'));
    out.push({ startMs, endMs: Math.max(endMs, startMs) });
  }
  return out;
}
