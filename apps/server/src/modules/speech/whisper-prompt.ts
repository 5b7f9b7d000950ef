/**
 * whisper's initial prompt, built here only: the user's custom vocabulary as a glossary line whisper
 * copies spellings from (decision 017). With `--max-context 64` whisper.cpp keeps only the prompt's
 * last 63 tokens, so a long glossary loses its first terms.
 *
 * A second line written with fillers ("Umm, so, uh…") would make whisper keep hesitations in its text;
 * it was tried and held back (decision 031): with it, the test-only whisper model wrote a word over
 * the "movement" music track, where the non-speech test wants none, and no real model can be run
 * here to show it does not do the same. Fillers are still proposed from the audio between words.
 */

/** A bound on the whole prompt (whisper.cpp cuts it further, to its last 63 tokens). */
const MAX_PROMPT_CHARS = 600;

/** The prompt for one recognition: the glossary of the user's terms, or null for none. */
export function whisperPrompt(vocabulary: readonly string[] = []): string | null {
  if (vocabulary.length === 0) return null;
  let line = 'Glossary:';
  for (const term of vocabulary) {
    if (line.length + term.length + 3 > MAX_PROMPT_CHARS) break;
    line += `${line.endsWith(':') ? ' ' : ', '}${term}`;
  }
  return line.endsWith(':') ? null : `${line}.`;
}
