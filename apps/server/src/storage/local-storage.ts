import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openFileSink } from './file-sink.ts';
import { processAlive } from './scratch-dir.ts';
import {
  assertValidKey,
  FileChangedError,
  type ReadOptions,
  type Storage,
  type StoredFile,
} from './storage.ts';

const TEMP_NAME = /\.tmp-(\d+)-[0-9a-f]{12}(\.[^./]*)?$/;

/** A directory deletePrefix moved aside to remove (see there). */
const DELETING_NAME = /\.deleting-[0-9a-f]{12}$/;

/**
 * Removes writeAtomic's temporary files whose writing process no longer runs (processes sharing a
 * local directory share the machine, so the pid says it), and directories a killed deletePrefix
 * moved aside and did not finish removing. Returns how many were removed.
 */
export async function removeOrphanedTempFiles(root: string): Promise<number> {
  let removed = 0;
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (entry.isDirectory() && DELETING_NAME.test(entry.name)) {
      await fsp.rm(path.join(entry.parentPath, entry.name), { recursive: true, force: true });
      removed++;
      continue;
    }
    const pid = entry.isFile() ? TEMP_NAME.exec(entry.name)?.[1] : undefined;
    if (!pid || Number(pid) === process.pid || processAlive(Number(pid))) continue;
    await fsp.rm(path.join(entry.parentPath, entry.name), { force: true });
    removed++;
  }
  return removed;
}

/** Storage in a local directory (DATA_DIR/storage). Temporary files sit beside their target. */
export class LocalStorage implements Storage {
  constructor(readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
    // A process killed in the middle of writeAtomic leaves its temporary file behind; nobody serves it,
    // but it holds disk space. Its name carries the writer's pid: drop those whose writer is gone.
    void removeOrphanedTempFiles(root).catch(() => undefined);
  }

  /** Where a key's file is in the directory. */
  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, key);
  }

  /** The file itself: nothing to copy. */
  localFile(key: string): Promise<string> {
    return Promise.resolve().then(() => this.pathOf(key));
  }

  seekableSource(key: string): Promise<string> {
    return this.localFile(key);
  }

  async writeAtomic(key: string, produce: (tmpPath: string) => Promise<void>): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    // Same directory as the target, so the rename stays on one filesystem and is atomic.
    const tmp = `${target}.tmp-${process.pid}-${randomBytes(6).toString('hex')}${path.extname(target)}`;
    try {
      await produce(tmp);
      await fsp.rename(tmp, target);
    } catch (error) {
      await fsp.rm(tmp, { force: true });
      throw error;
    }
  }

  /** Readiness: the directory exists and this process may write in it. */
  ping(): Promise<void> {
    return fsp.access(this.root, fs.constants.W_OK);
  }

  writeFile(key: string, data: string | Uint8Array): Promise<void> {
    return this.writeAtomic(key, (tmp) => fsp.writeFile(tmp, data));
  }

  readFile(key: string): Promise<Buffer> {
    return fsp.readFile(this.pathOf(key));
  }

  /**
   * One rename when the source is on this filesystem (atomic, and a failed rename leaves the source
   * where it was); else a whole copy, and the source is dropped only once the copy is in place. A
   * failure never loses the source's bytes (a tus upload is kept for a retry of its finish).
   */
  async moveIn(key: string, sourcePath: string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.rename(sourcePath, target);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    }
    // Another filesystem: stream a copy, then drop the source.
    await this.writeAtomic(key, async (tmp) =>
      pipeline(fs.createReadStream(sourcePath), await openFileSink(tmp)),
    );
    await fsp.rm(sourcePath, { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const s = await fsp.stat(this.pathOf(key));
      return s.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  createReadStream(key: string, { range, version }: ReadOptions = {}): Readable {
    const file = this.pathOf(key);
    if (!version) return fs.createReadStream(file, range ?? {});
    // One open: the version is checked on the open file itself, and its bytes are what is read even if
    // the key is replaced meanwhile (a write renames a new file over it; this one lives on until closed).
    const out = new PassThrough();
    void (async () => {
      const handle = await fsp.open(file);
      try {
        const s = await handle.stat();
        if (s.size !== version.size || s.mtimeMs !== version.mtimeMs) throw new FileChangedError(key);
      } catch (error) {
        await handle.close();
        throw error;
      }
      // The stream closes the handle when it ends or is destroyed.
      await pipeline(handle.createReadStream(range ?? {}), out);
    })().catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertValidKey(prefix, { prefix: true });
    const target = path.join(this.root, prefix);
    if (prefix.endsWith('/')) {
      // Moved aside first, in one step: a file still being written into the directory (a job
      // finishing a write as its project is deleted) then lands outside what is being removed, where
      // it would otherwise fail the removal with ENOTEMPTY.
      const aside = `${target.replace(/\/+$/, '')}.deleting-${randomBytes(6).toString('hex')}`;
      try {
        await fsp.rename(target, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      await fsp.rm(aside, { recursive: true, force: true });
      return;
    }
    // A prefix that ends mid-name: delete the matching entries of its directory.
    const dir = path.dirname(target);
    const base = path.basename(target);
    const entries = await fsp.readdir(dir).catch(() => [] as string[]);
    await Promise.all(
      entries
        .filter((e) => e.startsWith(base))
        .map((e) => fsp.rm(path.join(dir, e), { recursive: true, force: true })),
    );
  }
}
