import { scriptRuns } from '../style/fonts.ts';

/** WORD JOINER: invisible, zero width; breaks `\N`, `\n`, `\h` and `\{` sequences apart. */
const WORD_JOINER = '\u2060';

/**
 * Makes caption text safe for an ASS Dialogue line so it renders exactly as typed: a backslash is
 * followed by a word joiner (so `\N`, `\h` or a backslash before our own `{...}` never act as codes),
 * braces become libass's `\{` `\}` escapes (no override blocks), and line breaks become spaces (a raw
 * newline would end the Dialogue line and start a forged one).
 */
export function escapeAssText(text: string): string {
  return text
    .replace(/\\/g, `\\${WORD_JOINER}`)
    .replace(/[{}]/g, (brace) => `\\${brace}`)
    .replace(/[\r\n\u2028\u2029]+/g, ' ');
}

/**
 * Text set in a script font (a cover or hook title in Devanagari, Arabic or Hebrew), escaped, with its
 * Latin punctuation and digits switched to `latinFamily` and back: the script subsets lack them.
 */
export function escapeScriptText(text: string, scriptFamily: string, latinFamily: string): string {
  return scriptRuns(text)
    .map((run) =>
      run.own
        ? escapeAssText(run.text)
        : `{\\fn${latinFamily}}${escapeAssText(run.text)}{\\fn${scriptFamily}}`,
    )
    .join('');
}
