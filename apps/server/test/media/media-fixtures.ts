import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';

const exec = promisify(execFile);

export interface ClipOptions {
  width: number;
  height: number;
  seconds?: number;
  /** ffmpeg encoder: libx264 (default), libx265, libvpx-vp9. */
  videoCodec?: string;
  /** aac (default), libopus, or null for no sound. */
  audioCodec?: string | null;
  /** mp4 (default), mov, mkv, webm. */
  container?: string;
  /** Clockwise degrees a player must turn the picture (stored as a display matrix). */
  rotate?: number;
  /** Noisy picture at high quality: a big file from a short clip. */
  noise?: boolean;
  /** Frames per second (default 25). */
  fps?: number;
}

/** Makes a real little video (test pattern + tone) with ffmpeg. */
export async function makeClip(dir: string, name: string, o: ClipOptions): Promise<string> {
  const file = path.join(dir, `${name}.${o.container ?? 'mp4'}`);
  const seconds = o.seconds ?? 2;
  const audio = o.audioCodec === undefined ? 'aac' : o.audioCodec;
  const args = ['-hide_banner', '-loglevel', 'error', '-y'];
  const noise = o.noise ? ',noise=alls=60:allf=t' : '';
  args.push(
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${o.width}x${o.height}:rate=${o.fps ?? 25}:duration=${seconds}${noise}`,
  );
  if (audio) args.push('-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`);
  args.push('-c:v', o.videoCodec ?? 'libx264', '-pix_fmt', 'yuv420p');
  if ((o.videoCodec ?? 'libx264') === 'libx264') args.push('-preset', 'ultrafast');
  if (o.noise) args.push('-crf', '10');
  if (o.videoCodec === 'libvpx-vp9') args.push('-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k');
  if (o.videoCodec === 'libx265') args.push('-preset', 'ultrafast', '-x265-params', 'log-level=error');
  if (audio) args.push('-c:a', audio);
  if (!o.rotate) {
    await exec('ffmpeg', [...args, file]);
    return file;
  }
  // ffmpeg 5.1 writes the rotate tag as a display matrix only when remuxing.
  const plain = path.join(dir, `${name}-unrotated.${o.container ?? 'mp4'}`);
  await exec('ffmpeg', [...args, plain]);
  await exec('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    plain,
    '-c',
    'copy',
    '-metadata:s:v:0',
    `rotate=${o.rotate}`,
    file,
  ]);
  return file;
}

/** The bars of `makeHdrClip`, left to right, as 8-bit sRGB: red, a skin tone, mid grey. */
export const HDR_CLIP_BARS = [
  [255, 0, 0],
  [192, 128, 96],
  [128, 128, 128],
] as const;

/**
 * A 10-bit HEVC clip in HDR, as phones record it: HLG (iPhone) or PQ (HDR10), BT.2020, tagged so.
 * Its picture is the three `HDR_CLIP_BARS` turned from SDR into that HDR signal (SDR white at
 * 100 nits), so a correct conversion back to SDR shows the same colours.
 */
export async function makeHdrClip(
  dir: string,
  name: string,
  transfer: 'arib-std-b67' | 'smpte2084',
): Promise<string> {
  const file = path.join(dir, `${name}.mov`);
  const bars = HDR_CLIP_BARS.map(([r, g, b]) => {
    const hex = [r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('');
    return ['-f', 'lavfi', '-i', `color=0x${hex}:size=64x64:rate=25:duration=1`];
  }).flat();
  const toHdr =
    '[0][1][2]hstack=3,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p,' +
    'setparams=colorspace=bt709:color_trc=bt709:color_primaries=bt709:range=tv,' +
    `zscale=t=linear:npl=100,format=gbrpf32le,zscale=p=bt2020:t=${transfer}:m=bt2020nc:r=tv,format=yuv420p10le`;
  // prettier-ignore
  await exec('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y', ...bars,
    '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=1',
    '-filter_complex', toHdr, '-map', '3:a',
    '-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error',
    '-color_primaries', 'bt2020', '-color_trc', transfer, '-colorspace', 'bt2020nc',
    '-c:a', 'aac', '-shortest', file,
  ]);
  return file;
}

/** The mean colour of each of `count` equal columns of a video's first frame, read as BT.709 (as browsers read a tagged BT.709 video). */
export async function columnColours(file: string, count: number): Promise<number[][]> {
  const { stdout } = await exec(
    'ffmpeg',
    [
      '-v',
      'error',
      '-i',
      file,
      '-frames:v',
      '1',
      '-vf',
      `scale=${count}:1:flags=area:in_color_matrix=bt709,format=rgb24`,
      '-f',
      'rawvideo',
      '-',
    ],
    { encoding: 'buffer' },
  );
  return Array.from({ length: count }, (_, i) => [...stdout.subarray(i * 3, i * 3 + 3)]);
}

export async function hasEncoder(name: string): Promise<boolean> {
  const { stdout } = await exec('ffmpeg', ['-hide_banner', '-encoders']);
  return stdout.split('\n').some((l) => l.split(/\s+/)[2] === name);
}

/** Streams of a file as ffprobe reports them. */
export async function probeStreams(file: string): Promise<
  {
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
    pix_fmt?: string;
    color_transfer?: string;
    color_primaries?: string;
    color_space?: string;
    side_data_list?: { rotation?: number }[];
  }[]
> {
  const { stdout } = await exec('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', file]);
  return (JSON.parse(stdout) as { streams: never[] }).streams;
}

/**
 * Rewrites an MP4's declared durations (mvhd, tkhd, mdhd; version 0 boxes as ffmpeg writes them) to
 * claim `seconds`, leaving every packet in place: a file whose headers lie about its length.
 */
export async function claimDuration(file: string, seconds: number, out: string): Promise<void> {
  const buf = await fs.readFile(file);
  let movieScale = 1000;
  const walk = (start: number, end: number) => {
    for (let pos = start; pos + 8 <= end;) {
      const size = buf.readUInt32BE(pos);
      const type = buf.toString('latin1', pos + 4, pos + 8);
      if (size < 8) return;
      if (type === 'moov' || type === 'trak' || type === 'mdia') walk(pos + 8, pos + size);
      if (type === 'mvhd') {
        movieScale = buf.readUInt32BE(pos + 20);
        buf.writeUInt32BE(Math.round(seconds * movieScale), pos + 24);
      }
      if (type === 'tkhd') buf.writeUInt32BE(Math.round(seconds * movieScale), pos + 28);
      if (type === 'mdhd') buf.writeUInt32BE(Math.round(seconds * buf.readUInt32BE(pos + 20)), pos + 24);
      pos += size;
    }
  };
  walk(0, buf.length);
  await fs.writeFile(out, buf);
}

/** What the queue hands a job's function, for calling it directly: never cancelled, progress dropped. */
export function directRun(ctx: { log: FastifyBaseLogger }) {
  return { signal: new AbortController().signal, progress: () => Promise.resolve(), log: ctx.log };
}
