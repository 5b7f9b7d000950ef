import { ENGLISH_STOPWORDS, HINDI_STOPWORDS } from '@wordreel/core';

export type TextLanguage = 'en' | 'hi';

const DEVANAGARI = /[\u0900-\u097F]/;
const WORD = /[\p{L}\p{M}\p{N}'’]+/gu;

/** Hindi when Devanagari letters make up a good share of the words. */
export function detectLanguage(text: string): TextLanguage {
  const words = text.match(WORD) ?? [];
  if (words.length === 0) return 'en';
  const hindi = words.filter((w) => DEVANAGARI.test(w)).length;
  return hindi / words.length >= 0.3 ? 'hi' : 'en';
}

/** Lowercased words with edge apostrophes trimmed; numbers kept (they are skipped as keywords). */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((w) => w.replace(/^['’]+|['’]+$/g, '')).filter(Boolean);
}

function isKeywordCandidate(word: string): boolean {
  if (/^\d+$/.test(word)) return false;
  if (ENGLISH_STOPWORDS.has(word.replace('’', "'")) || HINDI_STOPWORDS.has(word)) return false;
  // Short Latin words are nearly always filler; Devanagari words are short by nature.
  return DEVANAGARI.test(word) ? word.length >= 2 : word.length >= 3;
}

/** Word counts of the non-stopwords, for keywords and for sentence scoring. */
export function termFrequencies(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of tokenize(text)) {
    if (isKeywordCandidate(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** Most frequent non-stopwords; ties keep first appearance so the order is stable. */
export function topKeywords(frequencies: Map<string, number>, count: number): string[] {
  return [...frequencies.entries()]
    .map(([word, n], index) => ({ word, n, index }))
    .sort((a, b) => b.n - a.n || a.index - b.index)
    .slice(0, count)
    .map((e) => e.word);
}

/**
 * Sentences of the transcript. Recognisers often give no punctuation, so runs longer than
 * `maxWords` are cut into chunks of that size.
 */
export function splitSentences(text: string, maxWords = 14): string[] {
  const rough = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?।॥])\s+/u)
    .map((s) => s.trim())
    .filter(Boolean);
  const sentences: string[] = [];
  for (const sentence of rough) {
    const words = sentence.split(' ');
    for (let i = 0; i < words.length; i += maxWords) sentences.push(words.slice(i, i + maxWords).join(' '));
  }
  return sentences;
}

export interface ScoredSentence {
  text: string;
  index: number;
  score: number;
}

/** TF scoring: a sentence is worth the summed frequency of its keywords, normalised by its length. */
export function scoreSentences(sentences: string[], frequencies: Map<string, number>): ScoredSentence[] {
  return sentences.map((text, index) => {
    const words = tokenize(text);
    const sum = words.reduce((acc, w) => acc + (frequencies.get(w) ?? 0), 0);
    return { text, index, score: words.length === 0 ? 0 : sum / Math.sqrt(words.length) };
  });
}

/**
 * Recogniser stutter removed: a word (or a run of up to three words) said again straight after itself
 * is kept once — "are are are" → "are", "I think I think" → "I think". Compared without case or
 * punctuation; the first spelling stays.
 */
export function collapseRepeats(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const key = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, '');
  const out: string[] = [];
  for (const word of words) {
    out.push(word);
    for (let n = 1; n <= 3 && out.length >= 2 * n; n++) {
      const tail = out.slice(-n).map(key).join(' ');
      const before = out
        .slice(-2 * n, -n)
        .map(key)
        .join(' ');
      // Never across a sentence end: "here. Here" is two sentences, not a stutter.
      const crossesSentence = /[.!?।॥]$/u.test(out[out.length - n - 1] ?? '');
      if (tail && tail === before && !crossesSentence) {
        // Keep the punctuation the repeat ended with (the sentence may end there).
        const last = out[out.length - 1] ?? '';
        out.splice(out.length - n, n);
        const end = /[.!?।॥,;:]+$/u.exec(last)?.[0];
        if (end) out[out.length - 1] = `${(out[out.length - 1] ?? '').replace(/[.!?।॥,;:]+$/u, '')}${end}`;
        break;
      }
    }
  }
  return out.join(' ');
}

/** Whether a word is one a keyword or hashtag may be made of (not a stopword, not a number). */
export function isContentWord(word: string): boolean {
  return isKeywordCandidate(word.toLowerCase());
}

/**
 * The most repeated pair of neighbouring content words ("sourdough bread"), said at least twice; null
 * when no pair repeats. A pair names a topic better than either word alone.
 */
export function keyPhrase(text: string): string | null {
  const words = tokenize(text);
  const counts = new Map<string, number>();
  for (let i = 0; i + 1 < words.length; i++) {
    const a = words[i] ?? '';
    const b = words[i + 1] ?? '';
    if (a !== b && isKeywordCandidate(a) && isKeywordCandidate(b)) {
      const pair = `${a} ${b}`;
      counts.set(pair, (counts.get(pair) ?? 0) + 1);
    }
  }
  let best: string | null = null;
  let bestCount = 1;
  for (const [pair, n] of counts) {
    if (n > bestCount) {
      best = pair;
      bestCount = n;
    }
  }
  return best;
}
