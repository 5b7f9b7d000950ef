import type { CaptionItem } from '../captions.ts';
import { withWordIds } from './word-ids.ts';

/** Words that start within this many ms of a page's first word share the page (spec section 5). */
export const PAGE_MERGE_WINDOW_MS = 1200;

export interface CaptionToken {
  text: string;
  fromMs: number;
  toMs: number;
  /** The word's stable id (captions/word-ids.ts). */
  wordId?: string;
  /** Per-word look from the emphasis settings (page-rules.ts); none for plain time pages. */
  look?: WordLook;
}

export interface WordLook {
  colour?: string;
  bold?: boolean;
  /** Drawn in the highlight colour at the highlight scale. */
  highlight?: boolean;
}

/** A caption page (spec section 3) plus `endMs`, when it leaves the screen. */
export interface CaptionPage {
  text: string;
  startMs: number;
  endMs: number;
  tokens: CaptionToken[];
}

/**
 * Groups words into pages: a word joins the current page while it starts less than 1200 ms after the
 * page's start. A page stays up until the next one starts, but no longer than one merge window after
 * its last word ends (so a long silence clears the screen).
 */
export function groupCaptionPages(
  captions: readonly CaptionItem[],
  windowMs = PAGE_MERGE_WINDOW_MS,
): CaptionPage[] {
  const pages: CaptionPage[] = [];
  const sorted = withWordIds([...captions].sort((a, b) => a.startMs - b.startMs));
  let current: CaptionPage | undefined;
  for (const item of sorted) {
    const token = {
      text: item.text,
      fromMs: item.startMs,
      toMs: Math.max(item.endMs, item.startMs),
      wordId: item.id as string,
    };
    if (current && item.startMs - current.startMs < windowMs) {
      current.tokens.push(token);
      current.text += item.text;
    } else {
      current = { text: item.text, startMs: item.startMs, endMs: 0, tokens: [token] };
      pages.push(current);
    }
  }
  setPageEnds(pages, windowMs);
  return pages;
}

/**
 * A page stays up until the next one starts, but no longer than one merge window after its last word
 * ends (so a long silence clears the screen).
 */
export function setPageEnds(pages: CaptionPage[], windowMs = PAGE_MERGE_WINDOW_MS): void {
  pages.forEach((page, i) => {
    const lastEnd = Math.max(...page.tokens.map((t) => t.toMs), page.startMs);
    const next = pages[i + 1];
    page.endMs = Math.min(lastEnd + windowMs, next ? next.startMs : Number.POSITIVE_INFINITY);
  });
}
