import { type GeneratedTexts, parseDescription, SHORT_MAX_CHARS, TITLE_MAX_CHARS } from '@wordreel/core';
import { AppError } from '../../http/app-error.ts';

export interface LlmSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export const LLM_FAILED_MESSAGE = 'The text generator is not answering right now. Please try again later.';

const SYSTEM_PROMPT = [
  'You write titles and descriptions for short social videos from their transcript.',
  'Answer with one JSON object only: {"title": string, "short": string, "long": string}.',
  `title: at most ${TITLE_MAX_CHARS} characters; short: at most ${SHORT_MAX_CHARS} characters; long: a few sentences.`,
  'Each of the three ends with 3 to 6 relevant hashtags. Write in the language of the transcript.',
].join(' ');

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

/** Asks an OpenAI-compatible /chat/completions endpoint; any failure becomes one clear 502. */
export async function generateLlmDescription(
  settings: LlmSettings,
  subtitle: string,
  variant: number,
): Promise<GeneratedTexts> {
  const url = `${settings.baseUrl.replace(/\/$/, '')}/chat/completions`;
  let completion: ChatCompletion;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `Transcript (attempt ${variant + 1}):\n${subtitle}` },
        ],
        response_format: { type: 'json_object' },
        // Later attempts ask for more variety, like the built-in generator's Regen.
        temperature: Math.min(1.2, 0.7 + variant * 0.2),
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    completion = (await response.json()) as ChatCompletion;
  } catch (error) {
    throw new AppError('INTERNAL', LLM_FAILED_MESSAGE, { status: 502, cause: error });
  }
  const content = completion.choices?.[0]?.message?.content;
  const texts = typeof content === 'string' ? parseDescription(content) : null;
  if (!texts) throw new AppError('INTERNAL', LLM_FAILED_MESSAGE, { status: 502 });
  return {
    title: texts.title.slice(0, TITLE_MAX_CHARS),
    short: texts.short.slice(0, SHORT_MAX_CHARS),
    long: texts.long,
  };
}
