import type { ProbeResult } from './ffmpeg.ts';

/** Width and height as the picture is shown (a 90°/270° rotation swaps them). */
export function uprightSize(video: NonNullable<ProbeResult['video']>): { width: number; height: number } {
  return video.rotation % 180 === 0
    ? { width: video.width, height: video.height }
    : { width: video.height, height: video.width };
}
