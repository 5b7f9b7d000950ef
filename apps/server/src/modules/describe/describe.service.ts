import {
  EMPTY_SUBTITLE_MESSAGE,
  formatDescription,
  type GenerateDescriptionBody,
  type GenerateDescriptionResponse,
} from '@wordreel/core';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { llmSettings } from '../../llm/chat-completion.ts';
import { generateBuiltinDescription } from './builtin-generator.ts';
import { generateLlmDescription } from './llm-generator.ts';

/** Title, short and long description for a transcript: the configured model, else the built-in generator. */
export async function generateDescription(
  config: Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>,
  body: GenerateDescriptionBody,
): Promise<GenerateDescriptionResponse> {
  const subtitle = body.subtitle.replace(/\s+/g, ' ').trim();
  if (!subtitle) throw new AppError('BAD_REQUEST', EMPTY_SUBTITLE_MESSAGE);
  const variant = body.variant ?? 0;
  const llm = llmSettings(config);
  const texts = llm
    ? await generateLlmDescription(llm, subtitle, variant)
    : generateBuiltinDescription(subtitle, variant, body.lang);
  return { description: formatDescription(texts), ...texts };
}
