import {
  MESSAGES,
  TranslationAnswerError,
  batchPages,
  parseTranslationAnswer,
  trackLanguageName,
  translationPrompt,
  type SourcePage,
  type TrackPage,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { PermanentJobError } from '../../jobs/job-queue.ts';
import { askForJson, llmSettings, type LlmSettings } from '../../llm/chat-completion.ts';
import { readCaptionsOrEmpty } from '../captions/captions.store.ts';
import { findProject } from '../projects/projects.repository.ts';
import { captionsFingerprint, sourcePagesForProject } from './caption-track-pages.ts';
import { findTrack, updateTrack } from './caption-tracks.repository.ts';
import { failStoppedTranslation } from './track-job-state.ts';

/** Requests per batch before the track fails (the first and two retries). */
export const BATCH_ATTEMPTS = 3;

/**
 * Declares the `translate` job: one caption track. The project's caption pages are sent to the LLM a
 * batch at a time (`batchPages`), each answer checked (`parseTranslationAnswer`: one non-empty text
 * per page id) and asked again up to `BATCH_ATTEMPTS` times; progress is the share of pages done. The
 * pages are stored only when every page is translated: a failure leaves the track's previous pages
 * (none for a new track) and says why.
 */
export function registerTranslateJob(ctx: AppContext): void {
  ctx.jobs.register(
    'translate',
    async ({ trackId }, run) => {
      const track = await findTrack(ctx.db, trackId);
      const project = track && (await findProject(ctx.db, track.projectId));
      if (!track || !project) return; // deleted meanwhile: nothing to do
      const fail = async (reason: string): Promise<never> => {
        const message = `${MESSAGES.TRANSLATION_FAILED}: ${reason}.`;
        await updateTrack(ctx.db, trackId, { state: 'failed', progress: 0, error: message });
        throw new PermanentJobError(message);
      };
      const settings = llmSettings(ctx.config);
      if (!settings) return fail(MESSAGES.TRANSLATION_NOT_CONFIGURED.replace(/\.$/, ''));
      await updateTrack(ctx.db, trackId, { state: 'running', progress: 0, error: null });
      const captions = await readCaptionsOrEmpty(ctx, project.id);
      const pages = sourcePagesForProject(project, captions);
      if (pages.length === 0) return fail('there are no captions to translate');
      const languageName = trackLanguageName(track.language) ?? track.language;
      const translated: TrackPage[] = [];
      for (const batch of batchPages(pages)) {
        // Deleted (or its project deleted) meanwhile: ask the LLM no more.
        if (!(await findTrack(ctx.db, trackId))) return;
        const texts = await translateBatch(settings, languageName, track.language, batch, run.signal).catch(
          (error: unknown) => {
            if (run.signal.aborted) throw error;
            run.log.warn({ err: error, trackId }, 'translation batch failed');
            return fail(error instanceof Error ? error.message : String(error));
          },
        );
        for (const page of batch) translated.push({ ...page, text: texts.get(page.id) ?? page.text });
        const progress = Math.min(99, Math.round((translated.length / pages.length) * 100));
        await updateTrack(ctx.db, trackId, { progress });
        await run.progress(progress).catch(() => undefined);
      }
      if (!(await findTrack(ctx.db, trackId))) return;
      await updateTrack(ctx.db, trackId, {
        state: 'done',
        progress: 100,
        error: null,
        pages: JSON.stringify(translated),
        sourceHash: captionsFingerprint(captions),
      });
    },
    {
      timeoutMs: 30 * 60 * 1000,
      // The job retries each batch itself; a second run would only repeat a clear failure.
      maxAttempts: 1,
      // A failure `fail()` did not write (a timeout, a killed worker, a throw) must not leave the
      // track "Translating…" with no job behind it.
      onFailed: ({ trackId }, error) => failStoppedTranslation(ctx, trackId, error),
    },
  );
}

function pageRange(batch: readonly SourcePage[]): string {
  const first = batch[0]?.id ?? '';
  const last = batch.at(-1)?.id ?? '';
  return first === last ? `page ${first}` : `pages ${first}–${last}`;
}

/** One batch translated, asked again on a failed request or an unusable answer; throws a reason after the last try. */
async function translateBatch(
  settings: LlmSettings,
  languageName: string,
  language: string,
  batch: readonly SourcePage[],
  signal: AbortSignal,
): Promise<Map<string, string>> {
  let reason = '';
  for (let attempt = 1; attempt <= BATCH_ATTEMPTS; attempt++) {
    if (signal.aborted) throw new Error('cancelled');
    try {
      const prompt = translationPrompt(languageName, language, batch);
      const answer = await askForJson(settings, prompt, 0.2, signal);
      return parseTranslationAnswer(answer, batch);
    } catch (error) {
      reason =
        error instanceof TranslationAnswerError
          ? `the language model's answer for ${pageRange(batch)} was unusable (${error.message})`
          : `the language model could not be reached for ${pageRange(batch)} (${error instanceof Error ? error.message.replace(/\.$/, '') : String(error)})`;
    }
  }
  throw new Error(`${reason}, ${BATCH_ATTEMPTS} tries`);
}
