import { describe, expect, it } from 'vitest';
import { framePercentLabel, placementAt } from './caption-placement.ts';

const box = { left: 100, top: 50, width: 400, height: 800 };

describe('placementAt', () => {
  it('should turn a pointer into frame percentages, snapping to the centre lines', () => {
    expect(placementAt({ x: 100 + 400 * 0.25, y: 50 + 800 * 0.7 }, box)).toMatchObject({
      xPos: 25,
      yPos: 70,
    });
    expect(placementAt({ x: 100 + 400 * 0.51, y: 50 + 800 * 0.49 }, box)).toEqual({
      xPos: 50,
      yPos: 50,
      snappedX: true,
      snappedY: true,
    });
  });

  it('should keep the block inside the allowed range', () => {
    expect(placementAt({ x: 0, y: 2000 }, box)).toMatchObject({ xPos: 0, yPos: 90 });
  });
});

describe('framePercentLabel', () => {
  it('should show a frame percentage as a whole percent', () => {
    expect(framePercentLabel(72)).toBe('72%');
    expect(framePercentLabel(30.4)).toBe('30%');
    expect(framePercentLabel(0)).toBe('0%');
  });
});
