import { spawn } from 'node:child_process';

/** A failed ffmpeg/ffprobe run, with the end of its log for the error message. */
export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderrTail: string,
  ) {
    super(message);
  }
}

export interface FfmpegRunOptions {
  /** Aborting kills ffmpeg (SIGKILL) and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Media time reached so far in seconds, from `-progress pipe:1`. */
  onProgress?: (outTimeSeconds: number) => void;
}

/**
 * Runs Debian's ffmpeg (libass with HarfBuzz, libx264) with `-progress pipe:1`. Only the last 16 kB of
 * stderr are kept, so a long render never piles up memory.
 */
export function runFfmpeg(args: readonly string[], options: FfmpegRunOptions = {}): Promise<void> {
  const { signal, onProgress } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-progress', 'pipe:1', '-nostats', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let pending = '';
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-16_384);
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_us (and, despite its name, out_time_ms) are microseconds.
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match && onProgress) onProgress(Number(match[1]) / 1e6);
      }
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      signal?.removeEventListener('abort', onAbort);
      reject(new FfmpegError(error.code === 'ENOENT' ? 'ffmpeg is not installed' : error.message, stderr));
    });
    child.on('close', (code, killedBy) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) return reject(abortError(signal));
      if (code === 0) return resolve();
      const tail = stderr.trim().split('\n').slice(-3).join(' | ');
      reject(
        new FfmpegError(
          `ffmpeg ${killedBy ? `was killed by ${killedBy}` : `exited with ${code}`}: ${tail}`,
          stderr,
        ),
      );
    });
  });
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new Error(`Render stopped (${String(signal.reason)})`);
}

export interface MediaFacts {
  durationSeconds: number;
  width: number;
  height: number;
  hasVideo: boolean;
  hasAudio: boolean;
  formatName: string;
}

interface ProbeJson {
  streams?: { codec_type?: string; width?: number; height?: number }[];
  format?: { duration?: string; format_name?: string };
}

/** Reads a media file's duration, frame size and streams with ffprobe. */
export function probeMedia(file: string, signal?: AbortSignal): Promise<MediaFacts> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'ffprobe',
      [
        '-v',
        'error',
        '-print_format',
        'json',
        '-show_entries',
        'format=duration,format_name:stream=codec_type,width,height',
        file,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], signal },
    );
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (err = (err + c).slice(-4096)));
    child.on('error', (error) => reject(new FfmpegError(error.message, err)));
    child.on('close', (code) => {
      if (code !== 0) return reject(new FfmpegError(`ffprobe could not read the file: ${err.trim()}`, err));
      const json = JSON.parse(out) as ProbeJson;
      const video = json.streams?.find((s) => s.codec_type === 'video');
      resolve({
        durationSeconds: Number(json.format?.duration ?? 0) || 0,
        width: video?.width ?? 0,
        height: video?.height ?? 0,
        hasVideo: Boolean(video),
        hasAudio: Boolean(json.streams?.some((s) => s.codec_type === 'audio')),
        formatName: json.format?.format_name ?? '',
      });
    });
  });
}
