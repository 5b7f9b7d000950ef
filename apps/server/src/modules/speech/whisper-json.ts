import { z } from 'zod';
import type { RecognisedWord } from './caption-list.ts';

/** The parts of whisper-cli's `-ojf` (full JSON) output we read. */
const tokenSchema = z.object({
  text: z.string(),
  offsets: z.object({ from: z.number(), to: z.number() }),
  p: z.number().optional(),
  /** DTW token time in centiseconds, -1 when DTW was off. */
  t_dtw: z.number().optional(),
});
const segmentSchema = z.object({
  text: z.string(),
  offsets: z.object({ from: z.number(), to: z.number() }),
  tokens: z.array(tokenSchema).default([]),
});
export const whisperOutputSchema = z.object({
  result: z.object({ language: z.string() }).partial().optional(),
  transcription: z.array(segmentSchema),
});

/** Special tokens ([_BEG_], [_TT_150], <|endoftext|>) carry no text of the word. */
function isSpecial(text: string): boolean {
  return /^\[_[A-Z]+_?\d*\]$/.test(text) || /^<\|.*\|>$/.test(text);
}

/**
 * Reads words from whisper-cli's full JSON written with `-ml 1 -sow` (one word per segment). A word's
 * confidence is the mean probability of its text tokens; with DTW on, its start is the DTW time of its
 * first text token (more precise than the segment offset), kept within the segment.
 */
export function parseWhisperJson(json: string): RecognisedWord[] {
  const data = whisperOutputSchema.parse(JSON.parse(json));
  const words: RecognisedWord[] = [];
  for (const segment of data.transcription) {
    const text = segment.text.trim();
    if (text === '') continue;
    const tokens = segment.tokens.filter((t) => !isSpecial(t.text.trim()) && t.text !== '');
    const probabilities = tokens.map((t) => t.p).filter((p): p is number => typeof p === 'number');
    const confidence =
      probabilities.length > 0 ? probabilities.reduce((a, b) => a + b, 0) / probabilities.length : 0;
    let startMs = segment.offsets.from;
    const endMs = Math.max(segment.offsets.to, startMs);
    const dtw = tokens[0]?.t_dtw;
    if (dtw !== undefined && dtw >= 0) startMs = Math.min(Math.max(dtw * 10, startMs), endMs);
    words.push({ text, startMs, endMs, confidence });
  }
  return words;
}

/** whisper-cli's `-pp` progress lines: "whisper_print_progress_callback: progress =  42%". */
export function parseWhisperProgress(line: string): number | null {
  const m = /progress\s*=\s*(\d+)%/.exec(line);
  return m ? Number(m[1]) : null;
}
