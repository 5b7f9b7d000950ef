import type { Readable } from 'node:stream';
import { MESSAGES } from '@wordreel/core';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { AppStorage, ReadOptions, Storage, StoredFile } from './storage.ts';
import { addTombstone, dropTombstonesBefore, findTombstone } from './tombstones.repository.ts';

/**
 * How long a tombstone is kept: far longer than any write can be under way (a job's attempt is at most
 * a few hours, three attempts with their back-off), so a late write still finds it.
 */
export const TOMBSTONE_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Either adapter, with deletions for good (decision 051). `deleteForGood` records a tombstone in the
 * database (shared by every API server and worker), then deletes. Every write looks for a tombstone
 * over its key once it has landed, or failed (a local write makes its directory first); finding one, it
 * deletes what the tombstone names and fails. Whatever the order of a write and the delete, nothing
 * stays: a write that looked before the tombstone was there had landed before the deletion began, and
 * the deletion removed it; one that looked after removes itself. The look is a query of its own, so a
 * write must not wait inside a database transaction (on SQLite it would wait for that transaction).
 */
export class TombstonedStorage implements AppStorage {
  constructor(
    private readonly inner: Storage,
    private readonly db: Database,
  ) {}

  async deleteForGood(keyOrPrefix: string): Promise<void> {
    const now = Date.now();
    await addTombstone(this.db, keyOrPrefix, now);
    await this.remove(keyOrPrefix);
    await dropTombstonesBefore(this.db, now - TOMBSTONE_KEEP_MS);
  }

  writeAtomic(key: string, produce: (tmpPath: string) => Promise<void>): Promise<void> {
    return this.unlessTombstoned(key, () => this.inner.writeAtomic(key, produce));
  }

  writeFile(key: string, data: string | Uint8Array): Promise<void> {
    return this.unlessTombstoned(key, () => this.inner.writeFile(key, data));
  }

  moveIn(key: string, sourcePath: string): Promise<void> {
    return this.unlessTombstoned(key, () => this.inner.moveIn(key, sourcePath));
  }

  /** Runs a write, then undoes it (and fails) if its key was deleted for good before or meanwhile. */
  private async unlessTombstoned(key: string, write: () => Promise<void>): Promise<void> {
    const failed = await write().then(
      () => undefined,
      (error: unknown) => ({ error }),
    );
    const tombstone = await findTombstone(this.db, keysOver(key));
    if (tombstone) {
      await this.remove(tombstone);
      // The project these files were for is gone (tombstones are only ever made for its files).
      throw new AppError('NOT_FOUND', MESSAGES.VIDEO_NOT_FOUND, { cause: failed?.error });
    }
    if (failed) throw failed.error;
  }

  private remove(keyOrPrefix: string): Promise<void> {
    return keyOrPrefix.endsWith('/') ? this.inner.deletePrefix(keyOrPrefix) : this.inner.delete(keyOrPrefix);
  }

  localFile(key: string, scratchDir: string): Promise<string> {
    return this.inner.localFile(key, scratchDir);
  }

  seekableSource(key: string): Promise<string> {
    return this.inner.seekableSource(key);
  }

  readFile(key: string): Promise<Buffer> {
    return this.inner.readFile(key);
  }

  exists(key: string): Promise<boolean> {
    return this.inner.exists(key);
  }

  stat(key: string): Promise<StoredFile | null> {
    return this.inner.stat(key);
  }

  createReadStream(key: string, options?: ReadOptions): Readable {
    return this.inner.createReadStream(key, options);
  }

  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }

  deletePrefix(prefix: string): Promise<void> {
    return this.inner.deletePrefix(prefix);
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }
}

/** Where a tombstone over `a/b/c` can be: `a/`, `a/b/` and `a/b/c` itself. */
function keysOver(key: string): string[] {
  const segments = key.split('/');
  return segments.map((_, i) => segments.slice(0, i + 1).join('/') + (i < segments.length - 1 ? '/' : ''));
}
