import { describe, expect, it } from 'vitest';
import {
  applyCuts,
  editListSchema,
  isUncut,
  restoreSpans,
  saveEditListBodySchema,
  setZoom,
  uncutEditList,
  unionSpans,
  validateEditList,
  type EditList,
} from './edit-list.ts';

const list = (kept: [number, number][], zooms: EditList['zooms'] = []): EditList => ({
  revision: 3,
  kept: kept.map(([startMs, endMs]) => ({ startMs, endMs })),
  zooms,
});

describe('validateEditList', () => {
  it('accepts sorted ranges inside the video', () => {
    expect(
      validateEditList(
        list([
          [0, 1000],
          [1500, 4000],
        ]),
        4000,
      ),
    ).toEqual([]);
  });

  it('refuses overlapping, unsorted, out-of-range and too-short ranges with readable messages', () => {
    expect(
      validateEditList(
        list([
          [0, 1000],
          [900, 2000],
        ]),
        4000,
      ),
    ).toEqual(['Kept range 2 overlaps or comes before kept range 1; ranges must be sorted.']);
    expect(
      validateEditList(
        list([
          [2000, 3000],
          [0, 1000],
        ]),
        4000,
      )[0],
    ).toMatch(/sorted/);
    expect(validateEditList(list([[0, 5000]]), 4000)).toEqual([
      'Kept range 1 ends after the video (4000 ms).',
    ]);
    expect(validateEditList(list([[0, 60]]), 4000)).toEqual([
      'Kept range 1 is shorter than 2 frames (67 ms).',
    ]);
    expect(validateEditList(list([[500, 500]]), 4000)).toEqual(['Kept range 1 ends before it starts.']);
    expect(validateEditList(list([]), 4000)).toEqual(['At least part of the video must be kept.']);
  });

  it('refuses overlapping zooms and zooms past the end', () => {
    const zooms = [
      { startMs: 0, endMs: 1000, scale: 1.12 },
      { startMs: 900, endMs: 5000, scale: 1.12 },
    ];
    expect(validateEditList(list([[0, 4000]], zooms), 4000)).toEqual([
      'Zoom 2 ends after the video (4000 ms).',
      'Zoom 2 overlaps or comes before zoom 1.',
    ]);
  });

  it('keeps crop keyframes inside the video and in time order', () => {
    const reframe = (keyframes: { tMs: number; x: number }[]) => ({ layout: 'follow' as const, keyframes });
    const ok = {
      ...list([[0, 4000]]),
      reframe: reframe([
        { tMs: 0, x: 0.2 },
        { tMs: 4000, x: 0.8 },
      ]),
    };
    expect(validateEditList(ok, 4000)).toEqual([]);
    const late = {
      ...list([[0, 4000]]),
      reframe: reframe([
        { tMs: 0, x: 0.2 },
        { tMs: 4500, x: 0.8 },
      ]),
    };
    expect(validateEditList(late, 4000)).toEqual([
      'Crop keyframe 2 is after the end of the video (4000 ms).',
    ]);
    const unsorted = {
      ...list([[0, 4000]]),
      reframe: reframe([
        { tMs: 900, x: 0.2 },
        { tMs: 900, x: 0.8 },
      ]),
    };
    expect(validateEditList(unsorted, 4000)).toEqual(['Crop keyframe 2 is not after the one before it.']);
    expect(editListSchema.safeParse(unsorted).success).toBe(false);
    expect(saveEditListBodySchema.safeParse({ baseRevision: 0, ...late }).success).toBe(true);
    const wide = { baseRevision: 0, ...list([[0, 4000]]), reframe: reframe([{ tMs: 0, x: 1.2 }]) };
    expect(saveEditListBodySchema.safeParse(wide).success).toBe(false);
  });

  it('has schemas for the stored list and the save body', () => {
    expect(editListSchema.safeParse(list([[0, 1000]])).success).toBe(true);
    expect(editListSchema.safeParse({ ...list([[0, 1000]]), kept: [] }).success).toBe(false);
    expect(
      saveEditListBodySchema.safeParse({ baseRevision: 0, kept: [{ startMs: 0, endMs: 1.5 }], zooms: [] })
        .success,
    ).toBe(false);
    expect(
      saveEditListBodySchema.safeParse({
        baseRevision: 0,
        kept: [{ startMs: 0, endMs: 100 }],
        zooms: [{ startMs: 0, endMs: 100, scale: 3 }],
      }).success,
    ).toBe(false);
  });
});

describe('cuts and restores', () => {
  it('cuts spans out of the kept ranges without changing the list it was given', () => {
    const before = uncutEditList(10_000);
    const after = applyCuts(before, [
      { startMs: 2000, endMs: 3000 },
      { startMs: 2500, endMs: 4000 },
      { startMs: 9000, endMs: 12_000 },
    ]);
    expect(after.kept).toEqual([
      { startMs: 0, endMs: 2000 },
      { startMs: 4000, endMs: 9000 },
    ]);
    expect(before.kept).toEqual([{ startMs: 0, endMs: 10_000 }]);
    expect(isUncut(before, 10_000)).toBe(true);
    expect(isUncut(after, 10_000)).toBe(false);
  });

  it('drops slivers shorter than two frames left between cuts', () => {
    const after = applyCuts(uncutEditList(5000), [
      { startMs: 1000, endMs: 2000 },
      { startMs: 2040, endMs: 3000 },
    ]);
    expect(after.kept).toEqual([
      { startMs: 0, endMs: 1000 },
      { startMs: 3000, endMs: 5000 },
    ]);
  });

  it('keeps the list when a cut would remove everything', () => {
    const l = list([[0, 1000]]);
    expect(applyCuts(l, [{ startMs: 0, endMs: 1000 }]).kept).toEqual(l.kept);
  });

  it('restores a cut span, joining the ranges around it, clipped to the video', () => {
    const l = list([
      [0, 1000],
      [2000, 3000],
    ]);
    expect(restoreSpans(l, [{ startMs: 900, endMs: 2100 }], 3000).kept).toEqual([
      { startMs: 0, endMs: 3000 },
    ]);
    expect(restoreSpans(l, [{ startMs: 2900, endMs: 3500 }], 3200).kept).toEqual([
      { startMs: 0, endMs: 1000 },
      { startMs: 2000, endMs: 3200 },
    ]);
  });

  it('unions spans that overlap or touch', () => {
    expect(
      unionSpans([
        { startMs: 5, endMs: 8 },
        { startMs: 0, endMs: 5 },
        { startMs: 9, endMs: 9 },
      ]),
    ).toEqual([{ startMs: 0, endMs: 8 }]);
  });

  it('adds a zoom in order, replacing one it overlaps, and removes zooms', () => {
    let l = setZoom(list([[0, 9000]]), { startMs: 5000, endMs: 6000, scale: 1.12 });
    l = setZoom(l, { startMs: 1000, endMs: 2000, scale: 1.2 });
    l = setZoom(l, { startMs: 5500, endMs: 7000, scale: 1.1 });
    expect(l.zooms).toEqual([
      { startMs: 1000, endMs: 2000, scale: 1.2 },
      { startMs: 5500, endMs: 7000, scale: 1.1 },
    ]);
    expect(setZoom(l, { startMs: 1500, endMs: 1600, remove: true }).zooms).toHaveLength(1);
  });
});
