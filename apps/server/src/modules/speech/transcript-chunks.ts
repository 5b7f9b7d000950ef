import type { TimeSpan } from '@wordreel/core/captions/caption-words';
import { heardLengthMs } from './speech-cut.ts';
import { type SpeechRegion, speechWithin } from './voice-activity.ts';

/**
 * Where a long recording is cut for transcription: in the pauses between speech regions (voice
 * activity), near `targetMs` apart, so no chunk starts or ends inside a word. Among the pauses whose
 * middle falls within a quarter of the target around it, the longest wins (the surest silence); else
 * the pause nearest the target within half of it; else, through speech that runs on with no pause,
 * the first pause after it (a chunk may then be longer, never cut mid-word). A recording no longer
 * than 1.25 targets stays one chunk.
 */
export function planChunks(
  speech: readonly SpeechRegion[],
  durationMs: number,
  targetMs: number,
): TimeSpan[] {
  const pauses: TimeSpan[] = [];
  for (let i = 1; i < speech.length; i++) {
    const before = speech[i - 1] as SpeechRegion;
    const after = speech[i] as SpeechRegion;
    if (after.startMs > before.endMs) pauses.push({ startMs: before.endMs, endMs: after.startMs });
  }
  const mid = (p: TimeSpan) => Math.round((p.startMs + p.endMs) / 2);
  const chunks: TimeSpan[] = [];
  let start = 0;
  while (durationMs - start > targetMs * 1.25) {
    const aim = start + targetMs;
    const later = pauses.filter((p) => mid(p) > start);
    const near = later.filter((p) => Math.abs(mid(p) - aim) <= targetMs / 4);
    const fair = later.filter((p) => Math.abs(mid(p) - aim) <= targetMs / 2);
    const pick =
      near.reduce<TimeSpan | undefined>(
        (best, p) => (!best || p.endMs - p.startMs > best.endMs - best.startMs ? p : best),
        undefined,
      ) ??
      fair.reduce<TimeSpan | undefined>(
        (best, p) => (!best || Math.abs(mid(p) - aim) < Math.abs(mid(best) - aim) ? p : best),
        undefined,
      ) ??
      later.find((p) => mid(p) > aim);
    if (!pick || mid(pick) >= durationMs) break;
    chunks.push({ startMs: start, endMs: mid(pick) });
    start = mid(pick);
  }
  chunks.push({ startMs: start, endMs: durationMs });
  return chunks;
}

/** The speech regions inside a chunk, in the chunk's own time (0 = its start). */
export function chunkSpeech(speech: readonly SpeechRegion[], chunk: TimeSpan): SpeechRegion[] {
  return speechWithin(speech, chunk).map((r) => ({
    startMs: r.startMs - chunk.startMs,
    endMs: r.endMs - chunk.startMs,
  }));
}

/**
 * How long the recording the recogniser hears for a chunk is (ms): its speech, padded and joined as
 * `cutToSpeech` keeps it; nothing when it holds no speech. Its share of recognition's work, and what
 * the measured speeds (per heard second) are multiplied by.
 */
export function chunkHeardMs(speech: readonly SpeechRegion[], chunk: TimeSpan): number {
  const within = chunkSpeech(speech, chunk);
  return within.length === 0 ? 0 : heardLengthMs(within, chunk.endMs - chunk.startMs);
}
