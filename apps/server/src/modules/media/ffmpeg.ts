import type { Readable } from 'node:stream';
import { type RunOptions, runProcess } from '../../process/run-process.ts';

/**
 * The one place that runs ffmpeg and ffprobe (Debian's builds on PATH), through the server's one
 * process runner (process/run-process.ts): failures are its ProcessError (`storageFull` when the
 * tool said the disk is full).
 */

/**
 * glibc returns every frame-sized buffer (over its 128 KiB mmap threshold) to the kernel when freed
 * and faults it in again on the next allocation; measured on an export, ~10 % of ffmpeg's CPU went to
 * page faults. Serving them from the heap (up to glibc's 32 MiB maximum) and trimming it only past
 * 256 MiB free keeps the pages in use. Exported for the benchmark, which runs ffmpeg the same way.
 */
export const FFMPEG_MALLOC_TUNABLES =
  'glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=268435456';

/** Runs ffmpeg/ffprobe with the malloc tunables; stderr tail kept small on long runs. */
function run(
  command: 'ffmpeg' | 'ffprobe',
  args: string[],
  options: Pick<
    RunOptions,
    'signal' | 'onStdoutLine' | 'onStderrLine' | 'maxStdoutBytes' | 'readStdout'
  > = {},
) {
  return runProcess(command, args, {
    ...options,
    env: { GLIBC_TUNABLES: FFMPEG_MALLOC_TUNABLES },
    stderrTailBytes: 8000,
  });
}

export interface ProbeResult {
  formatName: string;
  durationSec: number;
  sizeBytes: number;
  video: {
    codec: string;
    /** Coded size, before rotation. */
    width: number;
    height: number;
    pixFmt: string | null;
    fps: number | null;
    /** Clockwise degrees to turn the picture upright: 0, 90, 180 or 270. */
    rotation: number;
    /** The YUV matrix the stream is tagged with (ffprobe's `color_space`: bt709, smpte170m, ...); null when untagged. */
    colorSpace: string | null;
    /** `tv` (limited) or `pc` (full) as tagged; null when untagged. */
    colorRange: string | null;
    /** The transfer the stream is tagged with (ffprobe's `color_transfer`: bt709, arib-std-b67, smpte2084, ...); null when untagged. */
    colorTransfer: string | null;
  } | null;
  audio: { codec: string } | null;
}

interface RawStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  color_space?: string;
  color_range?: string;
  color_transfer?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

function parseRate(rate: string | undefined): number | null {
  if (!rate) return null;
  const [n, d] = rate.split('/').map(Number);
  if (!n || !d) return null;
  return Math.round((n / d) * 1000) / 1000;
}

function rotationOf(stream: RawStream): number {
  const fromSideData = stream.side_data_list?.find((s) => typeof s.rotation === 'number')?.rotation;
  // The display matrix says how the picture is turned (counter-clockwise); the rotate tag says clockwise.
  const degrees = fromSideData !== undefined ? -fromSideData : Number(stream.tags?.rotate ?? 0);
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
}

/** Reads a media file's facts; rejects when ffprobe cannot read it at all. */
export async function probe(file: string, signal?: AbortSignal): Promise<ProbeResult> {
  const { stdout } = await run(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    { signal },
  );
  const data = JSON.parse(stdout) as {
    format?: { format_name?: string; duration?: string; size?: string };
    streams?: RawStream[];
  };
  const streams = data.streams ?? [];
  const v = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const a = streams.find((s) => s.codec_type === 'audio');
  const duration = Number(data.format?.duration ?? v?.duration ?? 0);
  return {
    formatName: data.format?.format_name ?? '',
    durationSec: Number.isFinite(duration) ? duration : 0,
    sizeBytes: Number(data.format?.size ?? 0),
    video:
      v && v.width && v.height
        ? {
            codec: v.codec_name ?? 'unknown',
            width: v.width,
            height: v.height,
            pixFmt: v.pix_fmt ?? null,
            fps: parseRate(v.avg_frame_rate) ?? parseRate(v.r_frame_rate),
            rotation: rotationOf(v),
            colorSpace: v.color_space && v.color_space !== 'unknown' ? v.color_space : null,
            colorRange: v.color_range && v.color_range !== 'unknown' ? v.color_range : null,
            colorTransfer: v.color_transfer && v.color_transfer !== 'unknown' ? v.color_transfer : null,
          }
        : null,
    audio: a ? { codec: a.codec_name ?? 'unknown' } : null,
  };
}

