import { normaliseWords } from '../../apps/server/test/speech/word-error-rate.ts';

export interface TimedWord {
  text: string;
  startMs: number;
  endMs: number;
}

const key = (text: string) => normaliseWords(text).join(' ');

const overlaps = (r: TimedWord, h: TimedWord) => h.startMs < r.endMs && h.endMs > r.startMs;

/**
 * Pairs recognised words with reference words of the same spelling, in order (longest common
 * subsequence), so timing errors are measured only on words the engine got right.
 * `timeMediated`: a pair also needs the two words to overlap in time (as NIST's time-mediated
 * alignment does), so a word heard elsewhere in the clip that happens to be spelt like a spoken one
 * ("to" heard 1.9 s before the spoken "to", which was heard as "good") is a recognition error, counted
 * in the WER, and not taken for a timing error; without it, spelling alone decides (the first figures).
 */
export function matchWords(
  reference: readonly TimedWord[],
  hypothesis: readonly TimedWord[],
  { timeMediated = false } = {},
): [TimedWord, TimedWord][] {
  const a = reference.map((w) => key(w.text));
  const b = hypothesis.map((w) => key(w.text));
  const same = (i: number, j: number) =>
    a[i] !== '' &&
    a[i] === b[j] &&
    (!timeMediated || overlaps(reference[i] as TimedWord, hypothesis[j] as TimedWord));
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint16Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] = same(i, j)
        ? (table[(i + 1) * cols + j + 1] as number) + 1
        : Math.max(table[(i + 1) * cols + j] as number, table[i * cols + j + 1] as number);
    }
  }
  const pairs: [TimedWord, TimedWord][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (same(i, j)) {
      pairs.push([reference[i] as TimedWord, hypothesis[j] as TimedWord]);
      i += 1;
      j += 1;
    } else if ((table[(i + 1) * cols + j] as number) >= (table[i * cols + j + 1] as number)) i += 1;
    else j += 1;
  }
  return pairs;
}
