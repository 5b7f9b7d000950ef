import { doubleMetaphone } from 'double-metaphone';
import type { RecognisedWord } from './recognised-word.ts';

/** Letters and digits only, lower case: how a word or term is compared. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = row;
  }
  return prev[b.length] as number;
}

const similarity = (a: string, b: string) =>
  a.length === 0 && b.length === 0 ? 1 : 1 - editDistance(a, b) / Math.max(a.length, b.length);

/** How alike two spellings sound (Double Metaphone codes, best of primary/secondary pairs), 0..1. */
export function soundAlike(a: string, b: string): number {
  const ca = doubleMetaphone(a);
  const cb = doubleMetaphone(b);
  let best = 0;
  for (const x of ca) for (const y of cb) if (x && y) best = Math.max(best, similarity(x, y));
  return best;
}

export interface VocabularyOptions {
  /** A stretch of words is replaced by a term when its match score reaches this (0..1). */
  threshold?: number;
}

export interface Correction {
  from: string;
  to: string;
  score: number;
}

/**
 * Puts the user's terms where the recogniser heard something that sounds like them: every run of one
 * to (words in the term + 1) recognised words is scored against each term — mostly by how alike they
 * sound (Double Metaphone), partly by spelling — and the best run at or above the threshold becomes
 * the term (its punctuation kept, its time the run's, its confidence the run's lowest, so review
 * still shows a doubtful correction). Words already spelled as a term are left alone.
 */
export function applyVocabulary(
  words: readonly RecognisedWord[],
  terms: readonly string[],
  { threshold = 0.8 }: VocabularyOptions = {},
): { words: RecognisedWord[]; corrections: Correction[] } {
  const prepared = terms
    .map((term) => ({ term, key: bare(term), length: term.trim().split(/\s+/).length }))
    .filter((t) => t.key.length >= 2);
  const out: RecognisedWord[] = [];
  const corrections: Correction[] = [];
  for (let i = 0; i < words.length;) {
    let best: { term: string; n: number; score: number } | null = null;
    for (const t of prepared) {
      for (let n = Math.max(1, t.length - 1); n <= t.length + 1 && i + n <= words.length; n++) {
        const run = words.slice(i, i + n);
        const key = bare(run.map((w) => w.text).join(''));
        if (key.length < 2) continue;
        const fuzzy = key.length >= 4 && t.key.length >= 4; // "the" never becomes "Thea"
        if (key === t.key) {
          if (run.map((w) => w.text).join(' ') === t.term) continue; // already right
          best = { term: t.term, n, score: 1 };
          break;
        }
        if (!fuzzy) continue;
        // Sound counts most; spelling keeps unrelated words that share consonants apart.
        const score = 0.7 * soundAlike(key, t.key) + 0.3 * similarity(key, t.key);
        if (score >= threshold && (!best || score > best.score)) best = { term: t.term, n, score };
      }
    }
    if (!best) {
      out.push({ ...(words[i] as RecognisedWord) });
      i += 1;
      continue;
    }
    const run = words.slice(i, i + best.n);
    const first = run[0] as RecognisedWord;
    const last = run[run.length - 1] as RecognisedWord;
    const lead = /^[^\p{L}\p{N}]*/u.exec(first.text)?.[0] ?? '';
    const trail = /[^\p{L}\p{N}]*$/u.exec(last.text)?.[0] ?? '';
    const text = `${lead}${best.term}${trail}`;
    corrections.push({
      from: run.map((w) => w.text).join(' '),
      to: text,
      score: Math.round(best.score * 100) / 100,
    });
    out.push({
      text,
      startMs: first.startMs,
      endMs: last.endMs,
      confidence: Math.min(...run.map((w) => w.confidence)),
    });
    i += best.n;
  }
  return { words: out, corrections };
}
