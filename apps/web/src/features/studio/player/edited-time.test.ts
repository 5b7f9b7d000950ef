import { applyCuts, setZoom, uncutEditList, zoomScaleAtFrame } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import {
  isKeptFrame,
  keptSourceMs,
  nextCut,
  playbackJump,
  previewTimeline,
  toEditedSeconds,
  toSourceSeconds,
  zoomScaleAt,
} from './edited-time.ts';

// 6 s; 1–2 s and 4–5 s cut: kept 0–1, 2–4, 5–6 (4 s edited).
const list = applyCuts(uncutEditList(6000), [
  { startMs: 1000, endMs: 2000 },
  { startMs: 4000, endMs: 5000 },
]);
const timeline = previewTimeline(list);
const FRAME = 1000 / 30;

describe('edited time in the preview', () => {
  it('maps source ↔ edited time through the kept ranges', () => {
    expect(timeline.durationMs).toBe(4000);
    expect(toEditedSeconds(timeline, 2.5)).toBeCloseTo(1.5);
    expect(toEditedSeconds(timeline, 1.5)).toBeCloseTo(1); // in a cut: where the cut is
    expect(toSourceSeconds(timeline, 1.5)).toBeCloseTo(2.5);
    expect(toSourceSeconds(timeline, 3.5)).toBeCloseTo(5.5);
    expect(toEditedSeconds(null, 2.5)).toBe(2.5);
  });

  it('moves a seek into a cut to the next kept frame', () => {
    expect(keptSourceMs(timeline, 1500)).toBe(2000);
    expect(keptSourceMs(timeline, 2500)).toBe(2500);
    expect(keptSourceMs(timeline, 7000)).toBe(6000);
  });

  it('finds the next cut after a kept time, the edited end included, and none from inside a cut', () => {
    expect(nextCut(timeline, 500)).toEqual({ atMs: 1000, nextStartMs: 2000 });
    expect(nextCut(timeline, 3999)).toEqual({ atMs: 4000, nextStartMs: 5000 });
    // The last range: the edited end, with no range after it (the source may run on past it).
    expect(nextCut(timeline, 5500)).toEqual({ atMs: 6000, nextStartMs: null });
    expect(nextCut(timeline, 1500)).toBeNull();
    expect(nextCut(timeline, 6000)).toBeNull();
    // Adjacent ranges play straight on: the cut is after both.
    const adjacent = previewTimeline({
      kept: [
        { startMs: 0, endMs: 1000 },
        { startMs: 1000, endMs: 2000 },
        { startMs: 3000, endMs: 4000 },
      ],
      zooms: [],
    });
    expect(nextCut(adjacent, 500)).toEqual({ atMs: 2000, nextStartMs: 3000 });
  });

  it('tells kept frames from a cut’s by their timestamps, rounded either way', () => {
    // The last kept frame before each cut, and the cut's first (timestamps as a decoder rounds them).
    expect(isKeptFrame(timeline, 1000 - FRAME)).toBe(true);
    for (const ms of [999.99, 1000, 1000.4, 1500, 1999.4]) expect(isKeptFrame(timeline, ms)).toBe(false);
    // The next range's first frame, a hair early or late.
    for (const ms of [1999.7, 2000, 2000.3, 3000]) expect(isKeptFrame(timeline, ms)).toBe(true);
    expect(isKeptFrame(timeline, 4000)).toBe(false);
    expect(isKeptFrame(timeline, 6000 - FRAME)).toBe(true);
    expect(isKeptFrame(timeline, 6000)).toBe(false);
  });

  it('jumps when the next frame would fall in a cut, and stops at the edited end', () => {
    expect(playbackJump(timeline, 500, FRAME)).toBeNull();
    expect(playbackJump(timeline, 1000 - FRAME, FRAME)).toBe(2000);
    expect(playbackJump(timeline, 1200, FRAME)).toBe(2000);
    expect(playbackJump(timeline, 4000 - FRAME, FRAME)).toBe(5000);
    expect(playbackJump(timeline, 6000 - FRAME, FRAME)).toBe('end');
    expect(playbackJump(timeline, 6000, FRAME)).toBe('end');
  });

  it('draws the zoom of the frame on screen with core’s curve on edited frames', () => {
    const zoomed = previewTimeline(setZoom(list, { startMs: 2000, endMs: 3000, scale: 1.2 }));
    // Source 2.0 s is edited frame 30, the zoom's first frame.
    const span = zoomed.zooms[0];
    expect(span).toMatchObject({ startFrame: 30, endFrame: 60 });
    for (const frame of [30, 33, 36, 45, 58, 59]) {
      const sourceMs = 2000 + (frame - 30) * FRAME;
      expect(zoomScaleAt(zoomed, sourceMs)).toBeCloseTo(zoomScaleAtFrame(zoomed.zooms, frame), 10);
    }
    expect(zoomScaleAt(zoomed, 2500)).toBeCloseTo(1.2);
    expect(zoomScaleAt(zoomed, 500)).toBe(1);
  });
});
