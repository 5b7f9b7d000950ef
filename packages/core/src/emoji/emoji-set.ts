import { EMOJI_SET } from './emoji-set.generated.ts';

/**
 * The emoji captions can carry: emojilib's keyword table (MIT) joined with the Noto Color Emoji
 * images (Apache License 2.0) that both renderers draw from `/emoji/{file}.png` (see
 * scripts/copy-emoji.ts).
 */
export interface EmojiEntry {
  emoji: string;
  /** The image's file name without `.png`. */
  file: string;
  /** emojilib's keywords, its name (snake_case) first, strongest first. */
  keywords: readonly string[];
}

let entries: Map<string, EmojiEntry> | undefined;

export function emojiEntries(): Map<string, EmojiEntry> {
  entries ??= new Map(EMOJI_SET.map(([emoji, file, keywords]) => [emoji, { emoji, file, keywords }]));
  return entries;
}

export function isKnownEmoji(emoji: string): boolean {
  return emojiEntries().has(emoji);
}

/** The PNG file of an emoji (under `/emoji/` in the web app and EMOJI_DIR on the server). */
export function emojiImageFile(emoji: string): string | undefined {
  const entry = emojiEntries().get(emoji);
  return entry ? `${entry.file}.png` : undefined;
}

/** The emoji whose name or keywords start with every word of the query (the picker's search). */
export function searchEmoji(query: string, limit = 60): EmojiEntry[] {
  const terms = query
    .toLowerCase()
    .split(/[\s_]+/u)
    .filter(Boolean);
  const all = [...emojiEntries().values()];
  if (terms.length === 0) return all.slice(0, limit);
  const matches = all.filter((entry) => {
    const words = entry.keywords.flatMap((k) => k.toLowerCase().split('_'));
    return terms.every((term) => words.some((w) => w.startsWith(term)));
  });
  return matches.slice(0, limit);
}
