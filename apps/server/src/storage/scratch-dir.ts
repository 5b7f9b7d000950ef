import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs `use` with a fresh directory under the system's temporary directory (TMPDIR: point it at a
 * disk with room for a video) and removes it afterwards, whatever happens.
 */
export async function withScratchDir<T>(name: string, use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), `wordreel-${name}-`));
  try {
    return await use(dir);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
