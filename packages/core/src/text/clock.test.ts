import { describe, expect, it } from 'vitest';
import { minutesAndSeconds } from './clock.ts';

describe('minutesAndSeconds', () => {
  it('should write minutes and zero-padded seconds', () => {
    expect(minutesAndSeconds(0)).toBe('0:00');
    expect(minutesAndSeconds(5.9)).toBe('0:05');
    expect(minutesAndSeconds(65)).toBe('1:05');
    expect(minutesAndSeconds(3725)).toBe('62:05');
  });

  it('should show 0:00 for unknown durations', () => {
    expect(minutesAndSeconds(Number.NaN)).toBe('0:00');
    expect(minutesAndSeconds(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});
