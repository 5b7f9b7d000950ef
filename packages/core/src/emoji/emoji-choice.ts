import { bareWord, isStopword, keywordScore } from '../captions/keywords.ts';
import type { CaptionPage } from '../captions/paging.ts';
import type { EmojiPick } from '../captions/emphasis.ts';
import { emojiEntries } from './emoji-set.ts';

/** Automatic emoji come at most this often (a new one only this long after the last one's page started). */
export const EMOJI_SPACING_MS = 3000;

/** Words too vague to call an emoji on their own, although emojilib lists them. */
const WEAK = new Set([
  'face',
  'hand',
  'man',
  'woman',
  'person',
  'people',
  'sign',
  'symbol',
  'mark',
  'button',
  'square',
  'circle',
  'white',
  'black',
  'red',
  'blue',
  'big',
  'small',
  'new',
  'free',
  'top',
  'back',
  'end',
  'on',
  'up',
  'ok',
  'cool',
  'like',
  'good',
  'time',
  'thing',
  'way',
  'day',
  'one',
  // Verbs creators say all the time that happen to name an emoji.
  'watch',
  'check',
  'play',
  'point',
  'left',
  'right',
  'call',
  'tap',
  'guard',
  'link',
]);

let table: Map<string, string> | undefined;

/**
 * Word → emoji, strong matches only. A word is claimed, best first, by the emoji it names whole
 * ("fire", "rocket"), then by one whose name it is part of ("money" → money_bag), then by one that
 * lists it among its first six keywords, earlier in a longer list counting stronger (so "coffee" goes
 * to hot beverage, not to the brown heart that lists it second of two). Ties: emojilib's order.
 */
function strongTable(): Map<string, string> {
  if (table) return table;
  const best = new Map<string, { emoji: string; rank: number }>();
  const offer = (word: string, emoji: string, rank: number) => {
    if (word.length < 3 || WEAK.has(word) || isStopword(word) || !/^[a-z]+$/.test(word)) return;
    const held = best.get(word);
    if (!held || rank < held.rank) best.set(word, { emoji, rank });
  };
  for (const entry of emojiEntries().values()) {
    const [name = '', ...keywords] = entry.keywords;
    if (name.includes(' ')) continue;
    const parts = name.split('_');
    if (parts.length === 1) offer(name, entry.emoji, 0);
    else for (const part of parts) offer(part, entry.emoji, 1 + parts.length / 10);
    keywords.slice(0, 6).forEach((keyword, i) => offer(keyword, entry.emoji, 2 + (i + 1) / keywords.length));
  }
  table = new Map([...best].map(([word, { emoji }]) => [word, emoji]));
  return table;
}

/** The emoji a word strongly calls for (plural and -ing/-ed forms reduced), if any. */
export function emojiForWord(text: string): string | undefined {
  const bare = bareWord(text);
  if (isStopword(bare) || !/^[a-z]{3,}$/.test(bare)) return undefined;
  const strong = strongTable();
  const candidates = [
    bare,
    bare.replace(/s$/, ''),
    bare.replace(/es$/, ''),
    bare.replace(/ing$/, ''),
    bare.replace(/ed$/, ''),
  ];
  for (const candidate of candidates) {
    const emoji = strong.get(candidate);
    if (emoji) return emoji;
  }
  return undefined;
}

/**
 * Each page's emoji (null: none): the creator's pick for a word on the page wins (an emoji, or none);
 * otherwise, when `auto`, the best strongly matching word's emoji (its keyword score decides, then the
 * earlier word), at most one every EMOJI_SPACING_MS.
 */
export function chooseEmoji(
  pages: readonly CaptionPage[],
  options: { auto: boolean; picks: readonly EmojiPick[] },
): (string | null)[] {
  const picks = new Map(options.picks.map((p) => [p.wordId, p.emoji]));
  let lastAutoMs = -Infinity;
  return pages.map((page) => {
    const picked = page.tokens.find((t) => t.wordId !== undefined && picks.has(t.wordId));
    if (picked?.wordId !== undefined) return picks.get(picked.wordId) ?? null;
    if (!options.auto || page.startMs - lastAutoMs < EMOJI_SPACING_MS) return null;
    let best: { emoji: string; score: number } | undefined;
    for (const [i, token] of page.tokens.entries()) {
      const emoji = emojiForWord(token.text);
      if (!emoji) continue;
      const score = keywordScore(token.text, i === 0);
      if (!best || score > best.score) best = { emoji, score };
    }
    if (!best) return null;
    lastAutoMs = page.startMs;
    return best.emoji;
  });
}
