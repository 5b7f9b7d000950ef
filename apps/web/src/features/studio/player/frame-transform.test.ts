import { zoompanCrop } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { frameTransform, WHOLE_FRAME } from './frame-transform.ts';

const frame = { width: 1080, height: 1920 };

/** Where the transform sends a point of the element's box (fractions of the frame box). */
function mapPoint(transform: string, u: number, v: number): [number, number] {
  const m = /^translate\(([^%]+)%, ([^%]+)%\) scale\(([^,]+), ([^)]+)\)(?: skewX\(([^d]+)deg\))?$/.exec(
    transform,
  );
  if (!m) throw new Error(`unexpected transform ${transform}`);
  const [tx, ty, sx, sy, skew = 0] = m.slice(1).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  // The box is the frame's: the skew's x shift is in box heights times the aspect.
  const x = u + Math.tan((skew * Math.PI) / 180) * v * (frame.height / frame.width);
  return [tx / 100 + sx * x, ty / 100 + sy * v];
}

describe('frameTransform', () => {
  it('is nothing for a picture laid out on its own box without a zoom', () => {
    const place = { left: 0, top: 656 / 1920, width: 1, height: 608 / 1920 };
    expect(frameTransform(place, null, frame, place)).toBe('');
  });

  it('zooms a picture laid out on its own box about the frame', () => {
    const place = { left: 0, top: 656 / 1920, width: 1, height: 608 / 1920 };
    const crop = zoompanCrop(1.2, frame.width, frame.height);
    const t = frameTransform(place, crop, frame, place);
    // The box's bottom edge (frame y 1264) goes where the zoom sends it; v in box fractions.
    const [, y] = mapPoint(t, 0, 1);
    const boxY = place.top + place.height * y;
    expect(boxY * 1920).toBeCloseTo(((1264 - crop.y) * 1920) / crop.h, 3);
  });

  it('is nothing for the whole frame without a zoom', () => {
    expect(frameTransform(WHOLE_FRAME, null, frame)).toBe('');
  });

  it('places a fitted picture where its rectangle is', () => {
    const place = { left: 0, top: 656 / 1920, width: 1, height: 608 / 1920 };
    const t = frameTransform(place, null, frame);
    expect(mapPoint(t, 0, 0)[1]).toBeCloseTo(656 / 1920, 9);
    expect(mapPoint(t, 1, 1)[1]).toBeCloseTo((656 + 608) / 1920, 9);
  });

  it("shows exactly the zoom's crop over the whole frame", () => {
    // A ramp frame's crop: whole pixels, offsets made even (x 84, y 150, 911x1620).
    const crop = zoompanCrop(1 + 0.2 * (25 / 27), frame.width, frame.height);
    const t = frameTransform(WHOLE_FRAME, crop, frame);
    // Scaled up: the tiny skew that keeps the compositor from snapping the translation.
    expect(t).toContain('skewX(');
    // The crop's corners go to the frame's corners (to well under a thousandth of a pixel).
    const [x0, y0] = mapPoint(t, crop.x / 1080, crop.y / 1920);
    const [x1, y1] = mapPoint(t, (crop.x + crop.w) / 1080, (crop.y + crop.h) / 1920);
    expect(x0 * 1080).toBeCloseTo(0, 2);
    expect(y0 * 1920).toBeCloseTo(0, 3);
    expect(x1 * 1080).toBeCloseTo(1080, 2);
    expect(y1 * 1920).toBeCloseTo(1920, 3);
  });

  it('composes a reframe window with a zoom: the zoom crops the reframed frame', () => {
    // A 1280x720 source with a 404.5x720 window at x 300.25 (sub-pixel), zoomed 1.2x.
    const place = { left: -300.25 / 404.5, top: 0, width: 1280 / 404.5, height: 1 };
    const crop = zoompanCrop(1.2, frame.width, frame.height);
    const t = frameTransform(place, crop, frame);
    // Source pixel x lands at frame x (x - 300.25) * 1080 / 404.5, then the zoom maps the frame.
    for (const sx of [300.25, 500, 704.75]) {
      const inFrame = ((sx - 300.25) * 1080) / 404.5;
      const want = ((inFrame - crop.x) * 1080) / crop.w;
      expect(mapPoint(t, sx / 1280, 0)[0] * 1080).toBeCloseTo(want, 3);
    }
    const wantY = ((960 - crop.y) * 1920) / crop.h;
    expect(mapPoint(t, 0, 0.5)[1] * 1920).toBeCloseTo(wantY, 3);
  });
});
