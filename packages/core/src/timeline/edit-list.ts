import { z } from 'zod';
import { type Reframe, reframeSchema } from '../reframe/crop-path.ts';

/**
 * A project's edit list: the stretches of the source that are kept (everything between them is cut),
 * the zoom punch-ins and the reframe (how a wide source is cropped to the frame, see crop-path.ts). All times are source times in whole milliseconds. Lists are immutable
 * values: every function here returns a new list, so undo/redo is a stack of lists.
 */

/** Edits are played and exported on the export's frame grid. */
export const EDIT_FPS = 30;
/**
 * Audio fades out over this long before every join of kept ranges and in over this long after it, so
 * no join clicks: the export's afade at each cut and the studio preview's declicker (decision 044).
 */
export const JOIN_FADE_MS = 10;
/** A kept range shorter than this many frames is refused (it would flash by). */
export const MIN_RANGE_FRAMES = 2;
/** Default zoom punch-in scale and the range a user may choose from. */
export const DEFAULT_ZOOM_SCALE = 1.12;
export const MIN_ZOOM_SCALE = 1.01;
export const MAX_ZOOM_SCALE = 1.5;
export const MAX_KEPT_RANGES = 5000;
export const MAX_ZOOMS = 500;

const ms = z.number().int().nonnegative();

export const keptRangeSchema = z.object({ startMs: ms, endMs: ms });
export type KeptRange = z.infer<typeof keptRangeSchema>;

/** A zoom punch-in over a source span: eases in over 6 frames, holds, eases back (see zoom.ts). */
export const zoomSchema = z.object({
  startMs: ms,
  endMs: ms,
  scale: z.number().min(MIN_ZOOM_SCALE).max(MAX_ZOOM_SCALE),
});
export type Zoom = z.infer<typeof zoomSchema>;

export const editListSchema = z.object({
  /** Goes up by one with every saved change; a save names the revision it was based on. */
  revision: z.number().int().nonnegative(),
  kept: z.array(keptRangeSchema).min(1).max(MAX_KEPT_RANGES),
  zooms: z.array(zoomSchema).max(MAX_ZOOMS),
  /** Absent: never reframed (a wide source is shown whole over its blurred fill, as before). */
  reframe: reframeSchema.optional(),
});
export type EditList = z.infer<typeof editListSchema>;

const saveId = z.string().min(8).max(64);

/**
 * `PUT /api/projects/{id}/edits`: the new ranges, zooms and reframe, and the revision they were made
 * from. The whole list is replaced: a save without `reframe` removes the stored one.
 */
export const saveEditListBodySchema = z.object({
  baseRevision: z.number().int().nonnegative(),
  kept: editListSchema.shape.kept,
  zooms: editListSchema.shape.zooms,
  reframe: editListSchema.shape.reframe,
  saveId: saveId
    .optional()
    .meta({ description: "The caller's id for this save (random), for a later save's afterSave" }),
  // A page reloaded mid-save never learns whether its save landed; its next save names it.
  afterSave: saveId.optional().meta({
    description:
      'An earlier save (its saveId) whose answer never came: if it was stored, this save is taken on top of it',
  }),
});
export type SaveEditListBody = z.infer<typeof saveEditListBodySchema>;

/** `GET`/`PUT /api/projects/{id}/edits` answer: the list (an uncut one when none is saved yet). */
export const editListResponseSchema = z.object({
  edits: editListSchema,
  durationMs: ms,
  /** False while the project has no saved list: the export is the plain, uncut one. */
  saved: z.boolean(),
});
export type EditListResponse = z.infer<typeof editListResponseSchema>;

/** The list of a video nothing has been cut from. */
export function uncutEditList(durationMs: number): EditList {
  return { revision: 0, kept: [{ startMs: 0, endMs: Math.max(1, Math.round(durationMs)) }], zooms: [] };
}

/** True when the list changes nothing: all of the video kept, no zooms (the export's fast path). */
export function isUncut(list: Pick<EditList, 'kept' | 'zooms'>, durationMs: number): boolean {
  if (list.zooms.length > 0 || list.kept.length !== 1) return false;
  const only = list.kept[0] as KeptRange;
  return only.startMs <= 0 && only.endMs >= Math.floor(durationMs);
}

/** The shortest kept range allowed, in milliseconds. */
export function minRangeMs(fps = EDIT_FPS): number {
  return Math.ceil((MIN_RANGE_FRAMES * 1000) / fps);
}

/**
 * Everything wrong with a list, as messages a user can read (empty when it is valid): kept ranges
 * sorted, not overlapping, inside the video and at least two frames long; zooms inside the video,
 * not overlapping each other, long enough to ease in and out.
 */
