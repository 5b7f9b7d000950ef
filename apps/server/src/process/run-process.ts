import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

/**
 * The one way the server runs a child process (ffmpeg and ffprobe through media/ffmpeg.ts, whisper-cli,
 * pocketsphinx, espeak-ng): output collected or streamed by line, stderr kept as a bounded tail,
 * AbortSignal → SIGKILL, and every failure one error type. A crash of the tool rejects the promise
 * and never takes the server down.
 */
export interface RunOptions {
  /** Aborting kills the child (SIGKILL) and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Each complete stdout line; stdout is then not collected (long runs keep memory flat). */
  onStdoutLine?: (line: string) => void;
  /**
   * Reads stdout itself (binary streams, e.g. raw video frames), with backpressure: the child waits
   * on the pipe while the reader is busy. The run ends when both the child and the reader are done;
   * a reader that throws kills the child and rejects the run with its error. It must read to the end.
   */
  readStdout?: (stdout: Readable) => Promise<void>;
  /** Each complete stderr line (progress lines). */
  onStderrLine?: (line: string) => void;
  /** Kept from the end of stderr for error messages. */
  stderrTailBytes?: number;
  /** More stdout than this kills the child and rejects, rather than filling memory. */
  maxStdoutBytes?: number;
  cwd?: string;
  /** Extra environment variables, over the server's own. */
  env?: Record<string, string>;
  /** Written to the child's stdin; without it stdin is empty. */
  input?: Buffer;
}

export interface RunResult {
  stdout: string;
  /** The same output as bytes, for binary output (WAV on stdout). */
  stdoutBuffer: Buffer;
  stderr: string;
}

/** A tool's (or Node's) words for a full disk or an exhausted quota, seen anywhere in its stderr. */
export const STORAGE_FULL_TEXT = /No space left on device|Disk quota exceeded/i;

/** A child process that could not start, exited non-zero, was killed, or wrote too much. */
export class ProcessError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    /** The end of what the tool wrote to stderr. */
    readonly stderr: string,
    /** The tool could not write: the disk is full or over quota. */
    readonly storageFull = false,
  ) {
    super(message);
  }

  /** The last lines of stderr, for logs. */
  get stderrTail(): string {
    return this.stderr.trim().split('\n').slice(-5).join('\n');
  }
}

/** Splits a text stream into lines for `onLine`; returns the chunk handler. */
function lineSplitter(onLine: (line: string) => void): (chunk: string) => void {
  let pending = '';
  return (chunk) => {
    pending += chunk;
    const lines = pending.split(/\r?\n|\r/);
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  };
}

/** Runs `command` and collects its output (see RunOptions). */
export function runProcess(
  command: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<RunResult> {
  const { signal, stderrTailBytes = 64 * 1024, maxStdoutBytes = Infinity } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ? { ...process.env, ...options.env } : process.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let tooMuch = false;
    let stderr = '';
    let storageFull = false;
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });

    let reading: Promise<void> = Promise.resolve();
    let readError: Error | null = null;
    if (options.readStdout) {
      reading = options.readStdout(child.stdout).catch((error: unknown) => {
        readError = error instanceof Error ? error : new Error('Reading the output failed');
        child.kill('SIGKILL');
      });
    } else if (options.onStdoutLine) {
      child.stdout.setEncoding('utf8').on('data', lineSplitter(options.onStdoutLine));
    } else {
      child.stdout.on('data', (chunk: Buffer) => {
        stdoutBytes += chunk.length;
        if (stdoutBytes > maxStdoutBytes) {
          tooMuch = true;
          child.kill('SIGKILL');
        } else stdout.push(chunk);
      });
    }
    const stderrLine = options.onStderrLine && lineSplitter(options.onStderrLine);
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-stderrTailBytes);
      storageFull ||= STORAGE_FULL_TEXT.test(stderr);
      stderrLine?.(chunk);
    });
    child.stdin.on('error', () => undefined); // the child may exit before reading its input
    child.stdin.end(options.input);

    child.on('error', (err: NodeJS.ErrnoException) => {
      signal?.removeEventListener('abort', onAbort);
      const hint = err.code === 'ENOENT' ? `${command} is not installed or not found` : err.message;
      reject(new ProcessError(hint, null, stderr));
    });
    const closed = (code: number | null, killedBy: NodeJS.Signals | null) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      if (readError !== null) {
        reject(readError);
        return;
      }
      if (tooMuch) {
        reject(new ProcessError(`${command} wrote more than ${maxStdoutBytes} bytes`, code, stderr));
        return;
      }
      if (code === 0) {
        const stdoutBuffer = Buffer.concat(stdout);
        resolve({ stdout: stdoutBuffer.toString('utf8'), stdoutBuffer, stderr });
        return;
      }
      const how = killedBy ? `was killed by ${killedBy}` : `exited with code ${code}`;
      reject(new ProcessError(`${command} ${how}: ${lastLines(stderr)}`, code, stderr, storageFull));
    };
    // A reader may still be working through the last frames when the pipe closes.
    child.on('close', (code, killedBy) => void reading.then(() => closed(code, killedBy)));
  });
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('The operation was cancelled');
}

/** The last few non-empty lines of a tool's stderr, for a readable error message. */
export function lastLines(text: string, count = 3): string {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(-count)
    .join(' | ')
    .slice(0, 500);
}
