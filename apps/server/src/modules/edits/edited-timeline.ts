import {
  type CaptionList,
  type EditList,
  type Reframe,
  editedDurationMs,
  isUncut,
  playbackRanges,
  retimeCaptions,
  retimeTrackPages,
  type TrackPage,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { findEdits } from './edits.repository.ts';

/**
 * The edited timeline as every later step reads it (export, subtitles, music length): the saved edit
 * list and the captions mapped through it. Nothing else maps time.
 */

/**
 * The edit list an export plays, or null when there is none or it changes nothing (the export then
 * takes its plain path). Lists are validated when saved.
 */
export async function editListForExport(
  ctx: Pick<AppContext, 'db'>,
  projectId: string,
  durationMs: number,
): Promise<EditList | null> {
  const stored = await findEdits(ctx.db, projectId);
  if (!stored || isUncut(stored, durationMs)) return null;
  return stored;
}

/** The saved reframe an export draws (it applies with or without cuts), or null when never reframed. */
export async function reframeForExport(
  ctx: Pick<AppContext, 'db'>,
  projectId: string,
): Promise<Reframe | null> {
  return (await findEdits(ctx.db, projectId))?.reframe ?? null;
}

/** The captions on the edited timeline (unchanged when there is no edit list). */
export function editedCaptions(captions: CaptionList, edits: EditList | null): CaptionList {
  return edits ? retimeCaptions(captions, playbackRanges(edits)) : captions;
}

/** A translated track's pages on the edited timeline (unchanged without an edit list), mapped as the captions are. */
export function editedTrackPages(pages: readonly TrackPage[], edits: EditList | null): TrackPage[] {
  if (!edits) return [...pages];
  const ranges = playbackRanges(edits);
  return retimeTrackPages(pages, (items) => retimeCaptions(items, ranges));
}

/** Seconds the export will last: the edited length when there is an edit list (what an export is charged for). */
export async function exportSeconds(
  ctx: Pick<AppContext, 'db'>,
  projectId: string,
  durationSec: number,
): Promise<number> {
  const edits = await editListForExport(ctx, projectId, durationSec * 1000);
  return edits ? editedDurationMs(playbackRanges(edits)) / 1000 : durationSec;
}
