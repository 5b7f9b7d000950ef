import { randomBytes } from 'node:crypto';
import {
  MESSAGES,
  trackDirection,
  trackLanguageName,
  trackPageSchema,
  type CaptionTrack,
  type CaptionTrackDetail,
  type CaptionTrackList,
  type TrackPage,
} from '@wordreel/core';
import { formatSrt, formatVtt } from '@wordreel/core/captions/srt-vtt';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { llmSettings } from '../../llm/chat-completion.ts';
import { readCaptionsOrEmpty } from '../captions/captions.store.ts';
import { editedTrackPages, editListForExport } from '../edits/edited-timeline.ts';
import { getOwnedProject } from '../projects/projects.service.ts';
import type { ProjectRecord } from '../projects/projects.repository.ts';
import { captionsFingerprint } from './caption-track-pages.ts';
import {
  deleteTrack,
  failUnfinishedTrack,
  findTrack,
  findTrackByLanguage,
  insertTrack,
  listTracks,
  updateTrack,
  type CaptionTrackRow,
} from './caption-tracks.repository.ts';
import { settleTrack, translateJobId, translationIsLive } from './track-job-state.ts';

/**
 * Translated caption tracks of a project (docs/decisions/035-translated-tracks.md): list, start (the
 * `translate` job), read, delete, SRT/VTT. Owner only: another user's project or track is 404.
 */

export type TracksContext = Pick<AppContext, 'db' | 'storage' | 'jobs' | 'config'>;

const storedPages = z.array(trackPageSchema);

/** The stored pages of a track (empty before its first translation ends). */
export function pagesOf(row: Pick<CaptionTrackRow, 'pages'>): TrackPage[] {
  if (!row.pages) return [];
  const parsed = storedPages.safeParse(JSON.parse(row.pages));
  return parsed.success ? parsed.data : [];
}

