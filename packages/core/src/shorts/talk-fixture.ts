import type { CaptionItem } from '../captions.ts';

/**
 * Transcripts written for the clip-finder's tests (core, server and e2e): sentences spoken at a steady
 * 2.9 words a second with a short breath between them, so only the words decide which clip wins. Not
 * exported from the package index: tests import this file by path.
 */

/** A stretch that opens by pointing back at something said before ("And that is why…"). */
export const RAMBLE = [
  'And that is why it kind of worked out for them in the end I guess.',
  'So they did the thing again and it was fine and they were okay with it.',
  'It was not really what they had in mind but they went along with it anyway.',
];

/** A clear hook (a question in the first 3 s) with a complete answer. */
export const HOOK = [
  'Why do most creators never grow past a thousand followers?',
  'They post without a plan and they quit after six weeks.',
  'Pick one topic and publish on the same two days every single week.',
];

export const HOOK_TITLE = 'Why do most creators never grow past a thousand followers?';

/** The sentences as caption words from `startMs`, 345 ms a word and `pauseMs` between sentences. */
export function speak(
  sentences: readonly string[],
  options: { startMs?: number; pauseMs?: number } = {},
): CaptionItem[] {
  const words: CaptionItem[] = [];
  let t = options.startMs ?? 0;
  for (const sentence of sentences) {
    for (const text of sentence.split(' ')) {
      words.push({
        text: words.length ? ` ${text}` : text,
        startMs: t,
        endMs: t + 300,
        confidence: 0.9,
        timestampMs: t,
      });
      t += 345;
    }
    t += options.pauseMs ?? 250;
  }
  return words;
}
