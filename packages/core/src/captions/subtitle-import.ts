import type { CaptionItem } from '../captions.ts';
import { distributeByLength, spaced, splitWords, type TimeSpan } from './caption-words.ts';
import type { SubtitleCue } from './srt-vtt.ts';

/**
 * Turns subtitle cues into word-timed captions: each cue's words share the cue's time in proportion
 * to their length. `speechIn(cue)` may narrow a cue to the stretches where someone is speaking (from
 * voice activity detection) so no word lands in a pause; without it the whole cue is used.
 */
export function cuesToWords(
  cues: readonly SubtitleCue[],
  speechIn: (cue: SubtitleCue) => TimeSpan[] = (cue) => [cue],
): CaptionItem[] {
  const out: CaptionItem[] = [];
  for (const cue of cues) {
    const words = splitWords(cue.text);
    const speech = speechIn(cue);
    const spans = distributeByLength(words, speech.length > 0 ? speech : [cue]);
    for (const [i, word] of words.entries()) {
      const span = spans[i];
      if (!span) continue;
      out.push({
        text: word,
        startMs: span.startMs,
        endMs: span.endMs,
        confidence: 1,
        timestampMs: span.startMs,
      });
    }
  }
  return out.map((item, i) => ({ ...item, text: spaced(item.text, i) }));
}
