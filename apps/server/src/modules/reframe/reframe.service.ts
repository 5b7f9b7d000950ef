import {
  type CropKeyframe,
  type EditList,
  type FaceAnalysis,
  MESSAGES,
  type Reframe,
  type ReframeStatus,
  type ReframeSuggestion,
  cropWindowSize,
  exportFrame,
  followPath,
  projectOrientation,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { listOf, replaceReframe } from '../edits/edits.service.ts';
import { videoKeyOf } from '../projects/project-media.ts';
import { findProject, type ProjectRecord } from '../projects/projects.repository.ts';
import { getOwnedProject } from '../projects/projects.service.ts';
import { readFaceAnalysis } from './face-analysis.store.ts';

/**
 * Auto-reframe for a project: start the analysis of the video it plays (one job per stored video,
 * `reframe-{mediaId}`), follow it, and turn the stored analysis into this project's reframe for its
 * frame and range. Projects waiting for a running analysis are rows of `reframeRequest`; the job fills
 * each one's edit list when it ends.
 */

export type ReframeContext = Pick<AppContext, 'db' | 'storage' | 'jobs' | 'log'>;

export const NOTHING_TO_REFRAME =
  'This video already fits its frame: only a video wider than the export frame can be reframed.';

export const reframeJobId = (mediaId: string) => `reframe-${mediaId}`;
const mediaOf = (project: Pick<ProjectRecord, 'id' | 'mediaId'>) => project.mediaId ?? project.id;

/** The window widths (shares of the source width) for the project's frame, or null when nothing is cropped. */
function windowShares(project: ProjectRecord, sourceWidth: number, sourceHeight: number) {
  const frame = exportFrame(projectOrientation(project.videoConfig));
  const follow = cropWindowSize(sourceWidth, sourceHeight, frame, 'follow');
  if (!follow) return null;
  const split = cropWindowSize(sourceWidth, sourceHeight, frame, 'split');
  return {
    windowShare: follow.width / sourceWidth,
    splitWindowShare: split ? split.width / sourceWidth : null,
  };
}

/** Whether the project's frame crops its video (a landscape or square source in a narrower frame). */
export function needsReframe(project: ProjectRecord): boolean {
  const { width, height } = project.videoConfig;
  return !!width && !!height && windowShares(project, width, height) !== null;
}

/** The range of the source the project shows: its edit list's first to last kept moment. */
function rangeOf(edits: Pick<EditList, 'kept'>): { startMs: number; endMs: number } {
  return { startMs: edits.kept[0]?.startMs ?? 0, endMs: edits.kept[edits.kept.length - 1]?.endMs ?? 0 };
}

/** What the analysis suggests for this project (its frame, its range, its own keyframes kept). */
export function suggestionFor(
  project: ProjectRecord,
  analysis: FaceAnalysis,
  edits: Pick<EditList, 'kept' | 'reframe'>,
): ReframeSuggestion {
  const shares = windowShares(project, analysis.sourceWidth, analysis.sourceHeight);
  if (!shares) throw new AppError('CONFLICT', NOTHING_TO_REFRAME);
  const path = followPath(analysis, {
    ...shares,
    ...rangeOf(edits),
    existing: edits.reframe?.keyframes ?? [],
  });
  return {
    layout: path.layout,
    faceFound: path.faceFound,
    keyframes: path.keyframes,
    splitKeyframes: path.splitKeyframes,
    shots: path.shots.length,
    shotsWithoutFace: path.shots.filter((s) => !s.face).length,
  };
}

/** The reframe the edit list gets: the suggested layout with its keyframes. */
function reframeOf(suggestion: ReframeSuggestion): Reframe {
  const keyframes: CropKeyframe[] =
    suggestion.layout === 'split' && suggestion.splitKeyframes
      ? suggestion.splitKeyframes
      : suggestion.keyframes;
  return { layout: suggestion.layout, keyframes };
}

/** Writes the analysis's suggestion into the project's edit list (its user keyframes kept). */
export async function applyReframe(ctx: ReframeContext, project: ProjectRecord, analysis: FaceAnalysis) {
  await replaceReframe(ctx, project, (edits, durationMs) => {
    const reframe = reframeOf(suggestionFor(project, analysis, edits));
    // Keyframes after the video's end would make the list invalid (a shorter playable copy).
    return { ...reframe, keyframes: reframe.keyframes.filter((k) => k.tMs <= durationMs) };
  });
}

/**
 * Fills in the reframe of every project waiting for this video's analysis, then forgets them. A
 * project deleted meanwhile, or one whose frame no longer crops, is skipped.
 */
export async function applyToWaitingProjects(ctx: ReframeContext, mediaId: string, analysis: FaceAnalysis) {
  const waiting = await ctx.db
    .selectFrom('reframeRequest')
    .select('projectId')
    .where('mediaId', '=', mediaId)
    .execute();
  for (const { projectId } of waiting) {
    const project = await findProject(ctx.db, projectId);
    if (project && needsReframe(project)) await applyReframe(ctx, project, analysis);
    await ctx.db.deleteFrom('reframeRequest').where('projectId', '=', projectId).execute();
  }
}

/**
 * Starts the reframe of a project: at once from a stored analysis, else by queueing the analysis of
 * its video (joined when one is already running). The request is recorded before the stored analysis
 * is looked for, and the job writes the analysis before it reads the requests, so no request falls
 * between the two.
 */
export async function requestReframe(ctx: ReframeContext, project: ProjectRecord): Promise<ReframeStatus> {
  if (!needsReframe(project)) throw new AppError('CONFLICT', NOTHING_TO_REFRAME);
  if (!(await ctx.storage.exists(videoKeyOf(project))))
    throw new AppError('CONFLICT', MESSAGES.VIDEO_NOT_READY);
  const mediaId = mediaOf(project);
  await ctx.db
    .insertInto('reframeRequest')
    .values({ projectId: project.id, mediaId, createdAt: Date.now() })
    .onConflict((oc) => oc.column('projectId').doNothing())
    .execute();
  const analysis = await readFaceAnalysis(ctx, mediaId);
  if (analysis) {
    await applyReframe(ctx, project, analysis);
    await ctx.db.deleteFrom('reframeRequest').where('projectId', '=', project.id).execute();
  } else {
    await ctx.jobs.enqueue('reframe', { mediaId }, { jobId: reframeJobId(mediaId) });
  }
  return statusOf(ctx, project);
}

/** `POST /api/projects/{id}/reframe`. */
export async function startProjectReframe(
  ctx: ReframeContext,
  userId: string,
  projectId: string,
): Promise<ReframeStatus> {
  return requestReframe(ctx, await getOwnedProject(ctx, userId, projectId));
}

/** `GET /api/projects/{id}/reframe`. */
export async function getProjectReframe(
  ctx: ReframeContext,
  userId: string,
  projectId: string,
): Promise<ReframeStatus> {
  const project = await getOwnedProject(ctx, userId, projectId);
  if (!needsReframe(project)) throw new AppError('CONFLICT', NOTHING_TO_REFRAME);
  return statusOf(ctx, project);
}

async function statusOf(ctx: ReframeContext, project: ProjectRecord): Promise<ReframeStatus> {
  const mediaId = mediaOf(project);
  const job = await ctx.jobs.get(reframeJobId(mediaId));
  const live = job?.state === 'queued' || job?.state === 'running' ? job.state : null;
  // The analysis is stored a moment before the job writes it into the waiting projects' lists.
  if (job && live && (await isWaiting(ctx, project.id)))
    return {
      state: live,
      progress: Math.min(99, Math.round(job.progress)),
      error: null,
      suggestion: null,
    };
  const analysis = await readFaceAnalysis(ctx, mediaId);
  if (analysis) {
    const { edits } = await listOf(ctx, project);
    return { state: 'done', progress: 100, error: null, suggestion: suggestionFor(project, analysis, edits) };
  }
  if (!job || job.state === 'cancelled' || job.state === 'done')
    return { state: 'none', progress: 0, error: null, suggestion: null };
  return {
    state: job.state,
    progress: job.state === 'failed' ? 0 : Math.round(job.progress),
    error: job.state === 'failed' ? (job.error ?? 'The reframe analysis failed.') : null,
    suggestion: null,
  };
}

async function isWaiting(ctx: ReframeContext, projectId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('reframeRequest')
    .select('projectId')
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  return row !== undefined;
}
