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
