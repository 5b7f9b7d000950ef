import { type GeneratedTexts, parseDescription, SHORT_MAX_CHARS, TITLE_MAX_CHARS } from '@wordreel/core';
import { AppError } from '../../http/app-error.ts';
import { askForJson, type LlmSettings } from '../../llm/chat-completion.ts';

export const LLM_FAILED_MESSAGE = 'The text generator is not answering right now. Please try again later.';

const SYSTEM_PROMPT = [
  'You write titles and descriptions for short social videos from their transcript.',
  'Answer with one JSON object only: {"title": string, "short": string, "long": string}.',
  `title: at most ${TITLE_MAX_CHARS} characters; short: at most ${SHORT_MAX_CHARS} characters; long: a few sentences.`,
  'Each of the three ends with 3 to 6 relevant hashtags. Write in the language of the transcript.',
].join(' ');

/** Asks the configured model; any failure becomes one clear 502. */
export async function generateLlmDescription(
  settings: LlmSettings,
  subtitle: string,
  variant: number,
): Promise<GeneratedTexts> {
  let content: string;
  try {
    // Later attempts ask for more variety, like the built-in generator's Regen.
    content = await askForJson(
      settings,
      { system: SYSTEM_PROMPT, user: `Transcript (attempt ${variant + 1}):\n${subtitle}` },
      Math.min(1.2, 0.7 + variant * 0.2),
    );
  } catch (error) {
    throw new AppError('INTERNAL', LLM_FAILED_MESSAGE, { status: 502, cause: error });
  }
  const texts = parseDescription(content);
  if (!texts) throw new AppError('INTERNAL', LLM_FAILED_MESSAGE, { status: 502 });
  return {
    title: texts.title.slice(0, TITLE_MAX_CHARS),
    short: texts.short.slice(0, SHORT_MAX_CHARS),
    long: texts.long,
  };
}
