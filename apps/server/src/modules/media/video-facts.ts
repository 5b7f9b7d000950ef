import type { Config } from '../../config.ts';
import { uploadMessages } from '../uploads/upload-messages.ts';
import type { ProbeResult } from './ffmpeg.ts';

/** Width and height as the picture is shown (a 90°/270° rotation swaps them). */
export function uprightSize(video: NonNullable<ProbeResult['video']>): { width: number; height: number } {
  return video.rotation % 180 === 0
    ? { width: video.width, height: video.height }
    : { width: video.height, height: video.width };
}

export type VideoLimits = Pick<
  Config,
  'MAX_VIDEO_SECONDS' | 'MAX_VIDEO_WIDTH' | 'MAX_VIDEO_HEIGHT' | 'MAX_VIDEO_FPS'
>;

/**
 * Why a probed video is over the configured limits (picture size as shown, frame rate, declared
 * duration), or null. The declared duration may lie: the media job also cuts its output at the limit.
 */
export function videoLimitProblem(facts: ProbeResult, limits: VideoLimits): string | null {
  if (facts.durationSec > limits.MAX_VIDEO_SECONDS) return uploadMessages.tooLong(limits.MAX_VIDEO_SECONDS);
  if (!facts.video) return null;
  const { width, height } = uprightSize(facts.video);
  if (width > limits.MAX_VIDEO_WIDTH || height > limits.MAX_VIDEO_HEIGHT)
    return uploadMessages.tooManyPixels(limits.MAX_VIDEO_WIDTH, limits.MAX_VIDEO_HEIGHT);
  if (facts.video.fps !== null && facts.video.fps > limits.MAX_VIDEO_FPS)
    return uploadMessages.tooManyFrames(limits.MAX_VIDEO_FPS);
  return null;
}
