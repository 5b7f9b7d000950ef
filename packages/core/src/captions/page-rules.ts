import type { CaptionItem } from '../captions.ts';
import type { CaptionEmphasis } from './emphasis.ts';
import { rankKeywords } from './keywords.ts';
import { withWordIds } from './word-ids.ts';
import { PAGE_MERGE_WINDOW_MS, setPageEnds, type CaptionPage, type CaptionToken } from './paging.ts';

/** The settings paging reads; the rest of the emphasis is drawn, not paged. */
export type PagingRules = Pick<
  CaptionEmphasis,
  'wordsPerPage' | 'oneWord' | 'breaks' | 'words' | 'highlightAuto'
>;

/** Splits `n` words into pages of at most `most`, as even as possible (7 by 3 → 3, 2, 2). */
export function evenChunks(n: number, most: number): number[] {
  const pages = Math.ceil(n / most);
  const base = Math.floor(n / pages);
  const extra = n % pages;
  return Array.from({ length: pages }, (_, i) => base + (i < extra ? 1 : 0));
}

/**
 * Caption pages under the emphasis rules, in this order: hidden words left out; pages by time (the
 * 1200 ms grouping) or one word each; pages longer than `wordsPerPage` split evenly; then the
 * creator's own breaks ("break before this word") and joins ("join with the previous page"), which win
 * over the automatic ones. Each word gets its look (colour, bold, highlight: the page's ranked
 * keywords when `highlightAuto`, then the word's own on/off). Without rules this is exactly
 * `groupCaptionPages`. A line limit can split pages further once they are laid out (see
 * `splitPageAtLine`).
 */
export function pageCaptions(
  captions: readonly CaptionItem[],
  rules: PagingRules,
  windowMs = PAGE_MERGE_WINDOW_MS,
): CaptionPage[] {
  const overrides = new Map(rules.words.map((w) => [w.wordId, w]));
  const words = withWordIds([...captions].sort((a, b) => a.startMs - b.startMs)).filter(
    (w) => !overrides.get(w.id as string)?.hidden,
  );
  const starts = words.map(() => false);
  let pageStartMs = -Infinity;
  let groupStart = 0;
  const groups: [number, number][] = [];
  words.forEach((w, i) => {
    if (rules.oneWord || i === 0 || w.startMs - pageStartMs >= windowMs) {
      if (i > 0) groups.push([groupStart, i]);
      groupStart = i;
      pageStartMs = w.startMs;
    }
  });
  if (words.length > 0) groups.push([groupStart, words.length]);
  for (const [from, to] of groups) {
    let at = from;
    for (const size of evenChunks(to - from, rules.wordsPerPage ?? to - from)) {
      starts[at] = true;
      at += size;
    }
  }
  const manual = new Map(rules.breaks.map((b) => [b.wordId, b.kind]));
  words.forEach((w, i) => {
    const kind = manual.get(w.id as string);
    if (kind === 'break') starts[i] = true;
    if (kind === 'join' && i > 0) starts[i] = false;
  });
  const pages: CaptionPage[] = [];
  let previousText = '';
  let current: CaptionPage | undefined;
  words.forEach((w, i) => {
    const token: CaptionToken = {
      text: w.text,
      fromMs: w.startMs,
      toMs: Math.max(w.endMs, w.startMs),
      wordId: w.id,
    };
    if (!current || starts[i]) {
      current = { text: '', startMs: w.startMs, endMs: 0, tokens: [] };
      pages.push(current);
    }
    current.tokens.push(token);
    current.text += w.text;
  });
  for (const page of pages) {
    const ranked = rules.highlightAuto
      ? new Set(
          rankKeywords(
            page.tokens.map((t) => t.text),
            previousText,
          ),
        )
      : new Set<number>();
    page.tokens.forEach((token, index) => {
      const own = token.wordId === undefined ? undefined : overrides.get(token.wordId);
      const highlight = own?.highlight ?? ranked.has(index);
      if (own?.colour || own?.bold || highlight) {
        token.look = {
          ...(own?.colour && { colour: own.colour }),
          ...(own?.bold && { bold: true }),
          ...(highlight && { highlight: true }),
        };
      }
    });
    previousText = page.text;
  }
  setPageEnds(pages, windowMs);
  return pages;
}

/**
 * Splits a laid-out page whose lines exceed the limit: the first `linesPerPage` lines stay, the rest
 * start a page at their first word's time (the earlier part ends there).
 */
export function splitPageAtLine(
  page: CaptionPage,
  firstTokenOfEachLine: readonly number[],
  most: number,
): CaptionPage[] {
  if (firstTokenOfEachLine.length <= most) return [page];
  const cuts: number[] = [];
  for (let line = 0; line < firstTokenOfEachLine.length; line += most) {
    cuts.push(firstTokenOfEachLine[line] ?? 0);
  }
  cuts.push(page.tokens.length);
  const parts: CaptionPage[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const tokens = page.tokens.slice(cuts[i], cuts[i + 1]);
    const first = tokens[0];
    if (!first) continue;
    parts.push({ text: tokens.map((t) => t.text).join(''), startMs: first.fromMs, endMs: 0, tokens });
  }
  parts.forEach((part, i) => {
    const next = parts[i + 1];
    part.endMs = next ? next.startMs : page.endMs;
  });
  return parts;
}
