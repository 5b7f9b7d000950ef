import { editedDurationMs, editedToSource, playbackRanges, type EditList } from '@wordreel/core';
import { ffmpegBytes, keyframesAtOrBefore } from '../media/ffmpeg.ts';
import { measureFrame, type FrameMeasure, type GreyFrame } from './frame-score.ts';

/** Candidates looked at per video: enough to cover a minute every ~4 s, few enough to answer in seconds. */
export const SAMPLE_COUNT = 16;
/** Scoring size: Laplacian variance at 1/6 of 1080 wide still separates sharp from blurred. */
const SCORE_WIDTH = 180;
/** How far after the candidate the comparison frame is taken (scene-cut check). */
const NEIGHBOUR_MS = 100;
/** The furthest a moment is moved to reach a keyframe. */
const MAX_SNAP_MS = 4000;

/**
 * The moments to look at: spread evenly over what the viewer sees (the edited timeline when there
 * is an edit list), away from the first and last 3 %, as source times (what the player and the
 * cover store).
 */
export function sampleTimes(durationMs: number, edits: EditList | null, count = SAMPLE_COUNT): number[] {
  const ranges = edits ? playbackRanges(edits) : null;
  const length = ranges ? editedDurationMs(ranges) : durationMs;
  if (length <= 0) return [];
  const margin = length * 0.03;
  const span = length - 2 * margin;
  const times = new Set<number>();
  for (let i = 0; i < count; i++) {
    const edited = margin + (span * (i + 0.5)) / count;
    times.add(Math.round(ranges ? editedToSource(ranges, edited) : edited));
  }
  return [...times].sort((a, b) => a - b);
}

/**
 * Moves each moment onto a keyframe within half the gap between moments (at most 4 s) when one is
 * there and `shown` (kept by the edit list, before the end): a frame there decodes alone, where
 * another needs every frame since the keyframe before it (up to 8 s of video at a common 250-frame
 * keyframe interval, for each candidate and again for its tile). Moments with no keyframe near stay.
 */
export async function snapToKeyframes(
  videoPath: string,
  times: readonly number[],
  shown: (timeMs: number) => boolean,
  signal?: AbortSignal,
): Promise<number[]> {
  if (times.length === 0) return [];
  const gap = times.length > 1 ? (times.at(-1)! - times[0]!) / (times.length - 1) : 2 * MAX_SNAP_MS;
  const reach = Math.min(gap / 2, MAX_SNAP_MS);
  let keyframes: (number | null)[];
  try {
    keyframes = await keyframesAtOrBefore(
      videoPath,
      times.map((t) => t + reach),
      signal,
    );
  } catch (error) {
    // Only a shortcut: a file ffprobe cannot seek in is measured at the moments as chosen.
    if (signal?.aborted) throw error;
    return [...times];
  }
  const snapped = times.map((t, i) => {
    const keyframe = keyframes[i];
    return keyframe != null && keyframe >= t - reach && shown(keyframe) ? keyframe : t;
  });
  return [...new Set(snapped)].sort((a, b) => a - b);
}

/**
 * Two small grey frames: the one at `timeMs` and one 0.1 s after it (null at the very end). One
 * ffmpeg run each: an input seek lands on the keyframe before the moment and decodes from there.
 */
async function framePair(
  videoPath: string,
  timeMs: number,
  sourceWidth: number,
  sourceHeight: number,
  signal?: AbortSignal,
): Promise<{ at: GreyFrame; next: GreyFrame | null }> {
  const width = SCORE_WIDTH;
  const height = Math.max(2, Math.round((width * sourceHeight) / sourceWidth / 2) * 2);
  const bytes = await ffmpegBytes(
    [
      ...['-ss', (timeMs / 1000).toFixed(3), '-i', videoPath, '-an'],
      ...['-vf', `fps=${1000 / NEIGHBOUR_MS},scale=${width}:${height}:flags=area,format=gray`],
      ...['-frames:v', '2', '-f', 'rawvideo', 'pipe:1'],
    ],
    { signal, maxBytes: width * height * 2 },
  );
  const size = width * height;
  const frames: GreyFrame[] = [];
  for (let offset = 0; offset + size <= bytes.length; offset += size) {
    frames.push({ width, height, data: bytes.subarray(offset, offset + size) });
  }
  const at = frames[0];
  if (!at) throw new Error(`no frame at ${timeMs} ms`);
  return { at, next: frames[1] ?? null };
}

/** Measures every sample time, two ffmpeg runs at a time (the machine's cores, no more). */
export async function measureSamples(
  videoPath: string,
  times: readonly number[],
  source: { width: number; height: number },
  signal?: AbortSignal,
): Promise<FrameMeasure[]> {
  const out: FrameMeasure[] = [];
  let next = 0;
  const worker = async () => {
    while (next < times.length) {
      const timeMs = times[next++]!;
      try {
        const { at, next } = await framePair(videoPath, timeMs, source.width, source.height, signal);
        out.push(measureFrame(timeMs, at, next));
      } catch (error) {
        // A moment past the last decodable frame gives nothing: skip it, keep the rest.
        if (signal?.aborted) throw error;
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return out.sort((a, b) => a.timeMs - b.timeMs);
}
