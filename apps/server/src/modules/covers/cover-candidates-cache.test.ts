import type { CoverCandidatesResponse, EditList } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../../storage/storage.ts';
import { cachedCandidates } from './cover-candidates-cache.ts';

/** The cache only keys on the store's identity: any object stands for one store here. */
const newStore = () => ({}) as Storage;
const file = { size: 1000, mtimeMs: 5 };
const answer = (timeMs: number): CoverCandidatesResponse => ({
  candidates: [{ timeMs, score: 1, sharpness: 1, exposure: 0.5, contrast: 0.5, sceneCut: false }],
  method: 'test',
});
const keeping = (startMs: number, endMs: number): EditList => ({
  revision: 1,
  kept: [{ startMs, endMs }],
  zooms: [],
});

describe('cachedCandidates', () => {
  it('should find once per file and kept part, and again when either changes', async () => {
    const store = newStore();
    let finds = 0;
    const find = () => Promise.resolve(answer(++finds * 100));
    const video = { key: 'projects/p1/video.mp4', file };

    const first = await cachedCandidates(store, video, null, 'm', find);
    expect(await cachedCandidates(store, video, null, 'm', find)).toBe(first);
    expect(finds).toBe(1);

    // What the edit list keeps decides where the samples fall.
    await cachedCandidates(store, video, keeping(1000, 2000), 'm', find);
    expect(finds).toBe(2);
    // A zoom moves no sample: the same kept part answers from the cache.
    const zoomed = {
      ...keeping(1000, 2000),
      revision: 2,
      zooms: [{ startMs: 1200, endMs: 1500, scale: 1.2 }],
    };
    await cachedCandidates(store, video, zoomed, 'm', find);
    expect(finds).toBe(2);
    // A new file (its time or version), another ranking method or another store: found again.
    await cachedCandidates(store, { ...video, file: { ...file, mtimeMs: 6 } }, null, 'm', find);
    await cachedCandidates(store, video, null, 'other', find);
    await cachedCandidates(newStore(), video, null, 'm', find);
    expect(finds).toBe(5);
  });

  it('should not keep an answer for a file it cannot see, nor a failed search', async () => {
    const store = newStore();
    let finds = 0;
    const find = () => Promise.resolve(answer(++finds));
    await cachedCandidates(store, { key: 'k', file: null }, null, 'm', find);
    await cachedCandidates(store, { key: 'k', file: null }, null, 'm', find);
    expect(finds).toBe(2);
    const failing = () => Promise.reject(new Error('ffmpeg failed'));
    await expect(cachedCandidates(store, { key: 'k', file }, null, 'm', failing)).rejects.toThrow('ffmpeg');
    await cachedCandidates(store, { key: 'k', file }, null, 'm', find);
    expect(finds).toBe(3);
  });
});
