import { LRUCache } from 'lru-cache';
import { playbackRanges, type CoverCandidatesResponse, type EditList } from '@wordreel/core';
import type { Storage, StoredFile } from '../../storage/storage.ts';

/**
 * The best frames found per video and kept part, per store: finding them runs ffmpeg 16 times (about
 * 3 s for a short clip on two cores), and they change only with the file or what the edit list keeps.
 * The Boost tab asks on every visit; at most 2,000 answers (a few kB each) are kept.
 */
const caches = new WeakMap<Storage, LRUCache<string, CoverCandidatesResponse>>();

function cacheOf(storage: Storage): LRUCache<string, CoverCandidatesResponse> {
  let cache = caches.get(storage);
  if (!cache) {
    cache = new LRUCache<string, CoverCandidatesResponse>({ max: 2_000 });
    caches.set(storage, cache);
  }
  return cache;
}

/** The candidates for this file and kept part: the cached answer, else `find`'s (then kept). */
export async function cachedCandidates(
  storage: Storage,
  video: { key: string; file: StoredFile | null },
  edits: EditList | null,
  method: string,
  find: () => Promise<CoverCandidatesResponse>,
): Promise<CoverCandidatesResponse> {
  if (!video.file) return find();
  const { size, mtimeMs, version } = video.file;
  const kept = edits ? JSON.stringify(playbackRanges(edits)) : 'whole';
  const key = [video.key, size, version ?? mtimeMs, method, kept].join('\n');
  const cache = cacheOf(storage);
  const known = cache.get(key);
  if (known) return known;
  const found = await find();
  cache.set(key, found);
  return found;
}
