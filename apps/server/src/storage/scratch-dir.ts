import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

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

const SCRATCH_NAME = /^wordreel-[a-z0-9-]+-p(\d+)-[A-Za-z0-9]{6}$/;

/** Whether a process with this id runs on this machine (EPERM: it does, as another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes scratch folders whose process no longer runs (a SIGKILL skips `dispose`; a killed render
 * can leave a video-sized folder behind). Run at start by the server and the worker, not awaited: it
 * never rejects, and a folder it cannot remove (EACCES, EPERM) is logged and left, so it neither stops
 * the others' removal nor takes the process down at every start. Returns how many it removed.
 */
export async function removeOrphanedScratchDirs(log: FastifyBaseLogger, root = os.tmpdir()): Promise<number> {
  let removed = 0;
  for (const entry of await fsp.readdir(root, { withFileTypes: true }).catch(() => [])) {
    const pid = entry.isDirectory() ? SCRATCH_NAME.exec(entry.name)?.[1] : undefined;
    if (!pid || Number(pid) === process.pid || processAlive(Number(pid))) continue;
    const dir = path.join(root, entry.name);
    try {
      await fsp.rm(dir, { recursive: true, force: true });
      removed++;
    } catch (error) {
      log.warn({ err: error, dir }, 'orphaned scratch folder not removed');
    }
  }
  if (removed > 0) log.info({ removed }, 'removed orphaned scratch folders');
  return removed;
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
