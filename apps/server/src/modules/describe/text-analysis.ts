import { ENGLISH_STOPWORDS, HINDI_STOPWORDS } from './stopwords.ts';

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
