import { createHash } from 'node:crypto';
import path from 'node:path';
import type { TimeSpan } from '@wordreel/core/captions/caption-words';
import type { AppContext } from '../../context.ts';
import { failureMessage } from '../../jobs/failure-message.ts';
import { PermanentJobError } from '../../jobs/job-queue.ts';
import { withScratchDir } from '../../storage/scratch-dir.ts';
import { findProject } from '../projects/projects.repository.ts';
import { videoKeyOf } from '../projects/project-media.ts';
import { updateProjectStatus } from '../projects/projects.service.ts';
import { writeCaptions } from '../captions/captions.store.ts';
import { finalizeCaptionsInTurns } from './caption-list.ts';
import { recogniseInChunks } from './chunked-recognition.ts';
import { chooseEngine } from './engine-choice.ts';
import { PocketsphinxEngine } from './pocketsphinx-engine.ts';
import { findVocabulary } from '../vocabulary/vocabulary.repository.ts';
import type { SpeechEngine } from './speech-engine.ts';
import { RECOGNITION_FROM, RecognitionProgress } from './recognition-progress.ts';
import { detectSpeechInWav } from './silero-vad.ts';
import { writeVoiceActivity } from './voice-activity-store.ts';
import { PREPARE_SPEED_KEY, readSpeeds, recordSpeed } from './speech-speed.ts';
import { NOTICES } from './speech-notices.ts';
import {
  clearCheckpoint,
  hasCheckpoint,
  readPlan,
  type TranscriptionPlan,
  writePlan,
} from './transcript-checkpoint.ts';
import { planChunks } from './transcript-chunks.ts';
import { transcriptionRange } from './transcription-range.ts';
import { extractSpeechWav } from './wav-audio.ts';
import { openWav, type WavReader } from './wav-reader.ts';
import { WhisperError } from './whisper-engine.ts';

export type TranscribeContext = Pick<AppContext, 'db' | 'storage' | 'events' | 'config' | 'log'>;

/**
 * Makes a project's word-timed captions from its playable copy (a clip: from its range of its
 * source's copy, times kept in source time): 16 kHz WAV on disk, voice activity streamed through it,
 * the audio cut in pauses into chunks of about TRANSCRIBE_CHUNK_SECONDS, each heard by the best engine
 * for the language and kept in the project's storage as it finishes (transcript-checkpoint.ts), then
 * the spec's caption list from all of them. Memory holds one chunk whatever the video's length; a run
 * after a restart resumes at the first chunk not kept, and progress never goes back. The project ends
 * `ready` (with a notice when the basic recogniser was used or nothing could recognise the language);
 * errors are left to the job's failure handler.
 */
