import { type CaptionItem, captionListSchema } from '@wordreel/core';
import {
  formatSrt,
  formatVtt,
  groupIntoCues,
  parseSubtitles,
  SubtitleParseError,
} from '@wordreel/core/captions/srt-vtt';
import { cuesToWords } from '@wordreel/core/captions/subtitle-import';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { projectKeys } from '../../storage/storage.ts';
import { CAPTIONS_NOT_READY } from '../captions-edit/captions-edit.service.ts';
import type { ProjectRecord } from '../projects/projects.repository.ts';
import { getOwnedProject, updateProjectStatus } from '../projects/projects.service.ts';
import { finalizeCaptions } from '../speech/caption-list.ts';
import { loadProjectAudio } from '../speech/project-audio.ts';
import { alignScript } from '../speech/script-align.ts';
import { saveCaptions } from '../speech/transcribe.service.ts';
import { speechWithin } from '../speech/voice-activity.ts';

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
  if (project.status !== 'ready' && project.status !== 'failed')
    throw new AppError('CONFLICT', CAPTIONS_NOT_READY);
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
  engine: 'import' | 'script',
): Promise<{ captions: CaptionItem[] }> {
  await saveCaptions(ctx, project.id, captions, {
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

/**
 * Replaces the captions with an SRT or WebVTT file's cues split into words: each cue's words share
 * the speech within the cue (voice activity of the video's audio) in proportion to their length.
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
  const audio = await loadProjectAudio(ctx.storage, projectId);
  try {
    const speech = audio?.speech;
    const words = cuesToWords(cues, speech ? (cue) => speechWithin(speech, cue) : undefined);
    const durationMs = audio?.durationMs ?? Math.max(...cues.map((c) => c.endMs));
    // The cue text is the user's own: keep every word even where the audio seems silent.
    return await replaceCaptions(ctx, project, finalizeCaptions(words, { durationMs }), 'import');
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
  const audio = await loadProjectAudio(ctx.storage, projectId);
  if (!audio) throw new AppError('CONFLICT', VIDEO_NOT_READY);
  try {
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
  const key = projectKeys.captions(projectId);
  if (!(await ctx.storage.exists(key))) throw new AppError('NOT_FOUND', NO_CAPTIONS);
  const list = captionListSchema.parse(JSON.parse((await ctx.storage.readFile(key)).toString('utf8')));
  const cues = groupIntoCues(list);
  const base =
    project.name
      .replace(/\.[^.]+$/, '')
      .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
      .trim() || 'captions';
  return { body: format === 'srt' ? formatSrt(cues) : formatVtt(cues), fileName: `${base}.${format}` };
}