/**
 * For each moment (ms), the video keyframe at or before it (ffprobe seeks there, as an input seek
 * does, and reads one packet); null where none is found. One ffprobe run reads the container's index
 * only, nothing is decoded. Each is given as the first whole millisecond after the keyframe starts:
 * an input seek to it decodes from that keyframe (a seek to the keyframe's time rounded down would
 * land on the keyframe before, up to a whole keyframe interval earlier).
 */
export async function keyframesAtOrBefore(
  file: string,
  timesMs: readonly number[],
  signal?: AbortSignal,
): Promise<(number | null)[]> {
  if (timesMs.length === 0) return [];
  const intervals = timesMs.map((ms) => `${(ms / 1000).toFixed(3)}%+#1`).join(',');
  const { stdout } = await run(
    'ffprobe',
    [
      ...['-v', 'error', '-select_streams', 'v:0', '-read_intervals', intervals],
      ...['-show_entries', 'packet=pts_time,flags', '-of', 'csv=p=0', file],
    ],
    { signal },
  );
  const lines = stdout.split('\n').filter((line) => line.trim() !== '');
  // One packet per interval, in order; anything else cannot be matched to the moments safely.
  if (lines.length !== timesMs.length) return timesMs.map(() => null);
  return lines.map((line) => {
    const [pts = '', flags = ''] = line.split(',');
    const ms = Math.floor(Number(pts) * 1000) + 1;
    return flags.includes('K') && Number.isFinite(ms) && pts !== 'N/A' ? ms : null;
  });
}

/**
 * Runs ffmpeg with `-progress pipe:1`, reporting 0..100 against the expected output duration.
 * Killed (SIGKILL) when the signal aborts.
 */
export async function runFfmpeg(
  args: string[],
  options: { signal?: AbortSignal; durationSec?: number; onProgress?: (percent: number) => void } = {},
): Promise<void> {
  const total = options.durationSec && options.durationSec > 0 ? options.durationSec * 1_000_000 : 0;
  await run('ffmpeg', ['-hide_banner', '-nostdin', '-y', '-progress', 'pipe:1', '-nostats', ...args], {
    signal: options.signal,
    onStdoutLine: (line) => {
      const match = /^out_time_us=(\d+)/.exec(line);
      if (match && total > 0 && options.onProgress) {
        options.onProgress(Math.min(99, (Number(match[1]) / total) * 100));
      }
    },
  });
}

/**
 * Runs ffmpeg and returns what it wrote to stdout as bytes (small outputs only: raw grey frames for
 * scoring, one JPEG for a preview). Rejects past `maxBytes` rather than filling memory.
 */
export async function ffmpegBytes(
  args: string[],
  options: { signal?: AbortSignal; maxBytes?: number } = {},
): Promise<Buffer> {
  const { stdoutBuffer } = await run('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', ...args], {
    signal: options.signal,
    maxStdoutBytes: options.maxBytes ?? 32 * 1024 * 1024,
  });
  return stdoutBuffer;
}

/**
 * Runs ffmpeg writing raw frames of `frameBytes` each to stdout (`-f rawvideo pipe:1`) and hands them
 * to `onFrame` one by one, in order, without temporary files: ffmpeg waits on the pipe while a frame
 * is being looked at. stderr lines (e.g. showinfo's) go to `onStderrLine`.
 */
export async function ffmpegFrames(
  args: string[],
  frameBytes: number,
  onFrame: (frame: Buffer, index: number) => Promise<void> | void,
  options: { signal?: AbortSignal; onStderrLine?: (line: string) => void } = {},
): Promise<void> {
  await run('ffmpeg', ['-hide_banner', '-nostdin', ...args], {
    ...options,
    readStdout: (stdout) => readFrames(stdout, frameBytes, onFrame),
  });
}

async function readFrames(
  stdout: Readable,
  frameBytes: number,
  onFrame: (frame: Buffer, index: number) => Promise<void> | void,
): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  for await (const chunk of stdout as AsyncIterable<Buffer>) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (pending.length >= frameBytes) {
      await onFrame(pending.subarray(0, frameBytes), index++);
      pending = pending.subarray(frameBytes);
    }
  }
}
