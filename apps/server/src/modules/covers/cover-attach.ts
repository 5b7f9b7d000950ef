import { runFfmpeg } from '../media/ffmpeg.ts';

/**
 * Adds the cover as the MP4's attached picture (an MJPEG stream with the attached_pic disposition,
 * written by ffmpeg's mov muxer as the `covr` item players and platforms show). A stream copy of the
 * encoded export: no second encode, only the bytes rewritten with the index up front again.
 */
export async function attachCoverPicture(
  videoPath: string,
  coverJpeg: string,
  outPath: string,
  signal?: AbortSignal,
): Promise<void> {
  await runFfmpeg(
    [
      ...['-i', videoPath, '-i', coverJpeg],
      ...['-map', '0:v:0', '-map', '0:a?', '-map', '1:v:0', '-c', 'copy'],
      ...['-disposition:v:1', 'attached_pic', '-movflags', '+faststart', '-f', 'mp4', outPath],
    ],
    { signal },
  );
}
