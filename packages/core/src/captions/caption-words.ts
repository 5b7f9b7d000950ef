import {
  type CaptionItem,
  MAX_CAPTION_WORD_CHARS,
  MAX_CAPTION_WORDS,
  TOO_MANY_WORDS_MESSAGE,
  WORD_TOO_LONG_MESSAGE,
} from '../captions.ts';

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

/** Words a second of video may carry: fast speech is 3-4, a rapper about 7. */
export const MAX_WORDS_PER_SECOND = 8;

/** Most words captions may have for a video of this length (never fewer than 100). */
export function maxWordsFor(durationMs: number): number {
  return Math.min(MAX_CAPTION_WORDS, Math.max(100, Math.ceil((durationMs / 1000) * MAX_WORDS_PER_SECOND)));
}

/**
 * Why these words (a subtitle file's or a script's, split by `splitWords`) cannot become captions of
 * a video this long: more words than it can carry (`maxWordsFor`), or a word too long for a caption
 * item once spaced; null when fine.
 */
export function captionWordsProblem(words: readonly string[], durationMs: number): string | null {
  const most = maxWordsFor(durationMs);
  if (words.length > most) {
    return most === MAX_CAPTION_WORDS
      ? TOO_MANY_WORDS_MESSAGE
      : `Captions of a video this long may have at most ${most.toLocaleString('en')} words.`;
  }
  if (words.some((w) => w.length + 1 > MAX_CAPTION_WORD_CHARS)) return WORD_TOO_LONG_MESSAGE;
  return null;
}
