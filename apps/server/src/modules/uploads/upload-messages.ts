/** What an uploader is told; every refusal says what to do differently. */
export const uploadMessages = {
  notAVideo: 'The file is not a video we can read.',
  empty: 'The file is empty.',
  incomplete: 'The upload did not complete. Please try again.',
  noFile: 'Please choose a video file to upload.',
  notFound: 'Upload not found',
  finishedElsewhere: 'This upload is being finished by another request. Check its project in a moment.',
  badConfig:
    'videoConfig must be JSON: an object with the video name (the file\'s name when left out) and optionally lang "en" or "hi", orientation "portrait", "landscape" or "square", and quality "fast", "balanced" or "best".',
  tooLarge: (maxBytes: number) => `The file is too large. The limit is ${formatLimit(maxBytes)}.`,
  tooManyUnfinished: (max: number) =>
    `You already have ${max} uploads in progress. Please let one finish, or delete it, before starting another.`,
  tooLong: (maxSeconds: number) => `The video is too long. The limit is ${formatDuration(maxSeconds)}.`,
  tooManyPixels: (maxWidth: number, maxHeight: number) =>
    `The video's picture is too large. The limit is ${maxWidth}x${maxHeight} pixels.`,
  tooManyFrames: (maxFps: number) =>
    `The video's frame rate is too high. The limit is ${maxFps} frames per second.`,
};

function formatLimit(bytes: number): string {
  const gib = bytes / 1024 ** 3;
  if (gib >= 1) return `${Number(gib.toFixed(1))} GB`;
  const mib = bytes / 1024 ** 2;
  if (mib >= 1) return `${Number(mib.toFixed(1))} MB`;
  return `${bytes} bytes`;
}

function formatDuration(seconds: number): string {
  return seconds >= 60 ? `${Number((seconds / 60).toFixed(1))} minutes` : `${seconds} seconds`;
}
