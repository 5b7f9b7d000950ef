import type { CaptionItem } from '../captions.ts';
import type { CaptionEmphasis, WordOverride } from './emphasis.ts';
import { withWordIds } from './word-ids.ts';

/**
 * The emphasis after a caption edit, so per-word settings follow their words. Ids do most of it: a
 * nudged or retyped word keeps its id, a split keeps it on the first part, a merge on the first word.
 * This covers the rest: a new word (a later part of a split, or of a replacement) takes the look
 * (colour, bold, hide, highlight) of the word whose time held its start; a word that went into another
 * (a merge) gives the receiving word the settings it lacks, and its emoji pick when it has none. The
 * gone word's own entries stay, so an undo finds them. Returns the same object when nothing changed.
 */
export function emphasisFollowingEdit(
  emphasis: CaptionEmphasis,
  before: readonly CaptionItem[],
  after: readonly CaptionItem[],
): CaptionEmphasis {
  const old = withWordIds(before);
  const next = withWordIds(after);
  const oldIds = new Set(old.map((w) => w.id as string));
  const nextIds = new Set(next.map((w) => w.id as string));
  const looks = new Map(emphasis.words.map((w) => [w.wordId, w]));
  const picks = new Map(emphasis.emojiPicks.map((p) => [p.wordId, p]));
  let changed = false;

  for (const word of next) {
    const id = word.id as string;
    if (oldIds.has(id) || looks.has(id)) continue;
    const source = wordAt(old, word.startMs);
    const look = source && looks.get(source.id as string);
    if (!look) continue;
    looks.set(id, { ...look, wordId: id });
    changed = true;
  }
  for (const gone of old) {
    const goneId = gone.id as string;
    if (nextIds.has(goneId)) continue;
    const receiver = wordAt(next, gone.startMs);
    if (!receiver) continue;
    const receiverId = receiver.id as string;
    const look = looks.get(goneId);
    if (look) {
      const merged: WordOverride = { ...look, ...definedFields(looks.get(receiverId)), wordId: receiverId };
      looks.set(receiverId, merged);
      changed = true;
    }
    const pick = picks.get(goneId);
    if (pick && !picks.has(receiverId)) {
      picks.set(receiverId, { ...pick, wordId: receiverId });
      changed = true;
    }
  }
  if (!changed) return emphasis;
  return { ...emphasis, words: [...looks.values()], emojiPicks: [...picks.values()] };
}

function definedFields(look: WordOverride | undefined): Partial<WordOverride> {
  if (!look) return {};
  return Object.fromEntries(Object.entries(look).filter(([, value]) => value !== undefined));
}

/** The word of a time-sorted list whose span holds `ms` (the last one starting at or before it). */
function wordAt(list: readonly CaptionItem[], ms: number): CaptionItem | undefined {
  let low = 0;
  let high = list.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((list[mid] as CaptionItem).startMs <= ms) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  const word = list[found];
  return word && ms < Math.max(word.endMs, word.startMs + 1) ? word : undefined;
}
