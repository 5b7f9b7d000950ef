import { describe, expect, it } from 'vitest';
import { exportFrame, fitSource, FILL_BLUR_SIGMA, orientationForSize } from './export-frame.ts';

describe('export frame', () => {
  it('should give each orientation its 30 fps frame', () => {
    expect(exportFrame('portrait')).toEqual({ width: 1080, height: 1920, fps: 30 });
    expect(exportFrame('landscape')).toEqual({ width: 1920, height: 1080, fps: 30 });
    expect(exportFrame('square')).toEqual({ width: 1080, height: 1080, fps: 30 });
  });

  it("should default the orientation from the video's own shape", () => {
    expect(orientationForSize(1920, 1080)).toBe('landscape');
    expect(orientationForSize(720, 1280)).toBe('portrait');
    expect(orientationForSize(1080, 1080)).toBe('square');
    expect(orientationForSize(1000, 1040)).toBe('square');
    expect(orientationForSize(undefined, 1080)).toBe('portrait');
  });

  it('should fit a source inside the frame as ffmpeg does (even sizes, centred)', () => {
    expect(fitSource(exportFrame('portrait'), 1920, 1080)).toEqual({
      width: 1080,
      height: 608,
      x: 0,
      y: 656,
      fills: false,
    });
    expect(fitSource(exportFrame('landscape'), 1080, 1920)).toEqual({
      width: 608,
      height: 1080,
      x: 656,
      y: 0,
      fills: false,
    });
    expect(fitSource(exportFrame('portrait'), 720, 1280)).toMatchObject({
      width: 1080,
      height: 1920,
      fills: true,
    });
  });

  it('should describe the fill blur as the Gaussian of two radius-8 box passes', () => {
    expect(FILL_BLUR_SIGMA).toBeCloseTo(6.93, 2);
  });
});
