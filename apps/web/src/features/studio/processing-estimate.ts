/** One look at a processing project: when, which status, how far (0..100). */
export interface ProgressSample {
  atMs: number;
  status: string;
  progress: number;
}

/** Below this much elapsed time or progress within a status, a rate says nothing yet. */
const MIN_ELAPSED_MS = 3000;
const MIN_PROGRESS = 3;

/**
 * Seconds left in the current step, from the rate its real progress has moved at since the step
 * began (the first sample of the latest status); null while there is too little to go on.
 */
export function secondsLeft(samples: readonly ProgressSample[]): number | null {
  const last = samples.at(-1);
  if (!last) return null;
  const first = samples.find((s) => s.status === last.status);
  if (!first) return null;
  const elapsed = last.atMs - first.atMs;
  const moved = last.progress - first.progress;
  if (elapsed < MIN_ELAPSED_MS || moved < MIN_PROGRESS) return null;
  return Math.max(1, Math.round(((100 - last.progress) * elapsed) / moved / 1000));
}

/** "about 40 s left", "about 3 min left". */
export function formatLeft(seconds: number): string {
  return seconds < 90 ? `about ${seconds} s left` : `about ${Math.round(seconds / 60)} min left`;
}
