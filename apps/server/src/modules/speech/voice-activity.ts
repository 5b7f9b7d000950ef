import type { TimeSpan } from '@wordreel/core/captions/caption-words';

/** A stretch of audio where someone is speaking, in whole milliseconds (from Silero VAD, silero-vad.ts). */
export type SpeechRegion = TimeSpan;

/** The parts of the regions that fall inside a span. */
export function speechWithin(regions: readonly SpeechRegion[], span: TimeSpan): SpeechRegion[] {
  return regions
    .filter((r) => r.endMs > span.startMs && r.startMs < span.endMs)
    .map((r) => ({ startMs: Math.max(r.startMs, span.startMs), endMs: Math.min(r.endMs, span.endMs) }));
}

/** How long a span overlaps speech. */
export function speechOverlapMs(regions: readonly SpeechRegion[], span: TimeSpan): number {
  return speechWithin(regions, span).reduce((sum, r) => sum + (r.endMs - r.startMs), 0);
}

/**
 * Where a word that starts at `ms` really starts: inside speech it stays; in a silent stretch it moves
 * forward to the next speech onset (when that onset comes before the word's end).
 */
export function snapStartToOnset(regions: readonly SpeechRegion[], ms: number, endMs: number): number {
  if (regions.some((r) => ms >= r.startMs && ms < r.endMs)) return ms;
  const next = regions.find((r) => r.startMs > ms);
  return next && next.startMs < endMs ? next.startMs : ms;
}
