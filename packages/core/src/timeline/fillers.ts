/**
 * Filler words. The hesitation sounds are always fillers; "you know", "I mean" and "like" only where
 * these rules say the speaker used them as one (set off by a comma or a pause, not part of the
 * sentence: "I like it", "looks like rain", "do you know why" stay).
 */

/** English and Hindi hesitation sounds, normalised (lower case, no punctuation). */
const HESITATIONS = new Set([
  'um',
  'umm',
  'ummm',
  'uhm',
  'uh',
  'uhh',
  'erm',
  'er',
  'ah',
  'ahh',
  'hmm',
  'hmmm',
  'hm',
  'mm',
  'mmm',
  'eh',
  // Hindi (Devanagari) hesitations: um, umm, amm, hmm, an, en, oon, a.
  'उम',
  'उम्म',
  'अम्म',
  'हम्म',
  'हम्म्म',
  'अं',
  'एं',
  'ऊं',
  'अ',
]);

/** Words after which "like" is a verb or a comparison, never a filler. */
const LIKE_IS_MEANT_AFTER = new Set([
  'i',
  'you',
  'we',
  'they',
  'would',
  "i'd",
  "you'd",
  "we'd",
  "they'd",
  'feel',
  'feels',
  'felt',
  'look',
  'looks',
  'looked',
  'sound',
  'sounds',
  'seem',
  'seems',
  'just',
  'more',
  'something',
  'nothing',
  'not',
  "don't",
  "didn't",
  "doesn't",
  'really',
  'also',
  'to',
]);

/** Words before "you know" that make it a real question or clause ("do you know", "if you know"). */
const KNOW_IS_MEANT_AFTER = new Set([
  'do',
  'did',
  'does',
  "don't",
  "didn't",
  'if',
  'as',
  'would',
  'will',
  'what',
  'how',
  'whether',
  'when',
]);

/** Lower case, letters, marks, digits and apostrophes only. */
export function normalizeWord(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[’‘]/gu, "'")
    .replace(/[^\p{L}\p{M}\p{N}']/gu, '');
}

export interface FillerWord {
  text: string;
  startMs: number;
  endMs: number;
}

const PAUSE_MS = 250;
const ENDS_CLAUSE = /[,.;:!?…—–-]["')\]]*$/u;

/**
 * The fillers in a word list: [first index, word count] pairs, in order. `words` are the caption
 * words in time order.
 */
export function findFillerWords(words: readonly FillerWord[]): [number, number][] {
  const norm = words.map((w) => normalizeWord(w.text));
  const setOffBefore = (i: number): boolean => {
    const prev = words[i - 1];
    const w = words[i] as FillerWord;
    return !prev || ENDS_CLAUSE.test(prev.text.trim()) || w.startMs - prev.endMs >= PAUSE_MS;
  };
  const setOffAfter = (i: number): boolean => {
    const next = words[i + 1];
    const w = words[i] as FillerWord;
    return !next || ENDS_CLAUSE.test(w.text.trim()) || next.startMs - w.endMs >= PAUSE_MS;
  };
  const found: [number, number][] = [];
  for (let i = 0; i < words.length; i++) {
    const n = norm[i] as string;
    const prev = norm[i - 1] ?? '';
    if (HESITATIONS.has(n)) {
      found.push([i, 1]);
    } else if (n === 'you' && norm[i + 1] === 'know') {
      if (setOffAfter(i + 1) && !KNOW_IS_MEANT_AFTER.has(prev)) {
        found.push([i, 2]);
        i++;
      }
    } else if (n === 'i' && norm[i + 1] === 'mean') {
      if (setOffAfter(i + 1) && setOffBefore(i) && prev !== 'what') {
        found.push([i, 2]);
        i++;
      }
    } else if (n === 'like') {
      // "like," / "like <pause>" / ", like": set off after it, or by a comma before it.
      const setOff = setOffAfter(i) || ENDS_CLAUSE.test(words[i - 1]?.text.trim() ?? '');
      if (setOff && !LIKE_IS_MEANT_AFTER.has(prev)) found.push([i, 1]);
    }
  }
  return found;
}
