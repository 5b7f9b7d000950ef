import type { ProbeResult } from './ffmpeg.ts';

export type CopyMode = 'remux' | 'transcode';

/** The transfers of HDR video: PQ (HDR10, most Dolby Vision) and HLG (iPhone's HDR video). */
const HDR_TRANSFERS = new Set(['smpte2084', 'arib-std-b67']);

export function isHdr(video: { colorTransfer: string | null }): boolean {
  return video.colorTransfer !== null && HDR_TRANSFERS.has(video.colorTransfer);
}

/**
 * HDR to BT.709 SDR (docs/decisions/055-hdr-uploads.md): to linear light, BT.2020 to BT.709
 * primaries, Mobius tone mapping (keeps colours below SDR white nearly as they are and rolls the
 * highlights off; Hable's curve darkened a grey card by a third), then the BT.709 transfer, matrix and
 * limited range. Merely cutting HDR to 8 bits shows its signal as SDR: washed-out, greyish colours in
 * the studio and the export alike.
 */
export const HDR_TO_SDR =
  'zscale=t=linear:npl=100,format=gbrpf32le,zscale=p=bt709,tonemap=tonemap=mobius:desat=0,' +
  'zscale=t=bt709:m=bt709:r=tv,format=yuv420p';

/**
 * The ffmpeg arguments that turn an original into the playable copy: H.264/AAC MP4 with +faststart.
 * Streams that already fit are copied (fast, lossless); other video, or a rotated picture, is
 * re-encoded upright, HDR video is tone-mapped to SDR, and other audio becomes AAC 128k. A source
 * without sound gets a silent AAC track so players and later steps (transcription, render with
 * music) always find one. With `maxSeconds` the copy ends there, whatever the source's headers claim.
 */
export function planPlayableCopy(
  source: ProbeResult,
  input: string,
  output: string,
  maxSeconds?: number,
): { mode: CopyMode; args: string[] } {
  const video = source.video;
  if (!video) throw new Error('no video stream');
  const hdr = isHdr(video);
  const videoFits =
    !hdr &&
    video.codec === 'h264' &&
    video.rotation === 0 &&
    (video.pixFmt === 'yuv420p' || video.pixFmt === 'yuvj420p');
  // Audio is cheap to re-encode, so only the video decides whether the picture is copied.
  const mode: CopyMode = videoFits ? 'remux' : 'transcode';

  const args = ['-i', input];
  if (!source.audio) args.push('-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000');
  args.push('-map', '0:v:0', '-map', source.audio ? '0:a:0' : '1:a:0');
  if (mode === 'remux') {
    args.push('-c:v', 'copy');
  } else {
    // ffmpeg turns rotated input upright while decoding (autorotate); even sizes keep yuv420p happy.
    const evenSize = 'scale=trunc(iw/2)*2:trunc(ih/2)*2';
    args.push(
      '-vf',
      hdr ? `${HDR_TO_SDR},${evenSize}` : evenSize,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-metadata:s:v:0',
      'rotate=0',
    );
    // What the frames now hold (ffmpeg would otherwise copy the source's HDR tags onto them).
    if (hdr) args.push('-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709');
  }
  if (source.audio?.codec === 'aac') args.push('-c:a', 'copy');
  else args.push('-c:a', 'aac', '-b:a', '128k');
  if (!source.audio) args.push('-shortest');
  if (maxSeconds !== undefined) args.push('-t', String(maxSeconds));
  args.push('-movflags', '+faststart', '-f', 'mp4', output);
  return { mode, args };
}

/**
 * A frame at ~1 s (or 10% into a short clip), 360 px wide; the first frame of a clip under a second
 * (a seek into a one-frame or 0.2 s clip can land past its last frame, and no picture comes out).
 * `durationSec` is the playable copy's measured length.
 */
export function thumbnailArgs(input: string, output: string, durationSec: number): string[] {
  const at = durationSec >= 10 ? 1 : durationSec >= 1 ? durationSec * 0.1 : 0;
  return [
    ...(at > 0 ? ['-ss', at.toFixed(3)] : []),
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    'scale=360:-2',
    '-q:v',
    '4',
    '-f',
    'image2',
    output,
  ];
}
