import type { FaceSample } from '@wordreel/core';
import { ffmpegFrames } from '../media/ffmpeg.ts';
import type { FaceDetector } from './face-detector.ts';

/**
 * One decode of the video, two outputs: small grey frames a few times a second, piped raw to the
 * face detector, and every frame (shrunk further) through ffmpeg's scene score, whose cuts showinfo
 * prints. The detector works on one frame while ffmpeg decodes the next, so the two cores share the
 * work.
 */

/** Frames looked at per second (the issue asks for at least 3). */
export const SAMPLE_FPS = 3;
/**
 * Height of the sampled frames. A speaker's face is ~25 % of a talking-head frame's height, 36 px
 * here, well above the cascade's 24 px window; bigger frames cost time as the square of the side.
 */
export const SAMPLE_HEIGHT = 144;
/** ffmpeg's scene change score (0..1) above which a frame starts a new shot. */
const SCENE_THRESHOLD = 0.3;
/** A second "cut" this soon after one is a flash or a fade, not a new shot. */
const MIN_SHOT_MS = 400;

export interface SampledFaces {
  samples: FaceSample[];
  cutsMs: number[];
}

const even = (v: number) => Math.max(2, Math.round(v / 2) * 2);

/** The sampled frame size for an upright source of this size (the source's shape, even sides). */
export function sampleSize(width: number, height: number): { width: number; height: number } {
  const h = Math.min(SAMPLE_HEIGHT, even(height));
  return { width: even((width * h) / height), height: h };
}

export function sampleArgs(file: string, size: { width: number; height: number }): string[] {
  const graph =
    `[0:v]split=2[s][c];` +
    `[s]fps=${SAMPLE_FPS}:round=up,scale=${size.width}:${size.height}:flags=area,format=gray[faces];` +
    `[c]scale=96:-2:flags=fast_bilinear,select='gt(scene\\,${SCENE_THRESHOLD})',showinfo[cuts]`;
  return [
    ...['-loglevel', 'info', '-nostats', '-an', '-sn', '-i', file, '-filter_complex', graph],
    ...['-map', '[faces]', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
    ...['-map', '[cuts]', '-f', 'null', '-'],
  ];
}

/** showinfo's line for a frame the scene filter let through: its source time. */
const CUT_LINE = /Parsed_showinfo.*\bpts_time:\s*([\d.]+)/;

export async function sampleFacesAndCuts(
  file: string,
  source: { width: number; height: number; durationMs: number },
  detector: FaceDetector,
  options: { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
): Promise<SampledFaces> {
  const size = sampleSize(source.width, source.height);
  const expected = Math.max(1, Math.ceil((source.durationMs / 1000) * SAMPLE_FPS));
  const samples: FaceSample[] = [];
  const cuts: number[] = [];
  await ffmpegFrames(
    sampleArgs(file, size),
    size.width * size.height,
    (frame, index) => {
      samples.push({
        tMs: Math.round((index * 1000) / SAMPLE_FPS),
        faces: detector.detect(frame, size.width, size.height),
      });
      options.onProgress?.(Math.min(99, (100 * (index + 1)) / expected));
    },
    {
      signal: options.signal,
      onStderrLine: (line) => {
        const match = CUT_LINE.exec(line);
        if (match) cuts.push(Math.round(Number(match[1]) * 1000));
      },
    },
  );
  return { samples, cutsMs: shotStarts(cuts) };
}

/** Sorted cut times without the first frame's and without cuts closer than MIN_SHOT_MS to the last. */
function shotStarts(cuts: readonly number[]): number[] {
  const starts: number[] = [];
  for (const t of [...cuts].sort((a, b) => a - b)) {
    if (t < MIN_SHOT_MS) continue;
    const last = starts[starts.length - 1];
    if (last === undefined || t - last >= MIN_SHOT_MS) starts.push(t);
  }
  return starts;
}
