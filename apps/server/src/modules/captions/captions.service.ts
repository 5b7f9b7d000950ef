import { MESSAGES } from '@wordreel/core';
import type { CaptionEngine } from '@wordreel/core/captions/captions-meta';
import type { CaptionItem } from '@wordreel/core';
import type { AlignStatus } from '@wordreel/core/captions/caption-import.schema';
import {
  formatSrt,
  formatVtt,
  groupIntoCues,
  parseSubtitles,
  SubtitleParseError,
  type SubtitleCue,
} from '@wordreel/core/captions/srt-vtt';
import { captionWordsProblem, splitWords } from '@wordreel/core/captions/caption-words';
import { cuesToWords } from '@wordreel/core/captions/subtitle-import';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { editedCaptions, editListForExport } from '../edits/edited-timeline.ts';
import type { ProjectRecord } from '../projects/projects.repository.ts';
import { getOwnedProject, moveProjectStatus } from '../projects/projects.service.ts';
import { videoKeyOf } from '../projects/project-media.ts';
import { finalizeCaptionsInTurns } from '../speech/caption-list.ts';
import { loadProjectAudio } from '../speech/project-audio.ts';
import { alignScript } from '../speech/script-align.ts';
import { speechWithin } from '../speech/voice-activity.ts';
import { assertCaptionsEditable, readCaptions, writeCaptions } from './captions.store.ts';
import { whileHoldingCaptions } from './captions-write-hold.ts';

export type CaptionsContext = Pick<AppContext, 'db' | 'storage' | 'events'>;

export const NO_CAPTIONS = 'No captions yet';

/** Caption changes wait until recognition is over; its result would overwrite them. */
async function ownedIdleProject(
  ctx: CaptionsContext,
  userId: string,
  projectId: string,
): Promise<ProjectRecord> {
  const project = await getOwnedProject(ctx, userId, projectId);
  assertCaptionsEditable(project);
  return project;
}

/** Captions just stored, with the JSON text they were stored as (an answer sends it as it is). */
export interface StoredCaptions {
  captions: CaptionItem[];
  json: string;
}

/**
 * Stores captions the user brought (a subtitle file or an aligned script) in place of the recognised
 * ones; a failed project (recognition failed) is usable again afterwards. The project is read again
 * here, after the caller's slow work (the audio): a re-transcription started meanwhile writes its own
 * captions at its end, so these are refused rather than stored to be silently replaced, and `ready`
 * is set only from the idle status just seen, never over the job's.
 */
async function replaceCaptions(
  ctx: CaptionsContext,
  userId: string,
  projectId: string,
  captions: CaptionItem[],
  engine: Extract<CaptionEngine, 'import' | 'script'>,
): Promise<StoredCaptions> {
  // Held like an edit: a splice that read the old list must not write it back over these.
  return whileHoldingCaptions(ctx, projectId, async () => {
    const project = await ownedIdleProject(ctx, userId, projectId);
    const json = await writeCaptions(ctx, project.id, captions, {
      engine,
      model: null,
      language: project.videoConfig.lang,
      notice: null,
    });
    if (project.status !== 'ready' || project.statusDetail) {
      await moveProjectStatus(ctx, project.id, [project.status], { status: 'ready', statusDetail: null });
    }
    return { captions, json };
  });
}

/** About this many words are timed between two turns of the event loop (a few milliseconds' work). */
const WORDS_PER_TURN = 1000;

