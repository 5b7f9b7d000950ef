import { normaliseWords } from '../../apps/server/test/speech/word-error-rate.ts';

export interface TimedWord {
  text: string;
  startMs: number;
  endMs: number;
}

const key = (text: string) => normaliseWords(text).join(' ');

/**
 * Pairs recognised words with reference words of the same spelling, in order (longest common
 * subsequence), so timing errors are measured only on words the engine got right.
 */
export function matchWords(
  reference: readonly TimedWord[],
  hypothesis: readonly TimedWord[],
): [TimedWord, TimedWord][] {
  const a = reference.map((w) => key(w.text));
  const b = hypothesis.map((w) => key(w.text));
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint16Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] =
        a[i] !== '' && a[i] === b[j]
          ? (table[(i + 1) * cols + j + 1] as number) + 1
          : Math.max(table[(i + 1) * cols + j] as number, table[i * cols + j + 1] as number);
    }
  }
  const pairs: [TimedWord, TimedWord][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] !== '' && a[i] === b[j]) {
      pairs.push([reference[i] as TimedWord, hypothesis[j] as TimedWord]);
      i += 1;
      j += 1;
    } else if ((table[(i + 1) * cols + j] as number) >= (table[i * cols + j + 1] as number)) i += 1;
    else j += 1;
  }
  return pairs;
}
