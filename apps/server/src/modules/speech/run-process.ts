import { spawn } from 'node:child_process';

export interface RunOptions {
  /** Aborting kills the child (SIGKILL) and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called with each complete line the child writes to stderr (progress lines). */
  onStderrLine?: (line: string) => void;
  /** Kept from the end of stderr for error messages. */
  stderrTailBytes?: number;
  cwd?: string;
  input?: Buffer;
}

export interface RunResult {
  stdout: string;
  /** The same output as bytes, for binary output (WAV on stdout). */
  stdoutBuffer: Buffer;
  stderr: string;
}

export class ProcessError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(message);
  }
}

/**
 * Runs a tool as a child process and collects its output. A crash of the tool rejects this promise
 * and never takes the server down; the signal cancels it.
 */
export function runProcess(
  command: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<RunResult> {
  const { signal, onStderrLine, stderrTailBytes = 64 * 1024 } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stderr = '';
    let pending = '';
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-stderrTailBytes);
      if (!onStderrLine) return;
      pending += chunk;
      const lines = pending.split(/\r?\n|\r/);
      pending = lines.pop() ?? '';
      for (const line of lines) onStderrLine(line);
    });
    child.stdin.on('error', () => undefined); // the child may exit before reading its input
    child.stdin.end(options.input);

    child.on('error', (err: NodeJS.ErrnoException) => {
      signal?.removeEventListener('abort', onAbort);
      const hint = err.code === 'ENOENT' ? `${command} is not installed or not found` : err.message;
      reject(new ProcessError(hint, null, stderr));
    });
    child.on('close', (code, killedBy) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      if (code === 0) {
        const stdoutBuffer = Buffer.concat(stdout);
        resolve({ stdout: stdoutBuffer.toString('utf8'), stdoutBuffer, stderr });
        return;
      }
      const how = killedBy ? `was killed by ${killedBy}` : `exited with code ${code}`;
      reject(new ProcessError(`${command} ${how}: ${lastLines(stderr)}`, code, stderr));
    });
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
