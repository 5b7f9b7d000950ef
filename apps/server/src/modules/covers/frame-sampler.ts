import { editedDurationMs, editedToSource, playbackRanges, type EditList } from '@wordreel/core';
import { ffmpegBytes } from '../media/ffmpeg.ts';
import { measureFrame, type FrameMeasure, type GreyFrame } from './frame-score.ts';

/** Candidates looked at per video: enough to cover a minute every ~4 s, few enough to answer in seconds. */
export const SAMPLE_COUNT = 16;
/** Scoring size: Laplacian variance at 1/6 of 1080 wide still separates sharp from blurred. */
const SCORE_WIDTH = 180;
/** How far before the candidate the comparison frame is taken (scene-cut check). */
const BEFORE_MS = 100;

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
 * Two small grey frames: one 0.1 s before `timeMs` (null at the very start) and the one at it.
 * One ffmpeg run each: an input seek lands on the nearest keyframe and decodes only up to the moment.
 */
async function framePair(
  videoPath: string,
  timeMs: number,
  sourceWidth: number,
  sourceHeight: number,
  signal?: AbortSignal,
): Promise<{ before: GreyFrame | null; at: GreyFrame }> {
  const width = SCORE_WIDTH;
  const height = Math.max(2, Math.round((width * sourceHeight) / sourceWidth / 2) * 2);
  const startMs = Math.max(0, timeMs - BEFORE_MS);
  const bytes = await ffmpegBytes(
    [
      ...['-ss', (startMs / 1000).toFixed(3), '-i', videoPath, '-an'],
      ...['-vf', `fps=${1000 / BEFORE_MS},scale=${width}:${height}:flags=area,format=gray`],
      ...['-frames:v', startMs < timeMs ? '2' : '1', '-f', 'rawvideo', 'pipe:1'],
    ],
    { signal, maxBytes: width * height * 2 },
  );
  const size = width * height;
  const frames: GreyFrame[] = [];
  for (let offset = 0; offset + size <= bytes.length; offset += size) {
    frames.push({ width, height, data: bytes.subarray(offset, offset + size) });
  }
  const at = frames.at(-1);
  if (!at) throw new Error(`no frame at ${timeMs} ms`);
  return { before: frames.length > 1 ? (frames[0] ?? null) : null, at };
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
        const { before, at } = await framePair(videoPath, timeMs, source.width, source.height, signal);
        out.push(measureFrame(timeMs, at, before));
      } catch (error) {
        // A moment past the last decodable frame gives nothing: skip it, keep the rest.
        if (signal?.aborted) throw error;
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return out.sort((a, b) => a.timeMs - b.timeMs);
}
