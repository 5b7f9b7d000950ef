import { normaliseWords } from '../../apps/server/test/speech/word-error-rate.ts';

export interface TimedWord {
  text: string;
  startMs: number;
  endMs: number;
}

const key = (text: string) => normaliseWords(text).join(' ');

const overlaps = (r: TimedWord, h: TimedWord) => h.startMs < r.endMs && h.endMs > r.startMs;

export interface MatchOptions {
  /**
   * A pair also needs the two words to overlap in time (as NIST's time-mediated alignment does), so a
   * word heard elsewhere in the clip that happens to be spelt like a spoken one ("to" heard 1.9 s
   * before the spoken "to", which was heard as "good") is a recognition error, counted in the WER,
   * and not taken for a timing error.
   */
  timeMediated?: boolean;
  /**
   * Among the pairings with the most pairs, take the one whose paired words are nearest in time. The
   * plain longest common subsequence walk takes the first word of a spelling it meets, so when the
   * engine heard "it it" for one spoken "it", or "to" twice, the word paired could be the far one while
   * a copy within 10 ms of the spoken word went unpaired: an error of the pairing, not of the timing.
   * Which words may pair is still decided by spelling alone.
   */
  nearest?: boolean;
}

/**
 * Pairs recognised words with reference words of the same spelling, in order (longest common
 * subsequence), so timing errors are measured only on words the engine got right. Without options,
 * spelling alone decides, and the walk takes the first of equally good pairings (the first figures).
 */
export function matchWords(
  reference: readonly TimedWord[],
  hypothesis: readonly TimedWord[],
  { timeMediated = false, nearest = false }: MatchOptions = {},
): [TimedWord, TimedWord][] {
  const a = reference.map((w) => key(w.text));
  const b = hypothesis.map((w) => key(w.text));
  const same = (i: number, j: number) =>
    a[i] !== '' &&
    a[i] === b[j] &&
    (!timeMediated || overlaps(reference[i] as TimedWord, hypothesis[j] as TimedWord));
  const distance = (i: number, j: number) =>
    nearest ? Math.abs((hypothesis[j] as TimedWord).startMs - (reference[i] as TimedWord).startMs) : 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  // Per cell: the most pairs from (i, j) on, and (nearest) the least summed start distance among those.
  const count = new Uint16Array(rows * cols);
  const cost = new Float64Array(rows * cols);
  const better = (n1: number, c1: number, n2: number, c2: number) => n1 > n2 || (n1 === n2 && c1 < c2);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const at = i * cols + j;
      const down = (i + 1) * cols + j;
      const right = i * cols + j + 1;
      let n = count[down] as number;
      let c = cost[down] as number;
      if (better(count[right] as number, cost[right] as number, n, c)) {
        n = count[right] as number;
        c = cost[right] as number;
      }
      if (same(i, j)) {
        const diag = (i + 1) * cols + j + 1;
        const n3 = (count[diag] as number) + 1;
        const c3 = (cost[diag] as number) + distance(i, j);
        if (!nearest || better(n3, c3, n, c)) {
          n = n3;
          c = c3;
        }
      }
      count[at] = n;
      cost[at] = c;
    }
  }
  const pairs: [TimedWord, TimedWord][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const at = i * cols + j;
    const diag = (i + 1) * cols + j + 1;
    if (
      same(i, j) &&
      (count[diag] as number) + 1 === count[at] &&
      (!nearest || (cost[diag] as number) + distance(i, j) === cost[at])
    ) {
      pairs.push([reference[i] as TimedWord, hypothesis[j] as TimedWord]);
      i += 1;
      j += 1;
    } else {
      const down = (i + 1) * cols + j;
      if (count[down] === count[at] && (!nearest || cost[down] === cost[at])) i += 1;
      else j += 1;
    }
  }
  return pairs;
}
