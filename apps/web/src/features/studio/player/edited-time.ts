import {
  EDIT_FPS,
  editedDurationMs,
  editedToSource,
  type EditList,
  nextKeptStart,
  type PlaybackRange,
  playbackRanges,
  sourceToEdited,
  type ZoomFrameSpan,
  zoomFrameSpans,
  zoomScaleAtFrame,
} from '@wordreel/core';

/**
 * The edited timeline as the preview plays it: the kept ranges on the export's frame grid and the
 * zooms in edited frames, both from core (the functions the export's filters are built from). The
 * <video> plays source time; everything the viewer sees (time, seek bar, captions, zoom) is edited time.
 */
export interface PreviewTimeline {
  ranges: PlaybackRange[];
  zooms: ZoomFrameSpan[];
  /** The edited length, ms. */
  durationMs: number;
}

export function previewTimeline(list: Pick<EditList, 'kept' | 'zooms'>): PreviewTimeline {
  const ranges = playbackRanges(list);
  return { ranges, zooms: zoomFrameSpans(list.zooms, ranges), durationMs: editedDurationMs(ranges) };
}

/** Edited seconds of a source time (unchanged without a timeline). */
export function toEditedSeconds(timeline: PreviewTimeline | null, sourceSeconds: number): number {
  if (!timeline || timeline.ranges.length === 0) return sourceSeconds;
  return sourceToEdited(timeline.ranges, sourceSeconds * 1000) / 1000;
}

/** Source seconds of an edited time. A hair past the range start, so the frame shown is the kept one. */
export function toSourceSeconds(timeline: PreviewTimeline | null, editedSeconds: number): number {
  if (!timeline || timeline.ranges.length === 0) return editedSeconds;
  return editedToSource(timeline.ranges, Math.max(0, editedSeconds) * 1000) / 1000;
}

/** A source time that is played: itself when kept, else the start of the next kept range (or the end). */
export function keptSourceMs(timeline: PreviewTimeline | null, sourceMs: number): number {
  if (!timeline || timeline.ranges.length === 0) return sourceMs;
  const next = nextKeptStart(timeline.ranges, sourceMs);
  if (next !== null) return next;
  const last = timeline.ranges.at(-1) as PlaybackRange;
  return Math.min(sourceMs, last.endMs);
}

/**
 * Where playback must go from a presented frame at `sourceMs`, looking `aheadMs` ahead (about a frame
 * at the playing rate): the start of the next kept range when the frame is in a cut or the next frame
 * would be, 'end' when the edited video is over, null to keep playing.
 */
export function playbackJump(
  timeline: PreviewTimeline,
  sourceMs: number,
  aheadMs: number,
): number | 'end' | null {
  const { ranges } = timeline;
  const last = ranges.at(-1);
  if (!last) return null;
  if (sourceMs >= last.endMs - 0.5) return 'end';
  const next = nextKeptStart(ranges, sourceMs);
  if (next !== null) return next;
  // Inside a kept range: jump when the next frame would fall in the cut after it.
  const i = ranges.findIndex((r) => sourceMs >= r.startMs && sourceMs < r.endMs);
  const range = ranges[i];
  if (!range || sourceMs + aheadMs < range.endMs - 0.5) return null;
  const following = ranges[i + 1];
  if (!following) return 'end';
  // Adjacent ranges (no cut between them) play straight on.
  return following.startMs - range.endMs < 1 ? null : following.startMs;
}

/** The zoom scale of the frame shown at a source time (1 outside zooms): core's curve, edited frames. */
export function zoomScaleAt(timeline: PreviewTimeline, sourceMs: number): number {
  if (timeline.zooms.length === 0) return 1;
  const editedMs = sourceToEdited(timeline.ranges, sourceMs);
  return zoomScaleAtFrame(timeline.zooms, Math.floor((editedMs * EDIT_FPS) / 1000 + 1e-3));
}

/**
 * The next cut after a kept source time: where playback leaves the kept ranges (`atMs`, a range's
 * end with a gap after it; adjacent ranges play straight on) and the start of the range after it, or
 * null there when it is the edited end (the last range's end, past which the source may run on: a
 * trimmed tail is a cut too). Null inside a cut or after the last range.
 */
export function nextCut(
  timeline: PreviewTimeline,
  sourceMs: number,
): { atMs: number; nextStartMs: number | null } | null {
  const { ranges } = timeline;
  let i = ranges.findIndex((r) => sourceMs >= r.startMs && sourceMs < r.endMs);
  if (i < 0) return null;
  for (; i + 1 < ranges.length; i++) {
    const range = ranges[i] as PlaybackRange;
    const following = ranges[i + 1] as PlaybackRange;
    if (following.startMs - range.endMs >= 1) return { atMs: range.endMs, nextStartMs: following.startMs };
  }
  return { atMs: (ranges[i] as PlaybackRange).endMs, nextStartMs: null };
}

/**
 * Whether the frame at `sourceMs` (its timestamp) is played: inside a kept range, allowing half a
 * millisecond for the rounding of frame timestamps (a frame at a range's end is the cut's first).
 */
export function isKeptFrame(timeline: PreviewTimeline, sourceMs: number): boolean {
  const last = timeline.ranges.at(-1);
  if (!last) return true;
  return sourceMs < last.endMs - 0.5 && nextKeptStart(timeline.ranges, sourceMs + 0.5) === null;
}
