/** Lower-case words without punctuation, for comparing transcripts. */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}'\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Word-level edit distance (substitutions + insertions + deletions) between two word lists. */
export function wordEditDistance(reference: readonly string[], hypothesis: readonly string[]): number {
  let prev = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const row = [i];
    for (let j = 1; j <= hypothesis.length; j++) {
      const cost = reference[i - 1] === hypothesis[j - 1] ? 0 : 1;
      row[j] = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
    }
    prev = row;
  }
  return prev[hypothesis.length] as number;
}

/** Word error rate of a hypothesis against a reference transcript (0 = perfect). */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const ref = normaliseWords(reference);
  return ref.length === 0 ? 0 : wordEditDistance(ref, normaliseWords(hypothesis)) / ref.length;
}