/** The cues in runs of about `words` words each. */
function* cueBatches(cues: readonly SubtitleCue[], words: number): Generator<SubtitleCue[]> {
  let batch: SubtitleCue[] = [];
  let count = 0;
  for (const cue of cues) {
    batch.push(cue);
    count += splitWords(cue.text).length;
    if (count >= words) {
      yield batch;
      batch = [];
      count = 0;
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Replaces the captions with an SRT or WebVTT file's cues split into words: each cue's words share
 * the speech within the cue (voice activity of the video's audio) in proportion to their length.
 * Every step is linear in the file and the words are capped by the video's length (`maxWordsFor`);
 * the event loop gets a turn between steps, so a large import never holds other requests up.
 */
export async function importSubtitles(
  ctx: CaptionsContext,
  userId: string,
  projectId: string,
  text: string,
): Promise<StoredCaptions> {
  const project = await ownedIdleProject(ctx, userId, projectId);
  let cues;
  try {
    cues = parseSubtitles(text);
  } catch (err) {
    if (err instanceof SubtitleParseError) throw new AppError('BAD_REQUEST', err.message);
    throw err;
  }
  await nextTurn();
  const audio = await loadProjectAudio(ctx, projectId);
  try {
    const durationMs = audio?.durationMs ?? cues.reduce((end, c) => Math.max(end, c.endMs), 0);
    const problem = captionWordsProblem(
      cues.flatMap((cue) => splitWords(cue.text)),
      project.videoConfig.duration ? project.videoConfig.duration * 1000 : durationMs,
    );
    if (problem) throw new AppError('BAD_REQUEST', problem);
    await nextTurn();
    const speech = audio?.speech;
    const words: CaptionItem[] = [];
    for (const batch of cueBatches(cues, WORDS_PER_TURN)) {
      words.push(...cuesToWords(batch, speech ? (cue) => speechWithin(speech, cue) : undefined));
      await nextTurn();
    }
    // The cue text is the user's own: keep every word even where the audio seems silent.
    const captions = await finalizeCaptionsInTurns(words, { durationMs });
    return await replaceCaptions(ctx, userId, projectId, captions, 'import');
  } finally {
    await audio?.dispose();
  }
}

/** Replaces the captions with a pasted script aligned to the video's speech (espeak-ng + MFCC + DTW). */
/** A script may have at most this many words a second of video to be aligned (fast speech is 3-4). */
export const ALIGN_WORDS_PER_SECOND = 5;
export const ALIGNMENT_RUNNING =
  'Another script is being lined up with one of your videos. Please wait for it to finish.';

/** Why this script cannot be aligned to a video this long (too many words for it), or null. */
export function scriptSizeProblem(words: readonly string[], durationMs: number): string | null {
  const problem = captionWordsProblem(words, durationMs);
  if (problem) return problem;
  const most = Math.max(50, Math.ceil((durationMs / 1000) * ALIGN_WORDS_PER_SECOND));
  if (words.length <= most) return null;
  return `This script has ${words.length.toLocaleString('en')} words, more than a video this long can say (at most ${most.toLocaleString('en')}). Please paste only the words spoken in this video.`;
}

/** One alignment at a time per user: the job's id is the user's. */
export const alignJobId = (userId: string) => `align-${userId}`;

/**
 * Queues the alignment of a pasted script (`align` job, see align.job.ts) after the checks that need
 * no audio: the owner's idle project, a playable video, a script the video's length can carry. 409
 * while another alignment of the same user is queued or running.
 */
export async function startScriptAlignment(
  ctx: CaptionsContext & Pick<AppContext, 'jobs'>,
  userId: string,
  projectId: string,
  script: string,
): Promise<{ jobId: string }> {
  const project = await ownedIdleProject(ctx, userId, projectId);
  if (!(await ctx.storage.exists(videoKeyOf(project))))
    throw new AppError('CONFLICT', MESSAGES.VIDEO_NOT_READY);
  // The job checks again against the audio's measured length; the stored one answers at once.
  const durationMs = (project.videoConfig.duration ?? 0) * 1000 || Number.POSITIVE_INFINITY;
  const problem = scriptSizeProblem(splitWords(script), durationMs);
  if (problem) throw new AppError('BAD_REQUEST', problem);
  const { id, created } = await ctx.jobs.enqueue(
    'align',
    { projectId, userId, script },
    { jobId: alignJobId(userId) },
  );
  if (!created) throw new AppError('CONFLICT', ALIGNMENT_RUNNING);
  return { jobId: id };
}

/** The project's latest alignment (`none` when the user's latest was for another project). */
export async function getScriptAlignment(
  ctx: CaptionsContext & Pick<AppContext, 'jobs'>,
  userId: string,
  projectId: string,
): Promise<AlignStatus> {
  await getOwnedProject(ctx, userId, projectId);
  const job = await ctx.jobs.get(alignJobId(userId));
  const payload = job?.payload as { projectId?: string } | null | undefined;
  if (!job || payload?.projectId !== projectId) return { state: 'none', progress: 0, error: null };
  return {
    state: job.state,
    progress: job.state === 'done' ? 100 : job.progress,
    error: job.state === 'failed' || job.state === 'cancelled' ? (job.error ?? ALIGNMENT_FAILED) : null,
  };
}

export const ALIGNMENT_FAILED = 'The script could not be lined up with the video. Please try again.';

/**
 * The `align` job's work: the project's audio, the script aligned to its speech (memory bounded by
 * the script's size cap and the DTW's cell bound), stored as the captions. The project must still be
 * the user's and idle when the result is written.
 */
export async function alignScriptToProject(
  ctx: CaptionsContext,
  userId: string,
  projectId: string,
  script: string,
  options: { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
): Promise<StoredCaptions> {
  const project = await ownedIdleProject(ctx, userId, projectId);
  const audio = await loadProjectAudio(ctx, projectId, options.signal);
  if (!audio) throw new AppError('CONFLICT', MESSAGES.VIDEO_NOT_READY);
  try {
    const problem = scriptSizeProblem(splitWords(script), audio.durationMs);
    if (problem) throw new AppError('BAD_REQUEST', problem);
    options.onProgress?.(10);
    const words = await alignScript(
      audio.samples,
      script,
      project.videoConfig.lang,
      audio.speech,
      options.signal,
      (percent) => options.onProgress?.(10 + Math.round(percent * 0.85)),
    );
    const captions = await finalizeCaptionsInTurns(words, {
      durationMs: audio.durationMs,
      speech: audio.speech,
      guard: false, // the script is the user's own words: keep them all
    });
    return await replaceCaptions(ctx, userId, projectId, captions, 'script');
  } finally {
    await audio.dispose();
  }
}

/** The captions as an SRT or WebVTT file, grouped into readable cues. */
export async function exportSubtitles(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  projectId: string,
  format: 'srt' | 'vtt',
): Promise<{ body: string; fileName: string }> {
  const project = await getOwnedProject(ctx, userId, projectId);
  const list = await readCaptions(ctx, projectId);
  if (!list) throw new AppError('NOT_FOUND', NO_CAPTIONS);
  const edits = await editListForExport(ctx, projectId, (project.videoConfig.duration ?? 0) * 1000);
  const cues = groupIntoCues(editedCaptions(list, edits));
  const base =
    project.name
      .replace(/\.[^.]+$/, '')
      .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
      .trim() || 'captions';
  return { body: format === 'srt' ? formatSrt(cues) : formatVtt(cues), fileName: `${base}.${format}` };
}
