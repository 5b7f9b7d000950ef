import type { CaptionItem } from '../captions.ts';
import type { CaptionEmphasis } from '../captions/emphasis.ts';
import { cutWordFlags, retimeCaptions, type PlaybackRange } from './time-map.ts';

/**
 * The emphasis names words by their source start time; on the edited timeline the words move. This
 * renames every break, word override and emoji pick to its word's edited start (as `retimeCaptions`
 * places it) and drops those whose word is cut, so both renderers find them on the edited captions.
 */
export function retimeEmphasis(
  emphasis: CaptionEmphasis,
  captions: readonly CaptionItem[],
  ranges: readonly PlaybackRange[],
): CaptionEmphasis {
  const sorted = [...captions].sort((a, b) => a.startMs - b.startMs);
  const cut = cutWordFlags(sorted, ranges);
  const kept = sorted.filter((_, i) => !cut[i]);
  const moved = retimeCaptions(sorted, ranges);
  const edited = new Map(kept.map((word, i) => [word.startMs, moved[i]?.startMs ?? word.startMs]));
  const remap = <T extends { atMs: number }>(list: readonly T[]): T[] =>
    list.flatMap((entry) => {
      const atMs = edited.get(entry.atMs);
      return atMs === undefined ? [] : [{ ...entry, atMs }];
    });
  return {
    ...emphasis,
    breaks: remap(emphasis.breaks),
    words: remap(emphasis.words),
    emojiPicks: remap(emphasis.emojiPicks),
  };
}
