/**
 * The one client of an OpenAI-compatible `/chat/completions` endpoint (`LLM_BASE_URL`): a system and a
 * user message in, the answer's text out. Callers parse and check what they asked for; any transport
 * or status failure throws, and each caller decides what failing means for it.
 */

import { deadlineSignal } from '../process/deadline-signal.ts';

export interface LlmSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

/**
 * Asks for a JSON object; returns the answer's text (unparsed). `signal` (a job's) ends the request
 * early, so a cancelled or timed-out job does not leave it running until `timeoutMs`.
 */
export async function askForJson(
  settings: LlmSettings,
  messages: { system: string; user: string },
  temperature: number,
  signal?: AbortSignal,
): Promise<string> {
  const deadline = deadlineSignal(settings.timeoutMs, signal);
  try {
    return await requestJson(settings, messages, temperature, deadline.signal);
  } finally {
    deadline.clear();
  }
}

async function requestJson(
  settings: LlmSettings,
  messages: { system: string; user: string },
  temperature: number,
  signal: AbortSignal,
): Promise<string> {
  const url = `${settings.baseUrl.replace(/\/$/, '')}/chat/completions`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: settings.model,
      messages: [
        { role: 'system', content: messages.system },
        { role: 'user', content: messages.user },
      ],
      response_format: { type: 'json_object' },
      temperature,
    }),
    signal,
  });
  if (!response.ok) throw new Error(`The LLM answered with status ${response.status}.`);
  const completion = (await response.json()) as ChatCompletion;
  const content = completion.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new Error('The LLM answered without text.');
  return content;
}

/** The settings when an LLM is configured (`LLM_BASE_URL` and `LLM_MODEL`), else null. */
export function llmSettings(config: {
  LLM_BASE_URL?: string | undefined;
  LLM_API_KEY?: string | undefined;
  LLM_MODEL?: string | undefined;
  LLM_TIMEOUT_MS: number;
}): LlmSettings | null {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null;
  return {
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
  };
}
