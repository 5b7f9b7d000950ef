import { describe, expect, it } from 'vitest';
import type { CaptionItem } from '../captions.ts';
import {
  cutWordFlags,
  editedDurationMs,
  editedToSource,
  nextKeptStart,
  playbackRanges,
  retimeCaptions,
  sourceToEdited,
} from './time-map.ts';

const ranges = playbackRanges({
  kept: [
    { startMs: 0, endMs: 1000 },
    { startMs: 2000, endMs: 3000 },
    { startMs: 5000, endMs: 6000 },
  ],
});

const word = (text: string, startMs: number, endMs: number): CaptionItem => ({
  text,
  startMs,
  endMs,
  confidence: 0.9,
  timestampMs: startMs,
});

describe('playback ranges', () => {
  it('snaps kept ranges to the 30 fps grid and lays them end to end', () => {
    const snapped = playbackRanges({
      kept: [
        { startMs: 10, endMs: 1010 },
        { startMs: 1990, endMs: 2500 },
      ],
    });
    expect(snapped.map((r) => [r.startFrame, r.endFrame])).toEqual([
      [0, 30],
      [60, 75],
    ]);
    expect(snapped[1]?.editedStartMs).toBe(1000);
    expect(editedDurationMs(snapped)).toBe(1500);
  });

  it('drops ranges that snap to nothing', () => {
    expect(playbackRanges({ kept: [{ startMs: 0, endMs: 10 }] })).toEqual([]);
  });
});

describe('source <-> edited time', () => {
  it('maps kept times both ways', () => {
    expect(sourceToEdited(ranges, 500)).toBe(500);
    expect(sourceToEdited(ranges, 2500)).toBe(1500);
    expect(sourceToEdited(ranges, 5999)).toBe(2999);
    for (const edited of [0, 999, 1000, 1500, 2000, 2999]) {
      expect(sourceToEdited(ranges, editedToSource(ranges, edited))).toBeCloseTo(edited, 6);
    }
  });

  it('maps a cut time to where the cut is in the edited video, or null when exact', () => {
    expect(sourceToEdited(ranges, 1500)).toBe(1000);
    expect(sourceToEdited(ranges, 1500, true)).toBeNull();
    expect(sourceToEdited(ranges, 7000)).toBe(3000);
    expect(editedToSource(ranges, 9999)).toBe(6000);
  });

  it('says where playback must jump from inside a cut', () => {
    expect(nextKeptStart(ranges, 1000)).toBe(2000);
    expect(nextKeptStart(ranges, 3500)).toBe(5000);
    expect(nextKeptStart(ranges, 2500)).toBeNull();
    expect(nextKeptStart(ranges, 6500)).toBeNull();
  });
});

describe('retimeCaptions', () => {
  const words = [
    word('one', 100, 400),
    word(' two', 900, 1300), // middle 1100: cut
    word(' three', 1800, 2300), // middle 2050: kept, start clamped to 2000
    word(' four', 3200, 3600), // inside the cut
    word(' five', 5500, 5800),
  ];

  it('drops words inside cuts, keeps the rest whole and in edited time', () => {
    const out = retimeCaptions(words, ranges);
    expect(out.map((w) => [w.text, w.startMs, w.endMs])).toEqual([
      ['one', 100, 400],
      [' three', 1000, 1300],
      [' five', 2500, 2800],
    ]);
    expect(out.every((w) => w.timestampMs === w.startMs)).toBe(true);
    expect(cutWordFlags(words, ranges)).toEqual([false, true, false, true, false]);
  });

  it('never returns overlapping or backwards words', () => {
    const out = retimeCaptions([word('a', 900, 1000), word(' b', 990, 2100)], ranges);
    for (let i = 1; i < out.length; i++) expect(out[i]!.startMs).toBeGreaterThanOrEqual(out[i - 1]!.endMs);
  });
});