export function validateEditList(
  list: Pick<EditList, 'kept' | 'zooms' | 'reframe'>,
  durationMs: number,
  fps = EDIT_FPS,
): string[] {
  const problems: string[] = [];
  const end = Math.ceil(durationMs);
  const shortest = minRangeMs(fps);
  if (list.kept.length === 0) problems.push('At least part of the video must be kept.');
  list.kept.forEach((r, i) => {
    const n = `Kept range ${i + 1}`;
    if (r.endMs <= r.startMs) problems.push(`${n} ends before it starts.`);
    else if (r.endMs - r.startMs < shortest)
      problems.push(`${n} is shorter than ${MIN_RANGE_FRAMES} frames (${shortest} ms).`);
    if (r.endMs > end) problems.push(`${n} ends after the video (${end} ms).`);
    const prev = list.kept[i - 1];
    if (prev && r.startMs < prev.endMs)
      problems.push(`${n} overlaps or comes before kept range ${i}; ranges must be sorted.`);
  });
  list.zooms.forEach((z, i) => {
    const n = `Zoom ${i + 1}`;
    if (z.endMs - z.startMs < shortest) problems.push(`${n} is shorter than ${MIN_RANGE_FRAMES} frames.`);
    if (z.endMs > end) problems.push(`${n} ends after the video (${end} ms).`);
    const prev = list.zooms[i - 1];
    if (prev && z.startMs < prev.endMs) problems.push(`${n} overlaps or comes before zoom ${i}.`);
  });
  if (list.reframe) problems.push(...reframeProblems(list.reframe, end));
  return problems;
}

/** Crop keyframes sorted, one per moment, inside the video (the schema checks their ranges). */
function reframeProblems(reframe: Reframe, endMs: number): string[] {
  const problems: string[] = [];
  const keyframes = reframe.keyframes;
  const late = keyframes.findIndex((k) => k.tMs > endMs);
  if (late >= 0) problems.push(`Crop keyframe ${late + 1} is after the end of the video (${endMs} ms).`);
  const unsorted = keyframes.findIndex((k, i) => i > 0 && k.tMs <= (keyframes[i - 1] as { tMs: number }).tMs);
  if (unsorted >= 0) problems.push(`Crop keyframe ${unsorted + 1} is not after the one before it.`);
  return problems;
}

/** A span of source time, used for cuts. */
export interface Span {
  startMs: number;
  endMs: number;
}

/** Sorts spans and joins those that overlap or touch. */
export function unionSpans(spans: readonly Span[]): Span[] {
  const sorted = spans.filter((s) => s.endMs > s.startMs).sort((a, b) => a.startMs - b.startMs);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out.at(-1);
    if (last && s.startMs <= last.endMs) last.endMs = Math.max(last.endMs, s.endMs);
    else out.push({ startMs: s.startMs, endMs: s.endMs });
  }
  return out;
}

/**
 * Removes the given source spans from the kept ranges. Slivers shorter than two frames left between
 * two cuts are cut too (they would be refused and could not be seen). Zooms are kept as they are.
 */
export function applyCuts(list: EditList, cuts: readonly Span[], fps = EDIT_FPS): EditList {
  const shortest = minRangeMs(fps);
  const removed = unionSpans(cuts);
  const kept: KeptRange[] = [];
  for (const range of list.kept) {
    let pieces: Span[] = [{ startMs: range.startMs, endMs: range.endMs }];
    for (const cut of removed) {
      if (cut.endMs <= range.startMs || cut.startMs >= range.endMs) continue;
      pieces = pieces.flatMap((p) => {
        if (cut.endMs <= p.startMs || cut.startMs >= p.endMs) return [p];
        const parts: Span[] = [];
        if (cut.startMs > p.startMs) parts.push({ startMs: p.startMs, endMs: cut.startMs });
        if (cut.endMs < p.endMs) parts.push({ startMs: cut.endMs, endMs: p.endMs });
        return parts;
      });
    }
    kept.push(...pieces.filter((p) => p.endMs - p.startMs >= shortest).map(roundSpan));
  }
  return { ...list, kept: kept.length > 0 ? kept : list.kept };
}

/** Puts source spans back (restoring cut words): the kept ranges grow to cover them, within the video. */
export function restoreSpans(list: EditList, spans: readonly Span[], durationMs: number): EditList {
  const end = Math.ceil(durationMs);
  const clipped = spans.map((s) => ({ startMs: Math.max(0, s.startMs), endMs: Math.min(end, s.endMs) }));
  return { ...list, kept: unionSpans([...list.kept, ...clipped]).map(roundSpan) };
}

/** Adds a zoom (replacing any it overlaps) or, with `remove`, takes zooms overlapping the span away. */
export function setZoom(
  list: EditList,
  zoom: Zoom | { startMs: number; endMs: number; remove: true },
): EditList {
  const others = list.zooms.filter((z) => z.endMs <= zoom.startMs || z.startMs >= zoom.endMs);
  const zooms = 'remove' in zoom ? others : [...others, { ...zoom }];
  return { ...list, zooms: zooms.sort((a, b) => a.startMs - b.startMs) };
}

/** The source time that is cut by the list (for "saves N s"). */
export function keptTotalMs(kept: readonly Span[]): number {
  return kept.reduce((sum, r) => sum + Math.max(0, r.endMs - r.startMs), 0);
}

function roundSpan(s: Span): KeptRange {
  return { startMs: Math.round(s.startMs), endMs: Math.round(s.endMs) };
}