export async function transcribeProject(
  ctx: TranscribeContext,
  projectId: string,
  signal?: AbortSignal,
): Promise<void> {
  const project = await findProject(ctx.db, projectId);
  if (!project) return; // deleted meanwhile: nothing to do
  const language = project.videoConfig.lang;
  const videoKey = videoKeyOf(project);
  if (!(await ctx.storage.exists(videoKey))) throw new PermanentJobError('The video file is missing');
  const range = await transcriptionRange(ctx.db, project);
  const offsetMs = range?.startMs ?? 0;

  // Progress only ever moves forward: a resumed run starts from what the project shows.
  const resuming = project.status === 'transcribing' && (await hasCheckpoint(ctx, projectId));
  let shown = resuming ? project.progress : 0;
  if (!resuming) {
    await updateProjectStatus(ctx, projectId, { status: 'transcribing', progress: 0, statusDetail: null });
  }
  const show = async (progress: number) => {
    if (progress <= shown) return;
    shown = progress;
    await updateProjectStatus(ctx, projectId, { status: 'transcribing', progress });
  };

  await withScratchDir('transcribe', async (dir) => {
    const preparingFrom = performance.now();
    const wavPath = path.join(dir, 'audio.wav');
    const input = await ctx.storage.localFile(videoKey, dir);
    await extractSpeechWav(input, wavPath, signal, range ?? undefined);
    const wav = await openWav(wavPath);
    try {
      const source = `${videoKey}|${rangeText(range)}`;
      const { plan, detected } = await planFor(ctx, projectId, wav, source, signal, show);
      // How long reading the audio and finding its speech took: part of the next estimates.
      if (detected) {
        await recordSpeed(ctx, PREPARE_SPEED_KEY, wav.durationMs, performance.now() - preparingFrom);
      }
      const durationMs = offsetMs + wav.durationMs;
      const speech = plan.speech.map((r) => ({ startMs: r.startMs + offsetMs, endMs: r.endMs + offsetMs }));
      // A fact about the source that cut finding (AI Edits) reads later: where someone is speaking.
      await writeVoiceActivity(ctx.storage, projectId, { durationMs, speech });
      await show(RECOGNITION_FROM);

      let { engine, notice } = await chooseEngine(ctx.config, language, project.videoConfig.quality);
      const vocabulary = await findVocabulary(ctx.db, project.userId);
      if (!engine || speech.length === 0) {
        notice = engine ? NOTICES.noSpeech : notice;
        await writeCaptions(ctx, projectId, [], { engine: 'none', model: null, language, notice });
        await clearCheckpoint(ctx, projectId);
        await updateProjectStatus(ctx, projectId, { status: 'ready', statusDetail: notice });
        return;
      }

      const speeds = await readSpeeds(ctx.storage);
      const recognise = async (e: SpeechEngine) => {
        const progress = new RecognitionProgress(
          null,
          (overall) => show(overall),
          (err) => ctx.log.warn({ err, projectId }, 'progress update failed'),
          undefined,
          undefined,
          shown,
        );
        try {
          return await recogniseInChunks({
            ctx,
            projectId,
            wav,
            plan,
            engine: e,
            heardBy: heardBy(e, language, vocabulary),
            options: { language, signal, vocabulary },
            progress,
            speeds,
            scratchDir: dir,
          });
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
        notice = failureMessage(err, NOTICES.whisperFallback, {
          log: ctx.log,
          projectId,
          step: 'whisper (falling back to pocketsphinx)',
        });
        engine = new PocketsphinxEngine();
        words = await recognise(engine);
      }
      const shifted = words.map((w) => ({ ...w, startMs: w.startMs + offsetMs, endMs: w.endMs + offsetMs }));
      const captions = await finalizeCaptionsInTurns(shifted, { durationMs, speech });
      await writeCaptions(ctx, projectId, captions, {
        engine: engine.kind,
        model: engine.model,
        language,
        notice,
      });
      await clearCheckpoint(ctx, projectId);
      await updateProjectStatus(ctx, projectId, { status: 'ready', statusDetail: notice });
    } finally {
      await wav.close();
    }
  });
}

const rangeText = (range: TimeSpan | null) => (range ? `${range.startMs}-${range.endMs}` : 'all');

/** The engine setup whose words a kept chunk holds: engine, model, language and vocabulary. */
function heardBy(engine: SpeechEngine, language: string, vocabulary: readonly string[]): string {
  const terms = createHash('sha256').update(vocabulary.join('\n')).digest('hex').slice(0, 16);
  return `${engine.kind}:${engine.model}:${language}:${terms}`;
}

/**
 * The kept plan of this exact audio (same video, range, length and chunk target), or a new one
 * (`detected`): voice activity streamed through the WAV (progress 0..5 %), chunk cuts in its pauses.
 */
async function planFor(
  ctx: TranscribeContext,
  projectId: string,
  wav: WavReader,
  source: string,
  signal: AbortSignal | undefined,
  show: (progress: number) => Promise<void>,
): Promise<{ plan: TranscriptionPlan; detected: boolean }> {
  const targetMs = ctx.config.TRANSCRIBE_CHUNK_SECONDS * 1000;
  const audio = `${source}|${wav.frames}|${targetMs}`;
  const kept = await readPlan(ctx, projectId, audio);
  if (kept) return { plan: kept, detected: false };
  const speech = await detectSpeechInWav(wav, {
    signal,
    onProgress: (fraction) => show(Math.floor(fraction * RECOGNITION_FROM)),
  });
  const plan = { audio, speech, chunks: planChunks(speech, wav.durationMs, targetMs) };
  await writePlan(ctx, projectId, plan);
  return { plan, detected: true };
}
