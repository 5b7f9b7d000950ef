import type { CaptionItem } from '../captions.ts';
import { withLeadingSpaces } from '../captions/caption-words.ts';
import { EDIT_FPS, type EditList } from './edit-list.ts';

/**
 * Source time ↔ edited time. The preview and the export both play the kept ranges snapped to the
 * export's frame grid (`playbackRanges`), so a cut falls between the same two frames in both and the
 * video and its sound stay together however many cuts there are. Everything that needs edited time
 * (captions, zooms, music length, subtitles) maps through the same ranges.
 */

/** One kept range on the frame grid: source frames [startFrame, endFrame), and where it lands. */
export interface PlaybackRange {
  startFrame: number;
  endFrame: number;
  /** Source time of the range, ms (exact frame instants, not rounded). */
  startMs: number;
  endMs: number;
  /** Edited time at which the range starts, ms. */
  editedStartMs: number;
}

/** The kept ranges snapped to whole frames (ranges that snap to nothing are dropped). */
export function playbackRanges(list: Pick<EditList, 'kept'>, fps = EDIT_FPS): PlaybackRange[] {
  const at = (frame: number): number => (frame * 1000) / fps;
  const out: PlaybackRange[] = [];
  let editedFrames = 0;
  for (const r of list.kept) {
    const startFrame = Math.round((r.startMs * fps) / 1000);
    const endFrame = Math.round((r.endMs * fps) / 1000);
    if (endFrame <= startFrame) continue;
    out.push({
      startFrame,
      endFrame,
      startMs: at(startFrame),
      endMs: at(endFrame),
      editedStartMs: at(editedFrames),
    });
    editedFrames += endFrame - startFrame;
  }
  return out;
}

/** The edited video's length in ms (a whole number of frames). */
export function editedDurationMs(ranges: readonly PlaybackRange[], fps = EDIT_FPS): number {
  return (ranges.reduce((n, r) => n + r.endFrame - r.startFrame, 0) * 1000) / fps;
}

/** The range holding a source time, or the index of the first range after it (binary search). */
function locateSource(
  ranges: readonly PlaybackRange[],
  sourceMs: number,
): { index: number; inside: boolean } {
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ranges[mid] as PlaybackRange).endMs <= sourceMs) lo = mid + 1;
    else hi = mid;
  }
  const r = ranges[lo];
  return { index: lo, inside: r !== undefined && sourceMs >= r.startMs };
}

/**
 * Edited time of a source time. A time inside a cut maps to where the cut is in the edited video
 * (the start of the next kept range), so it is never undefined; `null` only with `exact` when the
 * time was cut.
 */
export function sourceToEdited(ranges: readonly PlaybackRange[], sourceMs: number): number;
export function sourceToEdited(
  ranges: readonly PlaybackRange[],
  sourceMs: number,
  exact: true,
): number | null;
export function sourceToEdited(
  ranges: readonly PlaybackRange[],
  sourceMs: number,
  exact = false,
): number | null {
  const { index, inside } = locateSource(ranges, sourceMs);
  const r = ranges[index];
  if (!r) {
    if (exact) return null;
    const last = ranges.at(-1);
    return last ? last.editedStartMs + (last.endMs - last.startMs) : 0;
  }
  if (inside) return r.editedStartMs + (sourceMs - r.startMs);
  return exact ? null : r.editedStartMs;
}

/** Source time of an edited time (times past the end map to the end of the last kept range). */
export function editedToSource(ranges: readonly PlaybackRange[], editedMs: number): number {
  let lo = 0;
  let hi = ranges.length - 1;
  if (hi < 0) return editedMs;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((ranges[mid] as PlaybackRange).editedStartMs <= editedMs) lo = mid;
    else hi = mid - 1;
  }
  const r = ranges[lo] as PlaybackRange;
  const offset = Math.max(0, editedMs - r.editedStartMs);
  return Math.min(r.endMs, r.startMs + offset);
}

/**
 * Where playback must jump from a source time: the start of the next kept range when the time is in
 * a cut (or before the first range), null when it is inside a kept range or past the last one.
 */
export function nextKeptStart(ranges: readonly PlaybackRange[], sourceMs: number): number | null {
  const { index, inside } = locateSource(ranges, sourceMs);
  const r = ranges[index];
  if (!r || inside) return null;
  return r.startMs;
}

/**
 * Captions on the edited timeline. A word is kept when its middle is kept, and is then
 * shown whole: its times are clamped into the kept range holding its middle, never split across a
 * cut. A word inside a cut disappears. Returned times are whole ms, in order, never overlapping.
 */
export function retimeCaptions(
  captions: readonly CaptionItem[],
  ranges: readonly PlaybackRange[],
): CaptionItem[] {
  const out: CaptionItem[] = [];
  for (const word of captions) {
    const mid = (word.startMs + word.endMs) / 2;
    const { index, inside } = locateSource(ranges, mid);
    const r = ranges[index];
    if (!inside || !r) continue;
    const start = Math.max(word.startMs, r.startMs);
    const end = Math.min(Math.max(word.endMs, start), r.endMs);
    const prevEnd = out.at(-1)?.endMs ?? 0;
    const startMs = Math.max(prevEnd, Math.round(r.editedStartMs + (start - r.startMs)));
    const endMs = Math.max(startMs, Math.round(r.editedStartMs + (end - r.startMs)));
    out.push({ ...word, startMs, endMs, timestampMs: startMs });
  }
  return withLeadingSpaces(out);
}

/** Which caption words a list cuts (true = cut), by the same rule as retimeCaptions. */
export function cutWordFlags(captions: readonly CaptionItem[], ranges: readonly PlaybackRange[]): boolean[] {
  return captions.map((word) => {
    const mid = (word.startMs + word.endMs) / 2;
    return !locateSource(ranges, mid).inside;
  });
}
