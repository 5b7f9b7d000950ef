import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs `use` with a whisper-cli that writes down its arguments and then execs the real `whisperCli`
 * (so the words still come from the real binary, which refuses unknown options), and answers the
 * arguments it got: one per line, as the shell passed them.
 */
export async function recordWhisperArgs(
  whisperCli: string,
  use: (wrapper: string) => Promise<void>,
): Promise<string[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-whisper-args-'));
  const argsFile = path.join(dir, 'args');
  const wrapper = path.join(dir, 'whisper-cli');
  try {
    await fs.writeFile(
      wrapper,
      `#!/bin/sh\nprintf '%s\\n' "$@" > '${argsFile}'\nexec '${whisperCli}' "$@"\n`,
      {
        mode: 0o755,
      },
    );
    await use(wrapper);
    return (await fs.readFile(argsFile, 'utf8')).split('\n');
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
