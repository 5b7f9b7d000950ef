import { type ClipCandidate, TITLE_MAX_CHARS } from '@wordreel/core';
import { z } from 'zod';
import { askForJson, type LlmSettings } from '../../llm/chat-completion.ts';

/**
 * With an LLM configured, it re-orders the offline ranking's top candidates by how well each would
 * do as a short on its own, and writes each a title. Anything unusable in its answer throws, and the
 * caller keeps the offline ranking.
 */

/** How many of the offline ranking's best the LLM sees (the rest keep their order after them). */
export const LLM_RERANK_TOP = 8;
/** Characters of each candidate's transcript sent to the model. */
const EXCERPT_CHARS = 1200;

const SYSTEM_PROMPT = [
  'You pick the best moments of a long video to post as vertical shorts.',
  'You get numbered transcript excerpts. Rank them by how well each works on its own as a short:',
  'a hook in the first seconds, a complete thought, a clear payoff.',
  'Answer with one JSON object only: {"ranking": [{"n": number, "title": string}]}, best first,',
  `every excerpt exactly once; each title at most ${TITLE_MAX_CHARS} characters, in the transcript's language.`,
].join(' ');

const answerSchema = z.object({
  ranking: z.array(z.object({ n: z.number().int(), title: z.string().trim().min(1) })),
});

export async function rerankClipsWithLlm(
  settings: LlmSettings,
  clips: readonly ClipCandidate[],
): Promise<ClipCandidate[]> {
  const top = clips.slice(0, LLM_RERANK_TOP);
  const user = top.map((c, i) => `#${i + 1}\n${c.text.slice(0, EXCERPT_CHARS)}`).join('\n\n');
  const answer = answerSchema.parse(
    JSON.parse(await askForJson(settings, { system: SYSTEM_PROMPT, user }, 0.2)),
  );
  const order = answer.ranking.map((r) => r.n - 1);
  const complete = order.length === top.length && new Set(order).size === top.length;
  if (!complete || order.some((n) => n < 0 || n >= top.length))
    throw new Error('The LLM did not rank every candidate exactly once.');
  const reranked = answer.ranking.map((r) => {
    const clip = top[r.n - 1] as ClipCandidate;
    return { ...clip, title: r.title.slice(0, TITLE_MAX_CHARS) };
  });
  return [...reranked, ...clips.slice(LLM_RERANK_TOP)];
}
