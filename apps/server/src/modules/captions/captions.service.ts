import type { CaptionEngine } from '@wordreel/core/captions/captions-meta';
import type { CaptionItem } from '@wordreel/core';
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
import { getOwnedProject, updateProjectStatus } from '../projects/projects.service.ts';
import { finalizeCaptions } from '../speech/caption-list.ts';
import { loadProjectAudio } from '../speech/project-audio.ts';
import { alignScript } from '../speech/script-align.ts';
import { speechWithin } from '../speech/voice-activity.ts';
import { assertCaptionsEditable, readCaptions, writeCaptions } from './captions.store.ts';

export type CaptionsContext = Pick<AppContext, 'db' | 'storage' | 'events'>;

export const VIDEO_NOT_READY = 'The video is still being processed. Please try again when it is ready.';
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

/**
 * Stores captions the user brought (a subtitle file or an aligned script) in place of the recognised
 * ones; a failed project (recognition failed) is usable again afterwards.
 */
async function replaceCaptions(
  ctx: CaptionsContext,
  project: ProjectRecord,
  captions: CaptionItem[],
  engine: Extract<CaptionEngine, 'import' | 'script'>,
): Promise<{ captions: CaptionItem[] }> {
  await writeCaptions(ctx, project.id, captions, {
    engine,
    model: null,
    language: project.videoConfig.lang,
    notice: null,
  });
  if (project.status !== 'ready' || project.statusDetail) {
    await updateProjectStatus(ctx, project.id, { status: 'ready', statusDetail: null });
  }
  return { captions };
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
): Promise<{ captions: CaptionItem[] }> {
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
    const captions = finalizeCaptions(words, { durationMs });
    await nextTurn();
    return await replaceCaptions(ctx, project, captions, 'import');
  } finally {
    await audio?.dispose();
  }
}

/** Replaces the captions with a pasted script aligned to the video's speech (espeak-ng + MFCC + DTW). */
export async function alignScriptToProject(
  ctx: CaptionsContext,
  userId: string,
  projectId: string,
  script: string,
): Promise<{ captions: CaptionItem[] }> {
  const project = await ownedIdleProject(ctx, userId, projectId);
  const audio = await loadProjectAudio(ctx, projectId);
  if (!audio) throw new AppError('CONFLICT', VIDEO_NOT_READY);
  try {
    const problem = captionWordsProblem(splitWords(script), audio.durationMs);
    if (problem) throw new AppError('BAD_REQUEST', problem);
    const words = await alignScript(audio.samples, script, project.videoConfig.lang, audio.speech);
    const captions = finalizeCaptions(words, {
      durationMs: audio.durationMs,
      speech: audio.speech,
      guard: false, // the script is the user's own words: keep them all
    });
    return await replaceCaptions(ctx, project, captions, 'script');
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
