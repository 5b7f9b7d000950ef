/**
 * What the clip finder says when it found nothing: a video shorter than the shortest clip asked for
 * gets told so (with its length), rather than "try a wider range", which cannot help it.
 */
export function noClipsMessage(videoSeconds: number | undefined, minSeconds: number): string {
  if (videoSeconds !== undefined && Number.isFinite(videoSeconds) && videoSeconds < minSeconds) {
    const length = Math.floor(videoSeconds);
    return `This video is ${length} s long, shorter than the shortest clip asked for (${minSeconds} s). Lower the shortest clip to ${Math.max(length, 1)} s or less, or pick a longer video.`;
  }
  return 'No clip of that length starts and ends on whole sentences. Try a wider range.';
}
