import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The one scratch-directory helper: every temporary working folder of the server (ffmpeg inputs and
 * outputs, WAV files for the recognisers, S3 downloads, uploaded music being checked) is made here,
 * under the system's temporary directory (TMPDIR: point it at a disk with room for a video), named
 * `wordreel-{name}-p{pid}-XXXXXX` so one left by a killed process can be told apart and removed.
 */
export interface ScratchDir {
  dir: string;
  /** Removes the folder and everything in it; safe to call twice. */
  dispose: () => Promise<void>;
}

/** A fresh scratch folder the caller disposes of (for one that outlives a call, e.g. loaded audio). */
export async function createScratchDir(name: string): Promise<ScratchDir> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), `wordreel-${name}-p${process.pid}-`));
  return { dir, dispose: () => fsp.rm(dir, { recursive: true, force: true }) };
}

/** Runs `use` with a fresh scratch folder and removes it afterwards, whatever happens. */
export async function withScratchDir<T>(name: string, use: (dir: string) => Promise<T>): Promise<T> {
  const { dir, dispose } = await createScratchDir(name);
  try {
    return await use(dir);
  } finally {
    await dispose();
  }
}
