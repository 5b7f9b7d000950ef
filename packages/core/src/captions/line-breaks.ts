/** A word as line breaking sees it: its width at a line's start and after another word (with the space). */
export interface BreakableWord {
  alone: number;
  after: number;
  /** Characters, without the leading space. */
  chars: number;
}

interface Breaking {
  lines: number;
  longest: number;
  /** Sum of the lines' squared widths: lower is more even for the same longest line. */
  spread: number;
  /** Where the last line starts. */
  lastStart: number;
}

/** Widths closer than this (frame pixels) count as equal, so float noise never picks a breaking. */
const SAME_PX = 1e-6;

function better(a: Breaking, b: Breaking | undefined): boolean {
  if (!b) return true;
  if (a.lines !== b.lines) return a.lines < b.lines;
  if (Math.abs(a.longest - b.longest) > SAME_PX) return a.longest < b.longest;
  return a.spread < b.spread - SAME_PX;
}

/**
 * Where each line starts (the first is 0; none for no words). As few lines as filling each line in turn would give, with
 * the words shared so the longest line is as short as it can be and, of those, the lines as even as
 * they can be: "and then at / leisure to" rather than "and then at leisure / to". A caption is read in
 * a glance, and a lone word on its own line reads as a mistake. A line holds at most `maxWidth` and
 * `maxChars` (counting the spaces between its words); one word wider than that still gets its own line.
 */
export function balancedLineStarts(
  words: readonly BreakableWord[],
  maxWidth: number,
  maxChars: number,
): number[] {
  // best[j]: the best breaking of the first j words (dynamic programming over where the last line starts).
  const best: Breaking[] = [{ lines: 0, longest: 0, spread: 0, lastStart: 0 }];
  for (let end = 1; end <= words.length; end++) {
    let width = 0;
    let chars = 0;
    let chosen: Breaking | undefined;
    for (let start = end - 1; start >= 0; start--) {
      const word = words[start];
      if (!word) break;
      // The line start..end: `word` leads it now, and the word that led before gets its space back.
      const following = words[start + 1];
      width += word.alone + (start + 1 < end && following ? following.after - following.alone : 0);
      chars += word.chars + (start + 1 < end ? 1 : 0);
      if (start < end - 1 && (width > maxWidth || chars > maxChars)) break;
      const before = best[start];
      if (!before) continue;
      const candidate = {
        lines: before.lines + 1,
        longest: Math.max(before.longest, width),
        spread: before.spread + width * width,
        lastStart: start,
      };
      if (better(candidate, chosen)) chosen = candidate;
    }
    if (chosen) best[end] = chosen;
  }
  const starts: number[] = [];
  for (let end = words.length; end > 0;) {
    const start = best[end]?.lastStart ?? 0;
    starts.unshift(start);
    end = start;
  }
  return starts;
}
