import { describe, expect, it } from 'vitest';
import { playbackRanges } from './time-map.ts';
import { easeInOut, ZOOM_RAMP_FRAMES, zoomExpression, zoomFrameSpans, zoomScaleAtFrame } from './zoom.ts';

describe('zoom curve', () => {
  const spans = [{ startFrame: 30, endFrame: 90, scale: 1.12 }];

  it('is 1 outside, eases in over 6 frames, holds, and eases back out', () => {
    expect(zoomScaleAtFrame(spans, 29)).toBe(1);
    expect(zoomScaleAtFrame(spans, 30)).toBeGreaterThan(1);
    expect(zoomScaleAtFrame(spans, 30)).toBeLessThan(1.02);
    expect(zoomScaleAtFrame(spans, 30 + ZOOM_RAMP_FRAMES - 1)).toBeCloseTo(1.12, 10);
    expect(zoomScaleAtFrame(spans, 60)).toBeCloseTo(1.12, 10);
    expect(zoomScaleAtFrame(spans, 90 - ZOOM_RAMP_FRAMES)).toBeCloseTo(1.12, 10);
    expect(zoomScaleAtFrame(spans, 89)).toBeLessThan(1.02);
    expect(zoomScaleAtFrame(spans, 90)).toBe(1);
    for (let f = 30; f < 35; f++)
      expect(zoomScaleAtFrame(spans, f + 1)).toBeGreaterThan(zoomScaleAtFrame(spans, f));
  });

  it('eases with zero slope at both ends', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(2)).toBe(1);
  });

  it('places zooms on edited frames through the cuts', () => {
    const ranges = playbackRanges({
      kept: [
        { startMs: 0, endMs: 1000 },
        { startMs: 3000, endMs: 6000 },
      ],
    });
    const z = zoomFrameSpans([{ startMs: 3500, endMs: 4500, scale: 1.2 }], ranges);
    expect(z).toEqual([{ startFrame: 45, endFrame: 75, scale: 1.2 }]);
    // A zoom entirely inside a cut vanishes.
    expect(zoomFrameSpans([{ startMs: 1500, endMs: 2500, scale: 1.2 }], ranges)).toEqual([]);
  });

  it('writes one term per zoom for ffmpeg (its values are checked against ffmpeg in the render tests)', () => {
    expect(zoomExpression([])).toBe('1');
    const expr = zoomExpression(spans);
    expect(expr.startsWith('1+between(on\\,30\\,89)*0.120000*')).toBe(true);
  });
});
