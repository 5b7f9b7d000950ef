/**
 * Background music lowered while someone speaks ("ducking"), decided from the caption words: one
 * description that the studio preview (the music element's volume) and the export (an ffmpeg
 * `volume` expression) both follow, on the edited timeline (docs/decisions/056-music-ducking.md).
 */

/** The music's gain while someone speaks: about -9 dB under the chosen volume. */
export const MUSIC_DUCK_GAIN = 0.35;
/** How long the music takes to go down before speech and back up after it. */
export const MUSIC_DUCK_RAMP_MS = 250;
/** Pauses shorter than this stay ducked: the music does not pump between words. */
export const MUSIC_DUCK_JOIN_MS = 800;

/** A stretch of speech: the music is fully down from `startMs` to `endMs`, ramping outside it. */
export interface DuckSpan {
  startMs: number;
  endMs: number;
}

/** The speech spans of these words (times in ms, sorted or not): words closer than the join gap merge. */
export function musicDuckSpans(words: readonly { startMs: number; endMs: number }[]): DuckSpan[] {
  const sorted = words.filter((w) => w.endMs > w.startMs).sort((a, b) => a.startMs - b.startMs);
  const spans: DuckSpan[] = [];
  for (const word of sorted) {
    const last = spans.at(-1);
    if (last && word.startMs - last.endMs < MUSIC_DUCK_JOIN_MS) last.endMs = Math.max(last.endMs, word.endMs);
    else spans.push({ startMs: word.startMs, endMs: word.endMs });
  }
  return spans;
}

/** How far into the duck `ms` is: 1 inside a span, 0 away from every span, linear over the ramps. */
function duckDepth(spans: readonly DuckSpan[], ms: number): number {
  // Spans are sorted and at least the join gap (over two ramps) apart: at most one is near `ms`.
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((spans[mid] as DuckSpan).endMs + MUSIC_DUCK_RAMP_MS <= ms) lo = mid + 1;
    else hi = mid;
  }
  const span = spans[lo];
  if (!span) return 0;
  const depth = Math.min(ms - span.startMs, span.endMs - ms) / MUSIC_DUCK_RAMP_MS + 1;
  return Math.max(0, Math.min(1, depth));
}

/** The music's gain at `ms` on the edited timeline (1 = the chosen volume, MUSIC_DUCK_GAIN in speech). */
export function musicDuckGain(spans: readonly DuckSpan[], ms: number): number {
  return 1 - (1 - MUSIC_DUCK_GAIN) * duckDepth(spans, ms);
}

/**
 * The same gain as an ffmpeg expression of `t` (seconds) for `volume=...:eval=frame`: a sum of one
 * clipped trapezoid per span (they never overlap), each exactly `duckDepth`'s.
 */
export function musicDuckExpression(spans: readonly DuckSpan[]): string {
  if (spans.length === 0) return '1';
  const ramp = MUSIC_DUCK_RAMP_MS / 1000;
  const s = (ms: number) => (ms / 1000).toFixed(3);
  const terms = spans.map((span) => `clip(min(t-${s(span.startMs)},${s(span.endMs)}-t)/${ramp}+1,0,1)`);
  return `1-${(1 - MUSIC_DUCK_GAIN).toFixed(2)}*(${terms.join('+')})`;
}
