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
import { RecognitionProgress } from './recognition-progress.ts';
import { expectedWorkMs, readSpeeds, recordSpeed, speedKey } from './speech-speed.ts';
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

  const audio = await loadProjectAudio(ctx, projectId, signal);
  if (!audio) throw new PermanentJobError('The video file is missing');
  try {
    const { durationMs, speech } = audio;
    // A fact about the source that cut finding (AI Edits) reads later: where someone is speaking.
    await ctx.storage.writeFile(projectKeys.voiceActivity(projectId), JSON.stringify({ durationMs, speech }));
    await updateProjectStatus(ctx, projectId, { status: 'transcribing', progress: 5 });

    let { engine, notice } = await chooseEngine(ctx.config, language, project.videoConfig.quality);
    const vocabulary = await findVocabulary(ctx.db, project.userId);
    if (!engine || speech.length === 0) {
      notice = engine ? NOTICES.noSpeech : notice;
      await writeCaptions(ctx, projectId, [], { engine: 'none', model: null, language, notice });
      await updateProjectStatus(ctx, projectId, { status: 'ready', statusDetail: notice });
      return;
    }

    const speeds = await readSpeeds(ctx.storage);
    const heardMs = (audio.speechOnly.samples.length / audio.sampleRate) * 1000;
    const recognise = async (e: SpeechEngine) => {
      const key = speedKey(e.kind, e.model);
      const progress = new RecognitionProgress(
        expectedWorkMs(speeds, key, heardMs),
        (overall) => updateProjectStatus(ctx, projectId, { status: 'transcribing', progress: overall }),
        (err) => ctx.log.warn({ err, projectId }, 'progress update failed'),
      );
      const startedAt = performance.now();
      try {
        const heard = await recogniseSpeech(e, audio, {
          language,
          signal,
          onProgress: (percent) => progress.engineSays(percent),
          vocabulary,
        });
        // This run's speed makes the next estimates (quality choices, progress) truer.
        await recordSpeed(ctx.storage, key, heardMs, performance.now() - startedAt).catch((err: unknown) =>
          ctx.log.warn({ err }, 'speech speed not recorded'),
        );
        return heard;
      } finally {
        await progress.stop();
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