function toTrack(row: CaptionTrackRow, currentHash: string, pageCount: number): CaptionTrack {
  return {
    id: row.id,
    language: row.language,
    languageName: trackLanguageName(row.language) ?? row.language,
    direction: trackDirection(row.language),
    state: row.state,
    progress: row.state === 'done' ? 100 : row.progress,
    error: row.error,
    stale: row.sourceHash !== null && row.sourceHash !== currentHash,
    pageCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function currentHash(ctx: TracksContext, projectId: string): Promise<string> {
  return captionsFingerprint(await readCaptionsOrEmpty(ctx, projectId));
}

async function ownedTrack(ctx: TracksContext, project: ProjectRecord, trackId: string) {
  const row = trackId.length <= 40 ? await findTrack(ctx.db, trackId) : undefined;
  if (!row || row.projectId !== project.id) throw new AppError('NOT_FOUND', MESSAGES.TRACK_NOT_FOUND);
  return row;
}

/** `GET /api/projects/{id}/tracks`. */
export async function listProjectTracks(
  ctx: TracksContext,
  userId: string,
  projectId: string,
): Promise<CaptionTrackList> {
  const project = await getOwnedProject(ctx, userId, projectId);
  const rows = await Promise.all((await listTracks(ctx.db, project.id)).map((row) => settleTrack(ctx, row)));
  const hash = await currentHash(ctx, project.id);
  return {
    tracks: rows.map((row) => toTrack(row, hash, pagesOf(row).length)),
    translationAvailable: llmSettings(ctx.config) !== null,
  };
}

/**
 * `POST /api/projects/{id}/tracks`: starts translating the captions into `language` (a new track, or
 * the language's existing one again, e.g. when stale). Its old pages stay until the new ones are whole.
 */
export async function startTrack(
  ctx: TracksContext,
  userId: string,
  projectId: string,
  language: string,
): Promise<CaptionTrack> {
  const project = await getOwnedProject(ctx, userId, projectId);
  if (!llmSettings(ctx.config)) throw new AppError('NOT_CONFIGURED', MESSAGES.TRANSLATION_NOT_CONFIGURED);
  const captions = await readCaptionsOrEmpty(ctx, project.id);
  if (captions.every((w) => !w.text.trim())) throw new AppError('CONFLICT', MESSAGES.TRACK_NO_CAPTIONS);
  const now = Date.now();
  let row = await findTrackByLanguage(ctx.db, project.id, language);
  if (row && (row.state === 'queued' || row.state === 'running') && (await translationIsLive(ctx, row.id)))
    throw new AppError('CONFLICT', MESSAGES.TRACK_BUSY);
  if (row) {
    await updateTrack(ctx.db, row.id, { state: 'queued', progress: 0, error: null, updatedAt: now });
    row = { ...row, state: 'queued', progress: 0, error: null, updatedAt: now };
  } else {
    row = {
      id: randomBytes(12).toString('hex'),
      projectId: project.id,
      language,
      state: 'queued',
      progress: 0,
      error: null,
      pages: null,
      sourceHash: null,
      createdAt: now,
      updatedAt: now,
    };
    await insertTrack(ctx.db, row);
  }
  try {
    await ctx.jobs.enqueue('translate', { trackId: row.id }, { jobId: translateJobId(row.id) });
  } catch (error) {
    // No job will move the row on: say so now (if even that write fails, the track list settles it).
    await failUnfinishedTrack(ctx.db, row.id, MESSAGES.TRANSLATION_STOPPED).catch(() => undefined);
    throw error;
  }
  return toTrack(row, captionsFingerprint(captions), pagesOf(row).length);
}

/** `GET /api/projects/{id}/tracks/{trackId}`: the track with its pages. */
export async function getTrack(
  ctx: TracksContext,
  userId: string,
  projectId: string,
  trackId: string,
): Promise<CaptionTrackDetail> {
  const project = await getOwnedProject(ctx, userId, projectId);
  const row = await settleTrack(ctx, await ownedTrack(ctx, project, trackId));
  const pages = pagesOf(row);
  return { ...toTrack(row, await currentHash(ctx, project.id), pages.length), pages };
}

/** `DELETE /api/projects/{id}/tracks/{trackId}`: cancels its translation if one runs. */
export async function removeTrack(
  ctx: TracksContext,
  userId: string,
  projectId: string,
  trackId: string,
): Promise<void> {
  const project = await getOwnedProject(ctx, userId, projectId);
  const row = await ownedTrack(ctx, project, trackId);
  await ctx.jobs.cancel(translateJobId(row.id));
  await deleteTrack(ctx.db, row.id);
}

/**
 * The pages an export or a subtitle file of the project draws from a track: its pages on the edited
 * timeline. Throws when the track is gone or has no pages (`TRACK_NOT_READY`).
 */
export async function trackPagesForExport(
  ctx: Pick<AppContext, 'db'>,
  project: ProjectRecord,
  trackId: string,
): Promise<{ pages: TrackPage[]; identity: string }> {
  const row = await findTrack(ctx.db, trackId);
  if (!row || row.projectId !== project.id) throw new AppError('BAD_REQUEST', MESSAGES.TRACK_NOT_FOUND);
  const pages = pagesOf(row);
  if (pages.length === 0) throw new AppError('CONFLICT', MESSAGES.TRACK_NOT_READY);
  const edits = await editListForExport(ctx, project.id, (project.videoConfig.duration ?? 0) * 1000);
  return {
    pages: editedTrackPages(pages, edits),
    identity: `${row.id}:${row.sourceHash ?? ''}:${row.updatedAt}`,
  };
}

/** `GET /api/projects/{id}/tracks/{trackId}/captions.srt|.vtt`: one cue per page, at its page's times. */
export async function exportTrackSubtitles(
  ctx: TracksContext,
  userId: string,
  projectId: string,
  trackId: string,
  format: 'srt' | 'vtt',
): Promise<{ body: string; fileName: string }> {
  const project = await getOwnedProject(ctx, userId, projectId);
  const row = await ownedTrack(ctx, project, trackId);
  const { pages } = await trackPagesForExport(ctx, project, row.id);
  const cues = pages.map((p) => ({ startMs: p.startMs, endMs: p.endMs, text: p.text }));
  const base =
    project.name
      .replace(/\.[^.]+$/, '')
      .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
      .trim() || 'captions';
  return {
    body: format === 'srt' ? formatSrt(cues) : formatVtt(cues),
    fileName: `${base}.${row.language}.${format}`,
  };
}
