import { describe, expect, it } from 'vitest';
import { formatLeft, secondsLeft } from './processing-estimate.ts';

describe('secondsLeft', () => {
  it('should extrapolate the current step from its own progress rate', () => {
    const samples = [
      { atMs: 0, status: 'processing', progress: 50 },
      { atMs: 1000, status: 'transcribing', progress: 0 },
      { atMs: 11_000, status: 'transcribing', progress: 25 },
    ];
    // 25 % in 10 s: 75 % more takes 30 s.
    expect(secondsLeft(samples)).toBe(30);
  });

  it('should say nothing until the step has run a little and moved', () => {
    expect(secondsLeft([])).toBeNull();
    expect(secondsLeft([{ atMs: 0, status: 'transcribing', progress: 5 }])).toBeNull();
    expect(
      secondsLeft([
        { atMs: 0, status: 'transcribing', progress: 5 },
        { atMs: 14_000, status: 'transcribing', progress: 5 },
      ]),
    ).toBeNull();
  });

  it('should read as seconds, then minutes', () => {
    expect(formatLeft(40)).toBe('about 40 s left');
    expect(formatLeft(200)).toBe('about 3 min left');
  });
});
