import type { CaptionItem } from '@wordreel/core';

/** One caption word as the server stores it (`confidence` 1 unless a test is about unsure words). */
export function captionWord(text: string, startMs: number, endMs: number, confidence = 1): CaptionItem {
  return { text, startMs, endMs, confidence, timestampMs: startMs };
}
