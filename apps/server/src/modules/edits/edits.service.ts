import { MESSAGES } from '@wordreel/core';
import {
  type CutPace,
  type CutProposalsResponse,
  type EditList,
  type EditListResponse,
  type Reframe,
  type SaveEditListBody,
  findCuts,
  uncutEditList,
  validateEditList,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import type { ProjectRecord } from '../projects/projects.repository.ts';
import { getOwnedProject } from '../projects/projects.service.ts';
import { readCaptionsOrEmpty } from '../captions/captions.store.ts';
import { readVoiceActivity } from '../speech/voice-activity-store.ts';
import { findEdits, saveEditsIfRevision } from './edits.repository.ts';

export type EditsContext = Pick<AppContext, 'db' | 'storage'>;

export const EDITS_CHANGED = 'The edits were changed somewhere else. Reload to see the latest version.';

/** The video's length in whole ms, as the media job measured it (the upload's own guess is not used). */
function durationOf(project: ProjectRecord): number {
  const seconds = project.videoConfig.duration;
  const probed = project.videoConfig.videoCodec !== undefined;
  if (!probed || !seconds || seconds <= 0) throw new AppError('CONFLICT', MESSAGES.VIDEO_NOT_READY);
  return Math.round(seconds * 1000);
}

/** The saved list, or an uncut one when nothing was saved. */
export async function listOf(ctx: EditsContext, project: ProjectRecord): Promise<EditListResponse> {
  const durationMs = durationOf(project);
  const stored = await findEdits(ctx.db, project.id);
  return stored
    ? { edits: stored, durationMs, saved: true }
    : { edits: uncutEditList(durationMs), durationMs, saved: false };
}

export async function getEdits(
  ctx: EditsContext,
  userId: string,
  projectId: string,
): Promise<EditListResponse> {
  return listOf(ctx, await getOwnedProject(ctx, userId, projectId));
}

/**
 * Saves a new edit list. A list that is not valid for this video (overlapping, unsorted, outside
 * the video, ranges under two frames, crop keyframes after its end) is refused with every problem named, and nothing changes; a
 * save based on an older revision than the stored one is refused (409).
 */
export async function saveEdits(
  ctx: EditsContext,
  userId: string,
  projectId: string,
  body: SaveEditListBody,
): Promise<EditListResponse> {
  const project = await getOwnedProject(ctx, userId, projectId);
  const durationMs = durationOf(project);
  const problems = validateEditList(body, durationMs);
  if (problems.length > 0) throw new AppError('BAD_REQUEST', problems.join(' '));
  const base = { revision: body.baseRevision, afterSave: body.afterSave };
  const revision = await saveEditsIfRevision(ctx.db, projectId, base, body, body.saveId ?? null);
  if (revision === null) throw new AppError('CONFLICT', EDITS_CHANGED);
  const edits = { revision, kept: body.kept, zooms: body.zooms };
  return { edits: body.reframe ? { ...edits, reframe: body.reframe } : edits, durationMs, saved: true };
}

/**
 * Replaces a project's reframe with one made from its current list (the auto-reframe analysis, which
 * keeps the user's keyframes). A save from the studio in between wins the revision race; the reframe
 * is then made again from that newer list, a few times at most.
 */
export async function replaceReframe(
  ctx: EditsContext,
  project: ProjectRecord,
  makeReframe: (edits: EditList, durationMs: number) => Reframe,
): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { edits, durationMs, saved } = await listOf(ctx, project);
    const reframe = makeReframe(edits, durationMs);
    const base = saved ? edits.revision : 0;
    const stored = await saveEditsIfRevision(ctx.db, project.id, { revision: base }, { ...edits, reframe });
    if (stored !== null) return;
  }
  throw new AppError('CONFLICT', EDITS_CHANGED);
}

/** Cut proposals at a pace, from the captions' word times and the stored voice activity. */
export async function proposeCuts(
  ctx: EditsContext,
  userId: string,
  projectId: string,
  pace: CutPace,
): Promise<CutProposalsResponse> {
  const project = await getOwnedProject(ctx, userId, projectId);
  const durationMs = durationOf(project);
  const captions = await readCaptionsOrEmpty(ctx, projectId);
  const speech = (await readVoiceActivity(ctx.storage, projectId))?.speech;
  const proposals = findCuts({ captions, durationMs, pace, speech });
  return { pace, proposals, usedVoiceActivity: speech !== undefined };
}
