import type { AppContext } from '../../context.ts';
import { PermanentJobError } from '../../jobs/job-queue.ts';
import { projectKeys } from '../../storage/storage.ts';
import { findProject } from '../projects/projects.repository.ts';
import { updateProjectStatus } from '../projects/projects.service.ts';
import { writeCaptions } from '../captions/captions.store.ts';
import { finalizeCaptions } from './caption-list.ts';
import { chooseEngine } from './engine-choice.ts';
import { PocketsphinxEngine } from './pocketsphinx-engine.ts';
import { loadProjectAudio } from './project-audio.ts';
import { recogniseSpeech } from './recognise-speech.ts';
import { findVocabulary } from '../vocabulary/vocabulary.repository.ts';
import type { SpeechEngine } from './speech-engine.ts';
import { NOTICES } from './speech-notices.ts';
import { WhisperError } from './whisper-engine.ts';

export type TranscribeContext = Pick<AppContext, 'db' | 'storage' | 'events' | 'config' | 'log'>;

/**
 * Makes a project's word-timed captions from its playable copy: 16 kHz WAV, voice activity, the best
 * engine for the language, the spec's caption list. Idempotent: a rerun after a restart starts over and
 * replaces the files atomically. The project ends `ready` (with a notice when the basic recogniser
 * was used or nothing could recognise the language); errors are left to the job's failure handler.
 */
export async function transcribeProject(
  ctx: TranscribeContext,
  projectId: string,
  signal?: AbortSignal,
): Promise<void> {
  const project = await findProject(ctx.db, projectId);
  if (!project) return; // deleted meanwhile: nothing to do
  const language = project.videoConfig.lang;
  await updateProjectStatus(ctx, projectId, { status: 'transcribing', progress: 0, statusDetail: null });

  const audio = await loadProjectAudio(ctx.storage, projectId, signal);
  if (!audio) throw new PermanentJobError('The video file is missing');
  try {
    const { durationMs, speech } = audio;
    // A fact about the source that cut finding (AI Edits) reads later: where someone is speaking.
    await ctx.storage.writeFile(projectKeys.voiceActivity(projectId), JSON.stringify({ durationMs, speech }));
    await updateProjectStatus(ctx, projectId, { status: 'transcribing', progress: 5 });

    let { engine, notice } = await chooseEngine(ctx.config, language);
    const vocabulary = await findVocabulary(ctx.db, project.userId);
    if (!engine || speech.length === 0) {
      notice = engine ? NOTICES.noSpeech : notice;
      await writeCaptions(ctx, projectId, [], { engine: 'none', model: null, language, notice });
      await updateProjectStatus(ctx, projectId, { status: 'ready', statusDetail: notice });
      return;
    }

    let reported = 5;
    // Progress updates run one after another and are awaited before the final status, so a late
    // one can never turn a `ready` project back into `transcribing`.
    let updates = Promise.resolve();
    const onProgress = (percent: number) => {
      // 5..95 of the project's progress is recognition; publish in steps of 5 to keep events few.
      const overall = Math.round(5 + percent * 0.9);
      if (overall - reported < 5) return;
      reported = overall;
      updates = updates
        .then(() => updateProjectStatus(ctx, projectId, { status: 'transcribing', progress: overall }))
        .catch((err: unknown) => ctx.log.warn({ err, projectId }, 'progress update failed'));
    };
    const recognise = async (e: SpeechEngine) => {
      try {
        return await recogniseSpeech(e, audio, { language, signal, onProgress, vocabulary });
      } finally {
        await updates;
      }
    };
    let words;
    try {
      words = await recognise(engine);
    } catch (err) {
      // English always has a way out: the basic recogniser, with a notice saying why.
      if (!(err instanceof WhisperError) || language !== 'en') throw err;
      ctx.log.warn({ err, projectId }, 'whisper failed, falling back to pocketsphinx');
      notice = NOTICES.whisperFailed(err.message.replace(/^Speech recognition \(whisper\) failed: /, ''));
      engine = new PocketsphinxEngine();
      words = await recognise(engine);
    }
    const captions = finalizeCaptions(words, { durationMs, speech });
    await writeCaptions(ctx, projectId, captions, {
      engine: engine.kind,
      model: engine.model,
      language,
      notice,
    });
    await updateProjectStatus(ctx, projectId, { status: 'ready', statusDetail: notice });
  } finally {
    await audio.dispose();
  }
}
