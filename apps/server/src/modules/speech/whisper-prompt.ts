import type { Language } from '@wordreel/core';

/**
 * whisper's initial prompt, built here only. Whisper writes text in the style of its prompt: its
 * training transcripts mostly leave hesitations out, so it drops "um"/"uh" unless the prompt itself
 * is written with them (then it keeps them, and the edit proposals can cut them). The user's custom
 * vocabulary comes first as a glossary line it copies spellings from (decision 017), the filler style
 * last: with `--max-context 64` whisper.cpp keeps only the prompt's last 63 tokens, and the style
 * must survive that cut (a long glossary loses its first terms instead).
 */

/** Speech written with its fillers, per language (Hindi in Devanagari, as whisper writes it). */
const FILLER_STYLE: Record<Language, string> = {
  en: 'Umm, so, uh, I was like, hmm, you know... Er, ah, okay. Uh, um, let me think.',
  hi: 'उम्म, तो, अं... हम्म, मतलब, अ... ठीक है।',
};

/** A bound on the whole prompt (whisper.cpp cuts it further, to its last 63 tokens). */
const MAX_PROMPT_CHARS = 600;

/** The glossary line for the terms, cut to `room` characters; null for no terms. */
function glossary(terms: readonly string[], room: number): string | null {
  if (terms.length === 0) return null;
  let line = 'Glossary:';
  for (const term of terms) {
    if (line.length + term.length + 3 > room) break;
    line += `${line.endsWith(':') ? ' ' : ', '}${term}`;
  }
  return line.endsWith(':') ? null : `${line}.`;
}

/** The prompt for one recognition: the user's glossary, then the language's filler style. */
export function whisperPrompt(language: Language, vocabulary: readonly string[] = []): string {
  const style = FILLER_STYLE[language];
  const terms = glossary(vocabulary, MAX_PROMPT_CHARS - style.length - 1);
  return terms ? `${terms} ${style}` : style;
}
