import type { CaptionItem } from '../captions.ts';

/**
 * Sentence spans of a caption list, for clip boundaries. Whisper punctuates, so a word ending in
 * . ! ? or … closes a sentence; pocketsphinx does not, so a long pause closes one too. A clip made of
 * whole sentences never starts or ends mid-word or mid-thought.
 */

/** A pause this long after a word ends a sentence even without punctuation. */
export const SENTENCE_PAUSE_MS = 700;

const ENDS_SENTENCE = /[.!?…]["'’”)\]]*$/u;

export interface SentenceSpan {
  /** Index of the sentence's first word. */
  first: number;
  /** Index of its last word (inclusive). */
  last: number;
}

export function endsSentence(word: string): boolean {
  return ENDS_SENTENCE.test(word.trim());
}

/** The sentences of `words` in order; every word belongs to exactly one. */
export function splitIntoSentences(words: readonly CaptionItem[]): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  let first = 0;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as CaptionItem;
    const next = words[i + 1];
    const pause = next ? next.startMs - word.endMs : Infinity;
    if (endsSentence(word.text) || pause >= SENTENCE_PAUSE_MS) {
      spans.push({ first, last: i });
      first = i + 1;
    }
  }
  return spans;
}
